import { describe, expect, it } from 'vitest';
import { sessionMatches, tokenDescriptors } from './janus-admin.ts';
import { coreToken } from './janus-tokens.ts';

const at = new Date('2026-11-28T00:00:00Z');
const viewer = coreToken('a-secret-of-enough-length', at, { userId: 'u1', streamId: 's1' });

describe('finding a viewer’s Janus sessions by the token our server signed', () => {
  it('reads the descriptors of a signed token', () => {
    expect(tokenDescriptors(viewer)).toEqual(['janus.plugin.videoroom', 'u=u1', 's=s1']);
    expect(tokenDescriptors(undefined)).toEqual([]);
  });

  it('matches the viewer, for the stream the token was issued for or a room a handle joined', () => {
    expect(sessionMatches(viewer, [], { userId: 'u1' })).toBe(true);
    expect(sessionMatches(viewer, [], { userId: 'u1', streamId: 's1' })).toBe(true);
    expect(sessionMatches(viewer, [undefined], { userId: 'u1', streamId: 's2' })).toBe(false);
    expect(sessionMatches(viewer, ['s2'], { userId: 'u1', streamId: 's2' })).toBe(true);
  });

  it('never matches another person, a token that names nobody, or none', () => {
    expect(sessionMatches(viewer, ['s1'], { userId: 'u2', streamId: 's1' })).toBe(false);
    expect(sessionMatches(coreToken('a-secret-of-enough-length', at), ['s1'], { userId: 'u1', streamId: 's1' })).toBe(
      false,
    );
    expect(sessionMatches(undefined, ['s1'], { userId: 'u1' })).toBe(false);
    // A descriptor is matched whole: 'u=u1' is not found in 'u=u10'.
    expect(
      sessionMatches(coreToken('a-secret-of-enough-length', at, { userId: 'u10', streamId: 's1' }), [], {
        userId: 'u1',
      }),
    ).toBe(false);
  });
});
