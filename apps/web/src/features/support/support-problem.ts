import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * What is wrong with a support request the contract refused, in the language shown: the contract
 * names the field, the message itself says which of its rules it broke.
 */
export function supportProblem(
  topic: string,
  message: string,
  issue: Issue | undefined,
): { field: 'topic' | 'message'; text: string } {
  if (issue?.path[0] === 'topic' || !topic) return { field: 'topic', text: i18n.t('support:topicMissing') };
  const trimmed = message.trim();
  // A blank message is "too short", as the contract says (its trim runs first).
  const text =
    trimmed.length > SUPPORT_MESSAGE_MAX
      ? i18n.t('support:messageLong', { count: SUPPORT_MESSAGE_MAX })
      : trimmed.includes('\u0000')
        ? i18n.t('support:messageControl')
        : trimmed.length < SUPPORT_MESSAGE_MIN
          ? i18n.t('support:messageShort', { count: SUPPORT_MESSAGE_MIN })
          : (issue?.message ?? i18n.t('support:check'));
  return { field: 'message', text };
}
