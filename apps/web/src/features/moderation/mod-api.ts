import { EndStreamResult, LogPage, ModActionResult, ModCase, QueuePage, type ModActionBody } from '@sankofa/contracts';
import { sessionManager as s } from '@/lib/session-manager.ts';

export const modKeys = {
  queue: ['mod', 'queue'] as const,
  person: (id: string) => ['mod', 'person', id] as const,
  log: ['mod', 'log'] as const,
};

const withCursor = (path: string, cursor?: string | null) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

export const getQueue = (cursor?: string | null) => s.request(QueuePage, withCursor('/api/mod/queue', cursor));
export const getCase = (userId: string) => s.request(ModCase, `/api/mod/people/${encodeURIComponent(userId)}`);
export const getLog = (cursor?: string | null) => s.request(LogPage, withCursor('/api/mod/log', cursor));

export const takeAction = (userId: string, body: ModActionBody) =>
  s.request(ModActionResult, `/api/mod/people/${encodeURIComponent(userId)}/actions`, { method: 'POST', body });

export const decideAppeal = (appealId: string, outcome: 'upheld' | 'overturned', reason: string) =>
  s.request(ModActionResult, `/api/mod/appeals/${encodeURIComponent(appealId)}/decision`, { method: 'POST', body: { outcome, reason } });

export const endStream = (streamId: string, rule: ModActionBody['rule'], reason: string) =>
  s.request(EndStreamResult, `/api/mod/streams/${encodeURIComponent(streamId)}/end`, { method: 'POST', body: { rule, reason } });

/** A kept photo copy, loaded with the moderator's token (an <img> cannot send it) and shown from memory. */
export async function evidenceObjectUrl(path: string): Promise<string> {
  const token = await s.getAccessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('This copy could not be loaded.');
  return URL.createObjectURL(await res.blob());
}
