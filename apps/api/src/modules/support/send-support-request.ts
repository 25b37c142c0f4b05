import { SUPPORT_TOPIC_LABELS, type SupportRequestBody, type SupportRequestSent } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { entitlementsOf } from '../payments/entitlements.queries.ts';
import { queueMail } from '../../lib/mail/mail-job.ts';
import { supportRequestMail } from './support-mail.ts';
import { insertSupportRequest, selectMemberEmail } from './support.repo.ts';

type Body = { topic: keyof typeof SUPPORT_TOPIC_LABELS; message: string };

/**
 * Stores a member's support request and e-mails it to the support address, replying to the member.
 * Platinum's priority support is decided here, by the plan when the request is sent: the record is
 * marked and the subject starts with "[Priority]", so the team's queue puts it first. The mail is
 * queued in the transaction that stores the request, so one never exists without the other, and the
 * job worker delivers it, retrying while the mail server is down (decision 0021).
 */
export async function sendSupportRequest(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database' | 'env' | 'jobs' | 'limiter'>,
  userId: string,
  body: SupportRequestBody,
): Promise<SupportRequestSent> {
  const { topic, message } = body as Body;
  const rate = await deps.limiter.hit(`support:user:${userId}`, deps.env.RATE_SUPPORT_PER_HOUR, 3600);
  if (!rate.allowed) {
    throw tooManyRequests(
      rate.retryAfterSeconds,
      'You have sent several requests in the last hour. We will answer those first; please try again later.',
    );
  }
  const now = deps.clock();
  const sent = await deps.database.db.transaction(async (tx) => {
    const email = await selectMemberEmail(tx, userId);
    if (!email) throw new AppError(401, 'unauthorized', 'Please sign in to continue.');
    const priority = (await entitlementsOf(tx, userId, now)).prioritySupport;
    const id = await insertSupportRequest(tx, { userId, topic, message, priority, createdAt: now });
    const mail = supportRequestMail({
      appName: deps.env.APP_NAME,
      to: deps.env.SUPPORT_EMAIL,
      member: { id: userId, email },
      requestId: id,
      topicLabel: SUPPORT_TOPIC_LABELS[topic],
      priority,
      message,
      at: now,
    });
    await queueMail(deps, tx, mail);
    return {
      id,
      priority,
      message: priority
        ? 'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.'
        : 'Thanks, your message is with our team. We reply by e-mail.',
    };
  });
  deps.jobs.wake();
  return sent;
}
