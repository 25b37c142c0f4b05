import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmSignUpBody,
  DeleteAccountBody,
  MessageResponse,
  RecoverBody,
  ResetPasswordBody,
  Session,
  SignInBody,
  SignOutBody,
  SignUpBody,
  SignUpStarted,
  UpdateUserBody,
  UserResponse,
  type User,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from './authenticate.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword } from './password-recovery.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { refreshSession, SESSION_ENDED } from './refresh-session.ts';
import { isKnownDevice, rememberDevice } from './known-device.ts';
import { metaOf } from './request-meta.ts';
import type { IssuedTokens } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { confirmSignUp, startSignUp } from './sign-up.ts';
import { getUser, updateUser } from './update-user.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

/** A confirmation in the language the request asked for (decision 0058). */
const said = (req: FastifyRequest, english: string) => ({
  message: translateMessage(english, metaOf(req).locale ?? 'en'),
});

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const respond = (reply: FastifyReply, r: { tokens: IssuedTokens; user: User }) => {
      setRefreshCookie(deps, reply, r.tokens.refreshToken);
      reply.header('cache-control', 'no-store');
      return { accessToken: r.tokens.accessToken, expiresAt: r.tokens.expiresAt, user: r.user };
    };

    app.post('/signup', { schema: { body: SignUpBody, response: { 202: SignUpStarted } } }, async (req, reply) => {
      const started = await startSignUp(deps, req.body, metaOf(req));
      reply.header('cache-control', 'no-store');
      return reply.status(202).send(started);
    });

    app.post(
      '/signup/confirm',
      { schema: { body: ConfirmSignUpBody, response: { 201: Session } } },
      async (req, reply) => {
        const result = await confirmSignUp(deps, req.body, metaOf(req));
        rememberDevice(deps, reply, req.body.email);
        reply.status(201);
        return respond(reply, result);
      },
    );

    app.post('/signin', { schema: { body: SignInBody, response: { 200: Session } } }, async (req, reply) => {
      const result = await signIn(deps, req.body, metaOf(req), {
        knownDevice: isKnownDevice(deps, req, req.body.email),
      });
      rememberDevice(deps, reply, req.body.email);
      return respond(reply, result);
    });

    app.post('/refresh', { schema: { response: { 200: Session } } }, async (req, reply) => {
      const token = readRefreshCookie(req);
      if (!token) throw new AppError(401, 'session_not_found', SESSION_ENDED);
      try {
        return respond(reply, await refreshSession(deps, token, metaOf(req)));
      } catch (err) {
        if (err instanceof AppError && err.status === 401) clearRefreshCookie(reply);
        throw err;
      }
    });

    app.post(
      '/signout',
      {
        schema: { body: SignOutBody },
        // A POST without a body asks for the default scope, "local" (not a 400 about a missing object).
        preValidation: async (req) => {
          const r = req as { body: unknown };
          const noBody = !req.headers['transfer-encoding'] && !Number(req.headers['content-length'] ?? 0);
          if (r.body == null && noBody) r.body = {};
        },
      },
      async (req, reply) => {
        const who = await requireUser(deps, req);
        await signOut(deps, who, req.body.scope, metaOf(req));
        if (req.body.scope !== 'others') clearRefreshCookie(reply);
        return reply.status(204).send();
      },
    );

    app.get('/user', { schema: { response: { 200: UserResponse } } }, async (req) => {
      const who = await requireUser(deps, req);
      return { user: await getUser(deps, who.userId) };
    });

    app.put('/user', { schema: { body: UpdateUserBody, response: { 200: UserResponse } } }, async (req) => {
      const who = await requireUser(deps, req);
      return { user: await updateUser(deps, who.userId, req.body) };
    });

    app.delete('/user', { schema: { body: DeleteAccountBody } }, async (req, reply) => {
      const who = await requireUser(deps, req);
      await deleteAccount(deps, who, req.body.password, metaOf(req), (err, what) =>
        req.log.error({ err, userId: who.userId }, what),
      );
      clearRefreshCookie(reply);
      return reply.status(204).send();
    });

    app.post('/password', { schema: { body: ChangePasswordBody, response: { 200: MessageResponse } } }, async (req) => {
      const who = await requireUser(deps, req);
      await changePassword(deps, who, req.body, metaOf(req));
      return said(req, 'Your password has been changed. Other devices have been signed out.');
    });

    app.post('/recover', { schema: { body: RecoverBody, response: { 200: MessageResponse } } }, async (req) =>
      said(
        req,
        await requestPasswordReset(deps, req.body.email, metaOf(req), (e) =>
          req.log.error(e, 'queueing the reset mail failed'),
        ),
      ),
    );

    app.post(
      '/reset',
      { schema: { body: ResetPasswordBody, response: { 200: MessageResponse } } },
      async (req, reply) => {
        await resetPassword(deps, req.body, metaOf(req));
        clearRefreshCookie(reply);
        return said(req, 'Your password has been reset. Please sign in with your new password.');
      },
    );

    app.post('/confirm', { schema: { body: ConfirmEmailBody, response: { 200: MessageResponse } } }, async (req) => {
      await confirmEmail(deps, req.body.token, metaOf(req));
      return said(req, 'Thank you! Your e-mail address is confirmed.');
    });

    app.post('/resend-confirmation', { schema: { response: { 200: MessageResponse } } }, async (req) => {
      const who = await requireUser(deps, req);
      await resendConfirmation(deps, who.userId, metaOf(req).locale);
      return said(req, 'We have sent you a new confirmation link.');
    });
  };
