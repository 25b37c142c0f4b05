import type { Locale } from '@sankofa/contracts/locales';
import { ar } from './ar.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';
import { sw } from './sw.ts';
import { yo } from './yo.ts';
import type { Catalogue } from './catalogue.ts';
import { ar as arAccount } from './srv-account/ar.ts';
import { fr as frAccount } from './srv-account/fr.ts';
import { pt as ptAccount } from './srv-account/pt.ts';
import { sw as swAccount } from './srv-account/sw.ts';
import { yo as yoAccount } from './srv-account/yo.ts';
import { ar as arSocial } from './srv-social/ar.ts';
import { fr as frSocial } from './srv-social/fr.ts';
import { NOT_ANSWERS_SOCIAL } from './srv-social/not-answers.ts';
import { pt as ptSocial } from './srv-social/pt.ts';
import { sw as swSocial } from './srv-social/sw.ts';
import { yo as yoSocial } from './srv-social/yo.ts';
import { ar as arMedia } from './srv-media/ar.ts';
import { fr as frMedia } from './srv-media/fr.ts';
import { pt as ptMedia } from './srv-media/pt.ts';
import { sw as swMedia } from './srv-media/sw.ts';
import { yo as yoMedia } from './srv-media/yo.ts';

export const SERVER_MESSAGES: Readonly<Record<Exclude<Locale, 'en'>, Catalogue>> = {
  fr: { ...fr, ...frAccount, ...frSocial, ...frMedia },
  pt: { ...pt, ...ptAccount, ...ptSocial, ...ptMedia },
  sw: { ...sw, ...swAccount, ...swSocial, ...swMedia },
  yo: { ...yo, ...yoAccount, ...yoSocial, ...yoMedia },
  ar: { ...ar, ...arAccount, ...arSocial, ...arMedia },
};

/**
 * Where every message a member can read is in each catalogue (`messages.test.ts` scans these files and
 * folders and fails on any English sentence a catalogue lacks). An area joins once it is translated.
 */
export const TRANSLATED_AREAS = [
  'apps/api/src/app.ts',
  'apps/api/src/lib/errors.ts',
  'apps/api/src/lib/error-handler.ts',
  'apps/api/src/lib/database-unavailable.ts',
  'apps/api/src/modules/auth/',
  'packages/contracts/src/auth.ts',
  'packages/contracts/src/constants/auth.ts',
  'packages/contracts/src/locale.ts',
  'apps/api/src/modules/profile/',
  'apps/api/src/modules/payments/',
  'apps/api/src/modules/support/',
  'apps/api/src/modules/moderation/',
  'apps/api/src/modules/calls/',
  'apps/api/src/modules/contact/',
  'packages/contracts/src/profile.ts',
  'packages/contracts/src/constants/profile.ts',
  'packages/contracts/src/payments.ts',
  'packages/contracts/src/support.ts',
  'packages/contracts/src/constants/support.ts',
  'packages/contracts/src/moderation.ts',
  'packages/contracts/src/constants/moderation.ts',
  'packages/contracts/src/constants/calls.ts',
  'packages/contracts/src/push.ts',
  'apps/api/src/modules/discover/',
  'apps/api/src/modules/social/',
  'apps/api/src/modules/messaging/',
  'apps/api/src/modules/notifications/',
  'apps/api/src/modules/newsletter/',
  'apps/api/src/modules/safety/',
  'apps/api/src/modules/tokens/',
  'packages/contracts/src/discover.ts',
  'packages/contracts/src/discover-filters.ts',
  'packages/contracts/src/constants/discover.ts',
  'packages/contracts/src/social.ts',
  'packages/contracts/src/constants/social.ts',
  'packages/contracts/src/messaging.ts',
  'packages/contracts/src/notifications.ts',
  'packages/contracts/src/constants/newsletter.ts',
  'apps/api/src/modules/streaming/',
  'apps/api/src/modules/photos/',
  'apps/api/src/modules/verification/',
  'apps/api/src/modules/realtime/',
  'packages/contracts/src/streaming.ts',
  'packages/contracts/src/constants/streaming.ts',
  'packages/contracts/src/verification.ts',
  'packages/contracts/src/constants/verification.ts',
  'packages/contracts/src/text-rules.ts',
  'apps/api/src/lib/image-work.ts',
];

/**
 * English sentences in those areas that are not answers to a member, each with why: they are kept
 * out of the catalogues on purpose.
 */
