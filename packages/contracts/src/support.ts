import { z } from 'zod';
import { text } from './auth.ts';
import { SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS } from './constants/support.ts';
export * from './constants/support.ts';

/** A member's request to the support team, sent from the app (the reply goes to their e-mail). */
export const SupportRequestBody = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose what your message is about' }),
  message: text('Message', SUPPORT_MESSAGE_MAX, 'Please write your message').refine(
    (s) => s.length >= SUPPORT_MESSAGE_MIN,
    {
      error: `Please tell us a little more (at least ${SUPPORT_MESSAGE_MIN} characters)`,
    },
  ),
});
export type SupportRequestBody = z.input<typeof SupportRequestBody>;

export const SupportRequestSent = z.object({
  id: z.uuid(),
  /** Platinum's priority support: the request is marked to be answered first. */
  priority: z.boolean(),
  message: z.string(),
});
export type SupportRequestSent = z.infer<typeof SupportRequestSent>;
