import { expect } from 'vitest';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';

/** The project's error shape with this status and code, a sentence a person can read, and no stack trace. */
export function expectError(res: InjectResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/[a-z]+ [a-z]+/i);
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return body.error as { code: string; message: string; details?: unknown };
}
