import type { ModActionBody } from '@sankofa/contracts';
import { moderationEndpoints as api } from '@sankofa/contracts/endpoints/moderation';
import { call } from '@/lib/call.ts';
import { sessionManager as s } from '@/lib/session-manager.ts';

export const modKeys = {
  queue: ['mod', 'queue'] as const,
  person: (id: string) => ['mod', 'person', id] as const,
  log: ['mod', 'log'] as const,
};

export const getQueue = (cursor?: string | null) => call(api.queue, { query: { cursor: cursor || undefined } });
export const getCase = (userId: string) => call(api.person, { params: { userId } });
export const getLog = (cursor?: string | null) => call(api.log, { query: { cursor: cursor || undefined } });

export const takeAction = (userId: string, body: ModActionBody) => call(api.act, { params: { userId }, body });

export const decideAppeal = (appealId: string, outcome: 'upheld' | 'overturned', reason: string) =>
  call(api.decideAppeal, { params: { appealId }, body: { outcome, reason } });

export const endStream = (streamId: string, rule: ModActionBody['rule'], reason: string) =>
  call(api.endStream, { params: { streamId }, body: { rule, reason } });

/** A kept photo copy, loaded with the moderator's token (an <img> cannot send it) and shown from memory. */
export async function evidenceObjectUrl(path: string): Promise<string> {
  const token = await s.getAccessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('This copy could not be loaded.');
  return URL.createObjectURL(await res.blob());
}
