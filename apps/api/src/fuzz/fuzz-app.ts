import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { member as onboardedMember } from '../modules/social/social-test-kit.ts';
import { fuzzRouteOf, type FuzzRoute } from './route-cases.ts';

/** Limits high enough that cases reach validation and handlers instead of stopping at 429. */
const GENEROUS = Object.fromEntries(
  [
    'RATE_SIGNUP_PER_IP',
    'RATE_RECOVER_PER_IP',
    'RATE_NEWSLETTER_PER_IP',
    'RATE_SWIPES_PER_MINUTE',
    'RATE_MESSAGES_PER_MINUTE',
    'RATE_DISCOVER_READS_PER_MINUTE',
    'RATE_REPORTS_PER_HOUR',
    'RATE_STREAM_CHAT_PER_MINUTE',
    'RATE_STREAM_STARTS_PER_HOUR',
    'RATE_CHECKOUTS_PER_HOUR',
    'RATE_SUPPORT_PER_HOUR',
    'RATE_PHOTO_UPLOADS_PER_HOUR',
    'RATE_STREAM_THUMBNAILS_PER_HOUR',
  ].map((k) => [k, '1000000']),
);

/** The real app with its real route table, and signed-in members on demand. */
export async function startFuzzApp(): Promise<{
  t: TestApp;
  routes: FuzzRoute[];
  member: () => Promise<string>;
  peers: string[];
}> {
  const table: RouteOptions[] = [];
  const t = await createTestApp({ env: GENEROUS, onRoute: (r) => void table.push(r) });
  const routes = table.flatMap(fuzzRouteOf);
  // Onboarded members, so cases get past "finish your profile first" to the handlers behind it.
  const member = async () => (await onboardedMember(t)).token;
  // Real people for path parameters, so some cases reach rows that exist.
  const peers = [(await onboardedMember(t)).id, (await onboardedMember(t)).id];
  return { t, routes, member, peers };
}
