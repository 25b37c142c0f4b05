import { describe, expect, it } from 'vitest';
import { endpoint } from '@sankofa/contracts/endpoints/index';
import { answeredByRoute, answeredCodeProblems, ownCodes } from './answered-codes.ts';

const list = endpoint({
  method: 'GET',
  path: '/api/things',
  access: 'member',
  status: 200,
  errors: ['invalid_cursor'],
});
const one = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  access: 'member',
  status: 200,
  errors: ['not_found', 'busy'],
});
const endpoints = [list, one];
const log = (...lines: string[]) => answeredByRoute(lines);

describe('holding the endpoint table to the codes routes answered', () => {
  it('reads the log by route, HEAD as GET and without a trailing slash', () => {
    const answered = log(
      'GET /api/things invalid_cursor',
      'HEAD /api/things/ unauthorized',
      'GET /api/things/:id not_found',
    );
    expect([...answered.keys()]).toEqual(['GET /api/things', 'GET /api/things/:id']);
    expect([...answered.get('GET /api/things')!]).toEqual(['invalid_cursor', 'unauthorized']);
  });

  it('an entry names only its handler codes; the pipeline and access codes are everyone’s', () => {
    expect(ownCodes(one)).toEqual(['not_found', 'busy']);
    expect(one.errors).toEqual(expect.arrayContaining(['validation_failed', 'unauthorized', 'not_found']));
  });

  it('refuses a code a route answered that its entry does not list, in any run', () => {
    const answered = log('GET /api/things stream_full', 'GET /api/things validation_failed', 'GET /api/elsewhere busy');
    expect(answeredCodeProblems(answered, { wholeRun: false, endpoints, unreached: {} })).toEqual([
      'GET /api/things answered stream_full, which its entry does not list',
    ]);
  });

  it('after a whole run, refuses a listed code no test reached unless its reason is written down', () => {
    const answered = log('GET /api/things invalid_cursor', 'GET /api/things/:id not_found');
    expect(answeredCodeProblems(answered, { wholeRun: false, endpoints, unreached: {} })).toEqual([]);
    expect(answeredCodeProblems(answered, { wholeRun: true, endpoints, unreached: {} })).toEqual([
      expect.stringMatching(/^GET \/api\/things\/:id lists busy, but no test made it answer that/),
    ]);
    const why = { 'GET /api/things/:id': { busy: 'the image queue is full; no test fills it' } };
    expect(answeredCodeProblems(answered, { wholeRun: true, endpoints, unreached: why })).toEqual([]);
  });

  it('keeps the written reasons honest: listed, for a listed endpoint, and gone once a test reaches the code', () => {
    const answered = log('GET /api/things/:id not_found', 'GET /api/things/:id busy', 'GET /api/things invalid_cursor');
    const reasons = {
      'GET /api/things/:id': { busy: 'no test fills the queue', stream_full: 'not listed' },
      'GET /api/gone': { busy: 'no such endpoint' },
    };
    expect(answeredCodeProblems(answered, { wholeRun: true, endpoints, unreached: reasons })).toEqual([
      'GET /api/things/:id now answers busy in a test: take it out of unreached-codes.ts',
      'unreached-codes.ts names GET /api/things/:id stream_full, which its entry does not list',
      'unreached-codes.ts names GET /api/gone, which is not in the endpoint table',
    ]);
  });
});
