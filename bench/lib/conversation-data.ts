/**
 * The data set of bench/conversation-list.ts, written by set-based SQL on one connection: `hubs`
 * members each connected with the same `peers` others (1,000 conversations per hub), like this:
 *
 *   connection   70 % matched, 25 % friends, 5 % both (shown once, as a match); connected over 90 days
 *   messages     60 % of the pairs wrote 1–20 messages (90 % text, 7 % hearts, 3 % roses), 10 % opened
 *                the chat without writing, 30 % never opened it; each side has read all, some or none
 *   peers        80 % have 1–3 photos (half with a chosen main photo), so the list joins real rows
 *
 * Values come from hashtext() of the hub and peer numbers, so every run makes the same set. Members
 * are bench members of `tag` (bench/lib/messaging-kit.ts): peers are 1..peers, hubs follow.
 */
import type pg from 'pg';
import { memberIdSql } from './messaging-kit.ts';

interface ConversationDataSet {
  peers: number;
  hubs: number;
}

const h = (salt: string) => `abs(hashtext(j || ':' || i || ':${salt}'))`;

export async function generateConversations(
  client: pg.ClientBase,
  tag: string,
  set: ConversationDataSet,
  log: (s: string) => void,
) {
  const step = async (what: string, text: string) => {
    const started = performance.now();
    const r = await client.query(text);
    log(`  ${what}: ${r.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query('drop table if exists bench_links');
  // j: hub number (1..hubs), i: peer number (1..peers); kind < 75 matched, kind >= 70 friends.
  await step(
    'pairs',
    `create temp table bench_links as
     select j, i, hub, peer, least(hub, peer) as user_a, greatest(hub, peer) as user_b,
       ${h('kind')} % 100 as kind, ${h('msg')} % 100 as talk, 1 + ${h('n')} % 20 as n,
       now() - interval '2 days' - ((${h('at')} % 7776000) || ' seconds')::interval as at
     from (select j, i, ${memberIdSql(tag, `${set.peers} + j`)} as hub, ${memberIdSql(tag, 'i')} as peer
           from generate_series(1, ${set.hubs}) j, generate_series(1, ${set.peers}) i) x`,
  );
  await step(
    'matches',
    `insert into matches (user_a, user_b, created_at) select user_a, user_b, at from bench_links where kind < 75`,
  );
  await step(
    'friendships',
    `insert into friendships (user_a, user_b, created_at) select user_a, user_b, at + interval '1 hour' from bench_links where kind >= 70`,
  );
  // 60 % wrote messages (talk < 60), 10 % only opened the chat (60 ≤ talk < 70).
  await step(
    'conversations',
    `insert into conversations (user_a, user_b, last_seq, last_message_at, a_opened_at, b_opened_at, created_at)
     select user_a, user_b, case when talk < 60 then n else 0 end,
       case when talk < 60 then at + ((1 + ${h('last')} % 2000000) || ' seconds')::interval end,
       at + interval '5 minutes', case when talk < 60 then at + interval '10 minutes' end, at + interval '5 minutes'
     from bench_links where talk < 70`,
  );
  await step(
    'messages',
    `insert into messages (user_a, user_b, seq, sender_id, client_id, kind, body, gift_type, gift_cost, created_at)
     select c.user_a, c.user_b, s, case when s % 2 = 1 then c.user_a else c.user_b end,
       'seed-' || s || '-' || md5(c.user_a::text || c.user_b::text),
       case when k < 90 then 'text' when k < 97 then 'heart' else 'gift' end,
       case when k < 90 then (array['Hello! How was your day?', 'That jollof looked amazing', 'Are you going to the festival on Saturday?',
                                     'Haha, you are funny', 'I love that song too', 'Let us talk tonight?'])[1 + k % 6]
            when k < 97 then '❤️' else '🎁' end,
       case when k >= 97 then 'rose' end, case when k >= 97 then 10 end,
       c.last_message_at - ((c.last_seq - s) * interval '7 minutes')
     from conversations c
     join bench_links l on l.user_a = c.user_a and l.user_b = c.user_b
     cross join lateral generate_series(1, c.last_seq) s
     cross join lateral (select abs(hashtext(c.user_a::text || s)) % 100 as k) kk
     where c.last_seq > 0`,
  );
  // Each side has read everything (60 %), part (25 %) or nothing (15 %); unread counts follow.
  await step(
    'read positions and unread counts',
    `update conversations c set
       a_read_seq = case when r.ra < 60 then c.last_seq when r.ra < 85 then c.last_seq / 2 else 0 end,
       b_read_seq = case when r.rb < 60 then c.last_seq when r.rb < 85 then c.last_seq / 2 else 0 end
     from (select user_a, user_b, abs(hashtext(user_a::text || user_b::text || 'ra')) % 100 as ra, abs(hashtext(user_b::text || user_a::text || 'rb')) % 100 as rb
           from bench_links where talk < 60) r
     where r.user_a = c.user_a and r.user_b = c.user_b`,
  );
  await step(
    'unread counts',
    `update conversations c set
       a_unread = (select count(*) from messages m where m.user_a = c.user_a and m.user_b = c.user_b and m.sender_id = c.user_b and m.seq > c.a_read_seq),
       b_unread = (select count(*) from messages m where m.user_a = c.user_a and m.user_b = c.user_b and m.sender_id = c.user_a and m.seq > c.b_read_seq)
     from bench_links l where l.user_a = c.user_a and l.user_b = c.user_b and c.last_seq > 0`,
  );
  await step(
    'photos',
    `insert into photos (user_id, position, large_key, small_key, width, height, created_at)
     select ${memberIdSql(tag, 'i')}, p - 1, 'photos/bench-' || i || '-' || p || '-l.webp', 'photos/bench-' || i || '-' || p || '-s.webp',
       1200, 1600, now() - (p || ' hours')::interval
     from generate_series(1, ${set.peers}) i, generate_series(1, 3) p
     where abs(hashtext(i || ':photo')) % 100 < 80 and p <= 1 + abs(hashtext(i || ':photos')) % 3`,
  );
  await step(
    'main photos',
    `update profiles pr set main_photo_id = ph.id
     from photos ph
     where ph.user_id = pr.user_id and ph.position = 0 and abs(hashtext(pr.user_id::text || ':main')) % 2 = 0
       and pr.user_id in (select ${memberIdSql(tag, 'i')} from generate_series(1, ${set.peers}) i)`,
  );
  await client.query('drop table bench_links');
  await client.query(
    'analyze matches; analyze friendships; analyze conversations; analyze messages; analyze photos; analyze profiles',
  );
}
