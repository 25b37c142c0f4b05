import type { MailMessage, Mailer } from '../../adapters/mail/mailer.ts';
import type { Tx } from '../../db/client.ts';
import { openField, sealField } from '../field-cipher.ts';
import { handleJob, jobKind, type JobHandler, type JobQueue } from '../jobs/job-queue.ts';

/**
 * Mail is sent by the job worker, never inside a request (issue #26): a slow or absent relay delays
 * the message, not the answer, and a failed send is retried with back-off for three to five hours.
 * Messages carry sign-up codes and reset links, which the database otherwise keeps only as hashes,
 * so the queued copy is sealed with the server's field key.
 */
export const MAIL_JOB = jobKind<{ sealed: string }>('mail.send', 15);
const CONTEXT = 'job:mail.send';

interface MailDeps {
  jobs: JobQueue;
  contactKey: Buffer;
}

/** Queues `message` in the caller's transaction; wake the queue once it has committed. */
export async function queueMail(deps: MailDeps, tx: Tx, message: MailMessage): Promise<void> {
  const sealed = sealField(deps.contactKey, JSON.stringify(message), CONTEXT).toString('base64');
  await deps.jobs.add(tx, MAIL_JOB, { sealed });
}

/** Reads the mailer when the job runs, so a relay swapped meanwhile (tests do) is the one used. */
export const mailJob = (deps: { contactKey: Buffer; mailer: Mailer }): JobHandler =>
  handleJob(MAIL_JOB, async ({ sealed }) => {
    const message = JSON.parse(openField(deps.contactKey, Buffer.from(sealed, 'base64'), CONTEXT)) as MailMessage;
    await deps.mailer.send(message);
  });
