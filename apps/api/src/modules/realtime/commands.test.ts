import { describe, expect, it } from 'vitest';
import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import { AppError } from '../../lib/errors.ts';
import { runCommand, type CommandContext } from './commands.ts';
import type { Connection } from './connection.ts';
import type { RealtimeFeature } from './feature.ts';
import { createMemoryPresenceStore } from './memory-presence-store.ts';
import { selfOnlyAudience } from './presence-policy.ts';

/** A socket stand-in that records what it was sent. */
const socket = () => {
  const sent: ServerMessage[] = [];
  return {
    conn: { id: 'c1', userId: 'u1', send: (m: ServerMessage) => void sent.push(m) } as unknown as Connection,
    sent,
  };
};

const context = (features: RealtimeFeature[]): CommandContext => ({
  store: createMemoryPresenceStore(),
  audience: selfOnlyAudience,
  now: () => new Date(),
  onSpellStarted: async () => {},
  features: new Map(features.flatMap((f) => f.families.map((family) => [family, f] as const))),
});

const read = {
  type: 'chat.read',
  ref: 'r1',
  with: '0b3d1e00-f2b7-4050-8000-000000000001',
  upToSeq: 1,
} as ClientMessage;

describe('runCommand', () => {
  it('hands a command to the feature owning its family and sends back its answer with the ref', async () => {
    const seen: string[] = [];
    const chat: RealtimeFeature = {
      families: ['chat'],
      run: async (conn, msg) => {
        seen.push(`${conn.userId}:${msg.type}`);
        return { type: 'pong' };
      },
    };
    const { conn, sent } = socket();
    await runCommand(context([chat]), conn, read);
    expect(seen).toEqual(['u1:chat.read']);
    expect(sent).toEqual([{ type: 'pong', ref: 'r1' }]);
  });

  it('answers the core’s own commands itself', async () => {
    const { conn, sent } = socket();
    await runCommand(context([]), conn, { type: 'ping', ref: 'p' });
    expect(sent).toEqual([{ type: 'pong', ref: 'p' }]);
  });

  it('turns a feature’s refusal, or the database being away, into an error event with the ref', async () => {
    const refusing: RealtimeFeature = {
      families: ['chat'],
      run: async () => {
        throw new AppError(403, 'not_connected', 'You can only message your matches and friends.');
      },
    };
    const away: RealtimeFeature = {
      families: ['chat'],
      run: async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
    };
    const a = socket();
    await runCommand(context([refusing]), a.conn, read);
    expect(a.sent).toEqual([
      { type: 'error', code: 'not_connected', message: 'You can only message your matches and friends.', ref: 'r1' },
    ]);
    const b = socket();
    await runCommand(context([away]), b.conn, read);
    expect(b.sent).toMatchObject([{ type: 'error', code: 'service_unavailable', ref: 'r1' }]);
  });

  it('says so when no feature answers a family, and lets unexpected errors through to the gateway', async () => {
    const { conn, sent } = socket();
    await runCommand(context([]), conn, read);
    expect(sent).toMatchObject([{ type: 'error', code: 'unavailable', ref: 'r1' }]);
    const broken: RealtimeFeature = { families: ['chat'], run: async () => Promise.reject(new Error('bug')) };
    await expect(runCommand(context([broken]), conn, read)).rejects.toThrow('bug');
  });
});