export const NOT_ANSWERS: Readonly<Record<string, string>> = {
  '{} order by ord': 'the tail of the batched catch-up statement, SQL',
  "Hello, I'm new to {}!": 'the bio a new account starts with: the member’s own words from then on, shown to everyone',
  '{} for {}': 'a test fixture’s call reference, never sent',
  '{}.id::text as id, {}.caller_id::text as caller_id, {}.callee_id::text as callee_id,\n    {}.media, {}.status, {}.caller_connection_id, {}.callee_connection_id, {}.ended_by::text as ended_by,\n    to_char({}.created_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as started_at,\n    to_char({}.rings_until at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as rings_until,\n    to_char({}.answered_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as answered_at,\n    to_char({}.ended_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as ended_at':
    'the SELECT list of a call, not a sentence',
  'Rude words after I said no': 'a test fixture’s report, never sent',
  'You sent insults after being asked to stop.': 'a test fixture’s moderation reason, never sent',
  '{} plan (monthly)': 'the product name Stripe shows on its own checkout page',
  'Stripe could not be reached: {}':
    'logged for operators; the member is told the payment service could not be reached',
  'Stripe refused the request: {}': 'logged for operators; the member is told the payment service could not be reached',
  'Stripe answered without a checkout session URL.':
    'logged for operators; the member is told the payment service could not be reached',
  'This subscription has no Stripe id yet.':
    'logged for operators; the member is told the payment service could not be reached',
  'The Stripe-Signature header is missing.': 'answered to Stripe’s webhook delivery, not to a member',
  'The webhook signature does not verify: {}': 'answered to Stripe’s webhook delivery, not to a member',
  'The webhook body is not JSON.': 'answered to Stripe’s webhook delivery, not to a member',
  'The signature timestamp is outside the tolerance; the delivery may be a replay.':
    'answered to Stripe’s webhook delivery, not to a member',
  'The webhook body is not a Stripe event.': 'answered to Stripe’s webhook delivery, not to a member',
  'Payments run in sandbox mode here; there is no webhook to call.': 'answered to a webhook delivery, not to a member',
  'Send the event as application/json.': 'answered to a webhook delivery, not to a member',
  '{}{} support: {}': 'the subject of the e-mail to the support team',
  'From member {} ({}){}': 'a line of the e-mail to the support team',
  'Request {}, {}': 'a line of the e-mail to the support team',
  'Replying to this message answers the member.': 'a line of the e-mail to the support team',
  'Face verification required': 'a moderation label the web translates in its own catalogue',
  'Live stream ended': 'a moderation label the web translates in its own catalogue',
  'Appeal: decision upheld': 'a moderation label the web translates in its own catalogue',
  'Appeal: decision overturned': 'a moderation label the web translates in its own catalogue',
  'Live stream chat message': 'a moderation label the web translates in its own catalogue',
  'Photo held: likely explicit': 'a moderation label the web translates in its own catalogue',
  'Contact or payment details shared repeatedly': 'a moderation label the web translates in its own catalogue',
  'Photo nudity check (nsfwjs MobileNetV2, on our server)':
    'a moderation label the web translates in its own catalogue',
  'Contact and payment details detector, after the member confirmed sharing':
    'a moderation label the web translates in its own catalogue',
  'Payments and plans':
    'a support topic the web translates in its own catalogue; the server puts it only into the team’s e-mail',
  'Safety or a member':
    'a support topic the web translates in its own catalogue; the server puts it only into the team’s e-mail',
  ...NOT_ANSWERS_SOCIAL,
  '{} is not null': 'a piece of SQL',
  '{} as started_at, case when s.ended_at is null then null else {} end as ended_at': 'a piece of SQL',
  'Highlife night {}': 'a stream title the integration tests go live with',
  'The nudity check': 'a worker’s name in operator logs',
  'The face engine': 'a worker’s name in operator logs',
  'Realtime WebSocket connections open on this instance': 'a metric’s description for operators',
  'No reading queued for this frame': 'an error of the scripted face engine, only in tests',
  'This test app has no face engine': 'an error of the scripted face engine, only in tests',
  'Access token expired': 'a WebSocket close reason the app reads in code and never shows',
  'Not signed in': 'a WebSocket close reason the app reads in code and never shows',
  'Too many messages': 'a WebSocket close reason the app reads in code and never shows',
  'Reconnect to catch up.': 'a WebSocket close reason the app reads in code and never shows',
  'Server restarting; reconnect shortly.': 'a WebSocket close reason the app reads in code and never shows',
  'Realtime is unavailable right now; reconnect shortly.':
    'a WebSocket close reason the app reads in code and never shows',
};
