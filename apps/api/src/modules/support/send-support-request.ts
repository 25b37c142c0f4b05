import { eq } from 'drizzle-orm';
import { SUPPORT_TOPIC_LABELS, type SupportRequestBody, type SupportRequestSent } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { supportRequests, users } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { entitlementsOf } from '../payments/entitlements.ts';

type Body = { topic: keyof typeof SUPPORT_TOPIC_LABELS; message: string };

/**
 * Stores a member's support request and e-mails it to the support address, replying to the member.
 * Platinum's priority support is decided here, by the plan when the request is sent: the record is
 * marked and the subject starts with "[Priority]", so the team's queue puts it first. The mail is
 * sent inside the transaction: if it cannot be sent, nothing is stored and the member is told so.
 */
export async function sendSupportRequest(deps: AppDeps, userId: string, body: SupportRequestBody): Promise<SupportRequestSent> {
  const { topic, message } = body as Body;
  const rate = await deps.limiter.hit(`support:user:${userId}`, deps.env.RATE_SUPPORT_PER_HOUR, 3600);
  if (!rate.allowed) {
    throw tooManyRequests(rate.retryAfterSeconds, 'You have sent several requests in the last hour. We will answer those first; please try again later.');
  }
  const now = deps.clock();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      if (!member) throw new AppError(401, 'unauthorized', 'Please sign in to continue.');
      const priority = (await entitlementsOf(tx, userId, now)).prioritySupport;
      const [row] = await tx
        .insert(supportRequests)
        .values({ userId, topic, message, priority, createdAt: now })
        .returning({ id: supportRequests.id });
      await deps.mailer.send({
        to: deps.env.SUPPORT_EMAIL,
        replyTo: member.email,
        subject: `${priority ? '[Priority] ' : ''}${deps.env.APP_NAME} support: ${SUPPORT_TOPIC_LABELS[topic]}`,
        text: [
          `From member ${userId} (${member.email})${priority ? ', Platinum: priority support' : ''}`,
          `Request ${row!.id}, ${now.toISOString()}`,
          '',
          message,
        ].join('\n'),
      });
      return {
        id: row!.id,
        priority,
        message: priority
          ? 'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.'
          : 'Thanks, your message is with our team. We reply by e-mail.',
      };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(502, 'support_unavailable', 'We could not send your message just now. Nothing was lost on your side; please try again.');
  }
}
