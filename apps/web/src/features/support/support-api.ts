import { type SupportRequestBody, SupportRequestSent } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

/** Sends the member's message to the support team; the answer says whether it is priority (Platinum). */
export const sendSupportRequest = (body: SupportRequestBody) =>
  sessionManager.request(SupportRequestSent, '/api/support', { method: 'POST', body });
