import { AppealCreated, StatementList } from '@sankofa/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionManager as s } from '@/lib/session-manager.ts';

export const statementKeys = { all: ['moderation', 'statements'] as const };

export const getStatements = () => s.request(StatementList, '/api/moderation/statements');

export const appealAsMember = (actionId: string, text: string) =>
  s.request(AppealCreated, `/api/moderation/statements/${encodeURIComponent(actionId)}/appeal`, { method: 'POST', body: { text } });

/** Without a session: the token from the refused sign-in says who and which decision. */
export const appealWithToken = (token: string, text: string) =>
  apiRequest('/api/moderation/restricted/appeal', { body: { token, text }, schema: AppealCreated });
