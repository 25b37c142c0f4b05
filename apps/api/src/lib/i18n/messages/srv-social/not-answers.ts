/**
 * Text in the discover, messaging and social modules that the scan reads as a sentence but no member is
 * ever answered with: SQL fragments built with Drizzle's `sql` template, and test-kit fixtures.
 */
const SQL = 'a piece of SQL sent to the database, never shown to anyone';
const FIXTURE = 'a test kit’s fixture or assertion text, only seen by developers running tests';

export const NOT_ANSWERS_SOCIAL: Readonly<Record<string, string>> = {
  '{} and {} is null\n      union all\n      {} and {} between {} and {}\n        and {} <= least({}, {})': SQL,
  '{} <= {}::date': SQL,
  '{} > {}::date': SQL,
  "{} ilike {} escape '\\'": SQL,
  '{} in ({})': SQL,
  '{}.id::text as id, {}.seq, {}.sender_id::text as sender_id, {}.client_id, {}.kind,\n    {}.body, {}.gift_type, {}.gift_cost, {}.call_media, {}.call_outcome, {}.call_seconds':
    SQL,
  '{} is not null': SQL,
  '{} likes kente and highlife': FIXTURE,
  '{}; got {}': FIXTURE,
  'Member {} {}': FIXTURE,
};
