import { describe, expect, it } from 'vitest';
import { authEndpoints } from './auth.ts';
import { sessionEndpoints } from './session.ts';

const withoutSchemas = ({
  method,
  path,
  access,
  status,
  errors,
}: (typeof authEndpoints)[keyof typeof authEndpoints]) => ({
  method,
  path,
  access,
  status,
  errors: [...errors].sort(),
});

describe('sessionEndpoints', () => {
  it('are the table entries of the same names, less their schemas', () => {
    for (const [name, entry] of Object.entries(sessionEndpoints)) {
      const full = authEndpoints[name as keyof typeof sessionEndpoints];
      expect(withoutSchemas(entry as never), name).toEqual(withoutSchemas(full));
      expect(
        Object.keys(entry).filter((k) => ['params', 'query', 'body', 'response'].includes(k)),
        name,
      ).toEqual([]);
    }
  });
});
