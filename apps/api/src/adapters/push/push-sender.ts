/** A browser's subscription, as stored: where its push service takes messages, and its keys. */
export interface PushTarget {
  endpoint: string;
  /** base64url P-256 public key of the browser. */
  p256dh: string;
  /** base64url 16-byte auth secret. */
  auth: string;
}

export interface PushSendOptions {
  /** Seconds the push service may hold the message for a device that is offline. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting at the push service. */
  topic?: string;
  urgency?: 'low' | 'normal' | 'high';
}

/**
 * Sends encrypted Web Push messages (RFC 8291 aes128gcm, VAPID RFC 8292). 'gone' is the push
 * service saying the subscription no longer exists (404/410): the caller drops it. Anything else
 * that fails is thrown, so the job that sent it is retried.
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, opts: PushSendOptions): Promise<'sent' | 'gone'>;
}
