import type { EndpointSpec } from './endpoint.ts';

/**
 * Where the app shell's session manager sends its calls, before any feature loads: the method, path,
 * access and status of the `authEndpoints` entries of the same names, without their schemas and
 * codes, so the first route loads no zod and stays small (its answers stay unchecked, as before). A
 * test holds each equal to its entry in the table.
 */
type SessionRoute = Pick<EndpointSpec, 'method' | 'path' | 'access' | 'status'>;

export const sessionEndpoints = {
  refresh: {
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    status: 200,
  },
  signIn: {
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signin',
    access: 'public',
    status: 200,
  },
  signUp: {
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signup',
    access: 'public',
    status: 202,
  },
  confirmSignUp: {
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signup/confirm',
    access: 'public',
    status: 201,
  },
  signOut: {
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signout',
    access: 'member',
    status: 204,
  },
} as const satisfies Record<string, SessionRoute & { bodyKind?: 'json' }>;
