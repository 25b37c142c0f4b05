import type { FastifyPluginAsync } from 'fastify';
import {
  AttemptParams,
  FrameParams,
  VERIFICATION_FRAME_MAX_BYTES,
  VerificationAttempt,
  VerificationProgress,
  VerificationResult,
  VerificationStatus,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { requestLocale } from '../../lib/i18n/request-locale.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { accountLocale } from '../auth/account-locale.ts';
import { authenticated } from '../auth/authenticated.ts';
import { finishAttempt } from './finish-attempt.ts';
import { startAttempt } from './start-attempt.ts';
import { submitFrame } from './submit-frame.ts';
import { giveConsent, verificationStatus } from './verification-status.ts';

/**
 * Face verification (under /api/verification): the member's state, consent, and attempts whose
 * frames the server reads and decides. Only `finish` can mark a profile verified.
 */
export const verificationRoutes = (deps: AppDeps): FastifyPluginAsync =>
  authenticated(deps, async (app, { me }) => {
    // Frames arrive as JPEG bytes (these routes only; JSON everywhere else).
    app.addContentTypeParser(
      'image/jpeg',
      { parseAs: 'buffer', bodyLimit: VERIFICATION_FRAME_MAX_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );
    const ownLocale = accountLocale(deps);
    const logError = (err: unknown) => app.log.error({ err }, 'reading profile photos for verification failed');
    const logFrameError = (err: unknown) => app.log.error({ err }, 'reading a verification frame failed');

    app.get('/', { schema: { response: { 200: VerificationStatus } } }, async (req) =>
      verificationStatus(deps, me(req)),
    );

    app.post('/consent', { schema: { response: { 200: VerificationStatus } } }, async (req) =>
      giveConsent(deps, me(req)),
    );

    app.post('/attempts', { schema: { response: { 201: VerificationAttempt } } }, async (req, reply) =>
      reply.code(201).send(await startAttempt(deps, me(req), logError)),
    );

    app.put(
      '/attempts/:attemptId/frames/:step/:index',
      { schema: { params: FrameParams, response: { 200: VerificationProgress } } },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { attemptId, step, index } = req.params;
        return submitFrame(deps, me(req), { attemptId: attemptId.toLowerCase(), step, index }, body, logFrameError);
      },
    );

    app.post(
      '/attempts/:attemptId/finish',
      { schema: { params: AttemptParams, response: { 200: VerificationResult } } },
      async (req) => {
        const result = await finishAttempt(deps, me(req), req.params.attemptId.toLowerCase());
        if (result.verified) return result;
        // A failed attempt's advice is an answer the member reads, not an error: put into their
        // language here, as the error handler does for errors (decision 0058).
        return { ...result, message: translateMessage(result.message, await requestLocale(ownLocale, req)) };
      },
    );
  });
