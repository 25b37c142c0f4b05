import type { BackendModule, ReadCallback } from 'i18next';
import enCommon from '../../locales/en/common.json';
import enLanding from '../../locales/en/landing.json';
import type enAuth from '../../locales/en/auth.json';
import type enChoices from '../../locales/en/choices.json';
import type enDiscover from '../../locales/en/discover.json';
import type enOnboarding from '../../locales/en/onboarding.json';
import type enProfile from '../../locales/en/profile.json';
import type enSettings from '../../locales/en/settings.json';
import type enVerification from '../../locales/en/verification.json';
import type enAccount from '../../locales/en/account.json';
import type enSupport from '../../locales/en/support.json';
import type enMessages from '../../locales/en/messages.json';
import type enNotifications from '../../locales/en/notifications.json';
import type enCalls from '../../locales/en/calls.json';
import type enSafety from '../../locales/en/safety.json';
import type enPwa from '../../locales/en/pwa.json';
import type enStreaming from '../../locales/en/streaming.json';
import type enDiscoverDialogs from '../../locales/en/discoverDialogs.json';
import type enPremium from '../../locales/en/premium.json';
import type enLegal from '../../locales/en/legal.json';
import type enAbout from '../../locales/en/about.json';
import type enMod from '../../locales/en/mod.json';
import type enUnits from '../../locales/en/units.json';
import type enDevices from '../../locales/en/devices.json';

/**
 * English's shared texts and the landing page ship inside the bundle: the prerendered landing page is
 * in English and must hydrate without waiting. Every other file, English's other namespaces included,
 * is fetched when a screen first asks for it, in the language shown (decision 0046).
 */
export const bundledEnglish = { common: enCommon, landing: enLanding };

/** The shape of every namespace, for compile-time checked keys (i18n-types.d.ts). */
export interface English {
  common: typeof enCommon;
  landing: typeof enLanding;
  auth: typeof enAuth;
  choices: typeof enChoices;
  onboarding: typeof enOnboarding;
  discover: typeof enDiscover;
  profile: typeof enProfile;
  settings: typeof enSettings;
  verification: typeof enVerification;
  account: typeof enAccount;
  support: typeof enSupport;
  messages: typeof enMessages;
  notifications: typeof enNotifications;
  calls: typeof enCalls;
  safety: typeof enSafety;
  pwa: typeof enPwa;
  streaming: typeof enStreaming;
  discoverDialogs: typeof enDiscoverDialogs;
  premium: typeof enPremium;
  legal: typeof enLegal;
  about: typeof enAbout;
  mod: typeof enMod;
  units: typeof enUnits;
  devices: typeof enDevices;
}
export type Namespace = keyof English;
export const NAMESPACES: Namespace[] = [
  'common',
  'landing',
  'auth',
  'choices',
  'onboarding',
  'discover',
  'profile',
  'settings',
  'verification',
  'account',
  'support',
  'messages',
  'notifications',
  'calls',
  'safety',
  'pwa',
  'streaming',
  'discoverDialogs',
  'premium',
  'legal',
  'about',
  'mod',
  'units',
  'devices',
];

// One lazily loaded chunk per language and namespace file; nothing here is fetched until asked for.
const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/en/common.json', '!../../locales/en/landing.json'],
  { import: 'default' },
);

/** An i18next backend that reads the translation files through the bundler's lazy chunks. */
export const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No ${namespace} texts in ${language}`), false);
    load().then(
      (texts) => callback(null, texts),
      (err: Error) => callback(err, false),
    );
  },
};
