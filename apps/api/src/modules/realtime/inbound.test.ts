import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './inbound.ts';

const text = (s: string) => parseClientFrame(Buffer.from(s), false);

describe('parseClientFrame', () => {
  it('accepts every valid command', () => {
    expect(text('{"type":"ping","ref":"a"}')).toEqual({ ok: true, message: { type: 'ping', ref: 'a' } });
    expect(text('{"type":"presence.heartbeat"}')).toEqual({ ok: true, message: { type: 'presence.heartbeat' } });
    const id = '0b3d1e00-f2b7-4050-8000-000000000001';
    expect(text(JSON.stringify({ type: 'presence.query', userIds: [id] }))).toEqual({
      ok: true,
      message: { type: 'presence.query', userIds: [id] },
    });
  });

  it('explains what is wrong and keeps a usable ref', () => {
    expect(text('nope')).toEqual({ ok: false, message: 'The message is not valid JSON.' });
    expect(text('null')).toMatchObject({ ok: false, message: expect.stringMatching(/JSON object/) });
    expect(text('{"type":"x","ref":"r"}')).toMatchObject({
      ok: false,
      ref: 'r',
      message: expect.stringMatching(/Unknown message type "x"/),
    });
    expect(text('{"type":"presence.query","userIds":[],"ref":"q"}')).toMatchObject({
      ok: false,
      ref: 'q',
      message: expect.stringMatching(/^presence\.query: userIds: /),
    });
    expect(text(JSON.stringify({ type: 'ping', ref: 'x'.repeat(65) }))).toMatchObject({ ok: false, ref: undefined });
    expect(parseClientFrame(Buffer.from('{}'), true)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/text frames/),
    });
    expect(parseClientFrame([Buffer.from('{"type":'), Buffer.from('"ping"}')], false)).toEqual({
      ok: true,
      message: { type: 'ping' },
    });
  });

  it('refuses text that breaks the text rules anywhere in a frame, naming the field', () => {
    const to = '0b3d1e00-f2b7-4050-8000-000000000001';
    const nul = text(
      JSON.stringify({ type: 'chat.send', ref: 'n', to, clientId: 'c1', kind: 'text', text: 'hi\u0000' }),
    );
    expect(nul).toMatchObject({
      ok: false,
      ref: 'n',
      message: expect.stringMatching(/^chat\.send: text contains characters that are not allowed/),
    });
    const rtl = text(
      JSON.stringify({ type: 'chat.send', to, clientId: 'c1', kind: 'text', text: 'see \u202Egpj.exe' }),
    );
    expect(rtl).toMatchObject({ ok: false, message: expect.stringMatching(/reverses the direction/) });
    expect(text('{"type":"chat.send","text":"\\ud800"}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/broken character/),
    });
  });
});
