import type { ErrorCode } from '@sankofa/contracts/constants';

/**
 * Codes an endpoint's handler can answer that no integration test makes it answer, each with the
 * path that throws it and why a test does not reach it (decision 0059). Keyed `METHOD /path` as in
 * the endpoint table. A code a test starts to reach must leave this list; the check says so.
 */
export const UNREACHED_CODES: Readonly<Record<string, Partial<Record<ErrorCode, string>>>> = {};
