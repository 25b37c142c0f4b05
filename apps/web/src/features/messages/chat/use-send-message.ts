import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OwnProfile, SendMessageResult } from '@sankofa/contracts';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { myId } from '@/lib/session-manager.ts';
import { OWN_PROFILE_KEY } from '@/features/profile';
import { useRealtime } from '@/lib/realtime/use-realtime.tsx';
import { applyMessage } from './apply-message.ts';
import { deliver, SendRefused } from './deliver.ts';
import { ApiError } from '@/lib/api-client.ts';

const codeOf = (err: unknown): string | null =>
  err instanceof SendRefused || err instanceof ApiError ? err.code : null;
import { markFailed, markSending, sendBodyOf, type Outgoing } from './outbox.ts';
import { updateOutbox } from './use-outbox.ts';

export const newClientId = () => crypto.randomUUID();
/** The server has the message: it joins the chat and the list, its pending copy goes, a gift's cost shows. */
function applySent(client: QueryClient, to: string, result: SendMessageResult): void {
  const { message, tokenBalance } = result;
  applyMessage(client, to, message, myId(), true);
  if (tokenBalance !== null) {
    client.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (p) => (p ? { ...p, tokenBalance } : p));
    void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
  }
}

/**
 * Sends a text, heart or gift to `to`, shown at once as "Sending…". A retry passes the same client
 * id, so the server stores the message once however often it is sent. Resolves true when sent.
 */
export function useSendMessage() {
  const client = useQueryClient();
  const realtime = useRealtime();
  const send = useCallback(
    async (
      to: string,
      outgoing: Outgoing,
      clientId: string = newClientId(),
      confirmContactShare = false,
    ): Promise<boolean> => {
      updateOutbox(client, to, (list) => markSending(list, clientId, outgoing, new Date()));
      try {
        const result = await deliver(realtime, to, {
          ...sendBodyOf(outgoing, clientId),
          ...(confirmContactShare && { confirmContactShare }),
        });
        applySent(client, to, result);
        if (outgoing.kind === 'heart') toast.success(i18n.t('messages:send.heartSent'));
        if (outgoing.kind === 'gift') toast.success(i18n.t('messages:send.giftSent'));
        return true;
      } catch (err) {
        const reason = err instanceof Error && err.message ? err.message : null;
        updateOutbox(client, to, (list) => markFailed(list, clientId, reason));
        if (codeOf(err) === 'contact_share_unconfirmed') {
          // The server's 'Are you sure?': the message waits until the sender says yes, with the same id.
          toast.warning(i18n.t('messages:send.sure'), {
            description: reason ?? undefined,
            duration: 20_000,
            action: {
              label: i18n.t('messages:send.sendAnyway'),
              onClick: () => void send(to, outgoing, clientId, true),
            },
            cancel: { label: i18n.t('messages:send.edit'), onClick: () => undefined },
            // The explanation is long: it gets the toast's width, and the two choices a row below it.
            classNames: { toast: '!flex-wrap', content: '!basis-[calc(100%-2.5rem)]', cancelButton: '!ms-auto' },
          });
          return false;
        }
        toast.error(i18n.t('messages:send.failed'), reason ? { description: reason } : undefined);
        return false;
      }
    },
    [client, realtime],
  );
  return send;
}
