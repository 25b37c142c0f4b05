import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnavailable, isRedisUnavailable } from './database-unavailable.ts';
import { AppError, errorBody } from './errors.ts';
import { requestLocale, type AccountLocale } from './i18n/request-locale.ts';
import { translateErrorBody } from './i18n/translate-message.ts';
import type { ErrorCode } from '@sankofa/contracts/constants';

/** What fastify-type-provider-zod puts in `err.validation`: one entry per zod issue. */
type Issue = { keyword?: string; instancePath?: string; message?: string; params?: { keys?: string[] } };

const fieldOf = (issue: Issue) => (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');

function messageOf(issue: Issue): string {
  if (issue.keyword === 'unrecognized_keys') return `Unknown field: ${(issue.params?.keys ?? []).join(', ')}`;
  const msg = issue.message ?? 'Invalid value';
  // zod's built-in texts ("Invalid input: expected string, received number") need the field named.
  const field = fieldOf(issue);
  return /^(Invalid|Too (big|small)|Expected)/.test(msg) && field ? `${field}: ${msg}` : msg;
}

/**
 * One error shape for everything; never a stack trace, never a 500 for bad input. Messages are written
 * in English and answered in the request's language (decision 0058); `accountLocale` reads a signed-in
 * member's own choice when the request names no language.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  opts: { spaFallback: boolean; accountLocale?: AccountLocale },
): void {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    // A lost database (or Redis) is the service being briefly unavailable, not a failure of this request's own.
    let err = error;
    const outage = isDatabaseUnavailable(error) || isRedisUnavailable(error);
    if (outage) {
      req.log.warn({ err: error }, 'database or Redis unavailable');
      err = databaseUnavailable(error) as unknown as FastifyError;
    }
    const locale = await requestLocale(outage ? null : (opts.accountLocale ?? null), req);
    const answer = (status: number, body: ReturnType<typeof errorBody>) =>
      reply.status(status).send(translateErrorBody(body, locale));
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return answer(err.status, errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as unknown as Issue[];
      const fields = issues.map((i) => ({ field: fieldOf(i), message: messageOf(i) }));
      return answer(400, errorBody('validation_failed', fields[0]?.message ?? 'Invalid request', { fields }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its contract');
      return answer(500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'));
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const known: Record<string, [ErrorCode, string]> = {
        FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
        FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty; send a JSON object.'],
        FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large.'],
        FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send the request body as application/json.'],
      };
      const [code, message]: [ErrorCode, string] = known[err.code] ?? [
        status === 400 && err.message.includes('JSON') ? 'invalid_json' : 'bad_request',
        status === 400 && err.message.includes('JSON')
          ? 'The request body is not valid JSON.'
          : 'The request could not be processed.',
      ];
      return answer(status, errorBody(code, message));
    }
    req.log.error({ err }, 'unhandled error');
    return answer(500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler(async (req, reply) => {
    // Client-side routes: any non-API GET gets the app shell and the router decides (unknown → /).
    if (opts.spaFallback && (req.method === 'GET' || req.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(req.url)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    const body = errorBody('not_found', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`);
    return reply.status(404).send(translateErrorBody(body, await requestLocale(null, req)));
  });
}
