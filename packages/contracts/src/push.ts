import { z } from 'zod';
export * from './constants/push.ts';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'must be base64url' });

/** What the browser's PushSubscription.toJSON() gives; only https push services are accepted. */
export const PushSubscribeBody = z.strictObject({
  endpoint: z
    .url({ error: 'This is not a push service address' })
    .max(1000)
    .refine((u) => u.startsWith('https://') || u.startsWith('http://localhost') || u.startsWith('http://127.0.0.1'), {
      error: 'A push service must be reached over https',
    }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key: 65 bytes, 87 characters of base64url. */
    p256dh: base64url.min(80).max(100),
    /** The 16-byte auth secret: 22 characters of base64url. */
    auth: base64url.min(16).max(32),
  }),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = z.strictObject({ endpoint: z.string().min(1).max(1000) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** The server's VAPID public key (applicationServerKey for pushManager.subscribe). */
export const PushConfig = z.object({ publicKey: z.string() });
export type PushConfig = z.infer<typeof PushConfig>;

/** Whether this device session has a subscription. */
export const PushStatus = z.object({ subscribed: z.boolean() });
export type PushStatus = z.infer<typeof PushStatus>;

/** What the service worker receives, decrypted, in a push event. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Notifications with the same tag replace one another (several messages from one person). */
  tag: z.string(),
  /** The app path the notification opens. */
  url: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof PushPayload>;
