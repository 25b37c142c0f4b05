import { endpoint } from './endpoint.ts';

/**
 * The calls the app shell's session manager makes before any feature loads: the entries of
 * `authEndpoints` without their schemas, so the first route loads no zod (its answers stay unchecked,
 * as before). A test holds each equal to its entry in the table.
 */
export const sessionEndpoints = {
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    status: 200,
    errors: ['invalid_token', 'rate_limited', 'refresh_token_reused', 'session_not_found', 'unauthorized'],
  }),
  signIn: endpoint({
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signin',
    access: 'public',
    status: 200,
    errors: ['account_restricted', 'invalid_credentials', 'invalid_token', 'rate_limited', 'unauthorized'],
  }),
  signUp: endpoint({
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signup',
    access: 'public',
    status: 202,
    errors: ['disposable_email', 'invalid_code', 'rate_limited', 'weak_password'],
  }),
  confirmSignUp: endpoint({
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signup/confirm',
    access: 'public',
    status: 201,
    errors: ['invalid_code', 'invalid_token', 'rate_limited', 'unauthorized', 'weak_password'],
  }),
  signOut: endpoint({
    method: 'POST',
    bodyKind: 'json',
    path: '/api/auth/signout',
    access: 'member',
    status: 204,
    errors: [],
  }),
};
