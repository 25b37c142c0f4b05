import { moderationEndpoints as api } from '@sankofa/contracts/endpoints/moderation';
import { call } from '@/lib/call.ts';

export const statementKeys = { all: ['moderation', 'statements'] as const };

export const getStatements = () => call(api.statements);

export const appealAsMember = (actionId: string, text: string) =>
  call(api.appeal, { params: { actionId }, body: { text } });

/** Without a session: the token from the refused sign-in says who and which decision. */
export const appealWithToken = (token: string, text: string) => call(api.restrictedAppeal, { body: { token, text } });
