import { describe, expect, it } from 'vitest';
import { authEndpoints } from './auth.ts';
import { sessionEndpoints } from './session.ts';

const routeOf = (e: { method: string; path: string; access: string; status: number }) => ({
  method: e.method,
  path: e.path,
  access: e.access,
  status: e.status,
});

describe('sessionEndpoints', () => {
  it('go where the table entries of the same names go', () => {
    for (const [name, entry] of Object.entries(sessionEndpoints)) {
      expect(routeOf(entry), name).toEqual(routeOf(authEndpoints[name as keyof typeof sessionEndpoints]));
      // No schema here: this file must stay free of zod.
      const schemas = Object.keys(entry).filter((k) => ['params', 'query', 'body', 'response'].includes(k));
      expect(schemas, name).toEqual([]);
    }
  });

  it('would notice a path that went elsewhere', () => {
    const moved = { ...sessionEndpoints.signIn, path: '/api/auth/login' };
    expect(routeOf(moved)).not.toEqual(routeOf(authEndpoints.signIn));
  });
});
