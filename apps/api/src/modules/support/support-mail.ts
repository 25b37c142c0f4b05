import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { renderMail } from '../../lib/mail/render-mail.ts';

/** What the support team receives: the member's own words, escaped like every value, with a reply going to the member. */
export function supportRequestMail(input: {
  appName: string;
  to: string;
  member: { id: string; email: string };
  requestId: string;
  topicLabel: string;
  priority: boolean;
  message: string;
  at: Date;
}): MailMessage {
  return renderMail(input.appName, {
    to: input.to,
    replyTo: input.member.email,
    subject: `${input.priority ? '[Priority] ' : ''}${input.appName} support: ${input.topicLabel}`,
    heading: `${input.priority ? 'Priority request' : 'Support request'}: ${input.topicLabel}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `From member ${input.member.id} (${input.member.email})${input.priority ? ', Platinum: priority support' : ''}`,
      },
      { kind: 'note', text: `Request ${input.requestId}, ${input.at.toISOString()}` },
      { kind: 'quote', text: input.message },
      { kind: 'note', text: 'Replying to this message answers the member.' },
    ],
  });
}
