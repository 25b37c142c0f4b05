import type { SupportRequestBody } from '@sankofa/contracts';
import { supportEndpoints as api } from '@sankofa/contracts/endpoints/support';
import { call } from '@/lib/call.ts';

/** Sends the member's message to the support team; the answer says whether it is priority (Platinum). */
export const sendSupportRequest = (body: SupportRequestBody) => call(api.send, { body });
