import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckoutBody,
  CheckoutParams,
  CheckoutStarted,
  CheckoutView,
  MyPlan,
  SandboxOutcome,
  WebhookReceived,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authenticate.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { cancelMyPlan, getMyPlan } from './my-plan.ts';
import { settleSandboxCheckout } from './sandbox-checkout.ts';
import { getCheckout, startCheckout } from './start-checkout.ts';

/**
 * Checkout, the member's plan and the sandbox page's buttons (under /api/payments). Everything but
 * the webhook needs a session and acts on the caller's own records only.
 */
export const paymentsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const me = async (req: Parameters<typeof requireUser>[1]) => (await requireUser(deps, req)).userId;

    app.post('/checkout', { schema: { body: CheckoutBody, response: { 200: CheckoutStarted } } }, async (req) =>
      startCheckout(deps, await me(req), req.body),
    );
    app.get(
      '/checkout/:checkoutId',
      { schema: { params: CheckoutParams, response: { 200: CheckoutView } } },
      async (req) => getCheckout(deps, await me(req), req.params.checkoutId),
    );
    for (const action of ['pay', 'cancel'] as const) {
      app.post(
        `/sandbox/:checkoutId/${action}`,
        { schema: { params: CheckoutParams, response: { 200: SandboxOutcome } } },
        async (req) => settleSandboxCheckout(deps, await me(req), req.params.checkoutId, action),
      );
    }
    app.get('/plan', { schema: { response: { 200: MyPlan } } }, async (req) => getMyPlan(deps, await me(req)));
    app.post('/plan/cancel', { schema: { response: { 200: MyPlan } } }, async (req) =>
      cancelMyPlan(deps, await me(req)),
    );

    await app.register(webhookRoute(deps));
  };

/**
 * Stripe's webhook. Its own plugin so that JSON bodies stay raw bytes here (the signature covers the
 * exact bytes) while every other route parses JSON as usual. No session: the signature is the proof.
 */
const webhookRoute =
  (deps: AppDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post(
      '/webhook',
      {
        bodyLimit: 512 * 1024,
        schema: { response: { 200: WebhookReceived } },
      },
      async (req) => {
        const provider = deps.payments;
        if (!provider.parseWebhook) {
          throw new AppError(404, 'not_found', 'Payments run in sandbox mode here; there is no webhook to call.');
        }
        if (!Buffer.isBuffer(req.body)) {
          throw new AppError(400, 'invalid_webhook', 'Send the event as application/json.');
        }
        const signature = req.headers['stripe-signature'];
        const parsed = provider.parseWebhook(
          req.body,
          typeof signature === 'string' ? signature : undefined,
          deps.clock(),
        );
        if ('error' in parsed) throw new AppError(400, 'invalid_webhook', parsed.error);
        const { outcome } = await applyPaymentEvent(deps, parsed.event);
        req.log.info({ eventId: parsed.event.eventId, type: parsed.event.type, outcome }, 'payment event');
        return { received: true as const, outcome };
      },
    );
  };
