import { expect } from 'vitest';
import type { ModActionBody, ModCase, QueuePage } from '@sankofa/contracts';
import type { TestApp } from '../../test/harness.ts';
import { runAdminCommand } from '../../lib/admin/role-command.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';

/** Test-only helpers for moderation: a moderator made by the operators' command, reports and decisions. */

export async function grant(t: TestApp, role: 'moderator' | 'admin', who: Member): Promise<void> {
  const lines: string[] = [];
  expect(await runAdminCommand(t.deps.database.db, ['grant', role, who.email], (l) => lines.push(l))).toBe(0);
}

export async function moderator(t: TestApp): Promise<Member> {
  const m = await member(t);
  await grant(t, 'moderator', m);
  return m;
}

export async function report(
  t: TestApp,
  from: Member,
  about: Member,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(t, from, 'POST', '/api/reports', {
    userId: about.id,
    reason: 'harassment',
    note: 'Rude words after I said no',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

export async function caseOf(t: TestApp, mod: Member, who: Member): Promise<ModCase> {
  const res = await call(t, mod, 'GET', `/api/mod/people/${who.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ModCase;
}

export async function queueOf(t: TestApp, mod: Member, cursor?: string): Promise<QueuePage> {
  const res = await call(t, mod, 'GET', `/api/mod/queue${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QueuePage;
}

export const act = (
  t: TestApp,
  mod: Member,
  who: Member | string,
  body: Partial<ModActionBody> & Pick<ModActionBody, 'action'>,
) =>
  call(t, mod, 'POST', `/api/mod/people/${typeof who === 'string' ? who : who.id}/actions`, {
    rule: 'harassment',
    reason: 'You sent insults after being asked to stop.',
    ...body,
  });

export async function actOk(
  t: TestApp,
  mod: Member,
  who: Member,
  body: Partial<ModActionBody> & Pick<ModActionBody, 'action'>,
): Promise<string> {
  const res = await act(t, mod, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { actionId: string }).actionId;
}
