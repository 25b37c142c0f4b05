/**
 * The generated data set of bench/discovery-scale.ts: 100,000 onboarded people and about 1,000,000
 * swipes, plus matches, friendships and blocks, written by a few set-based statements. Every value
 * comes from hashtext() of the row number and a salt, so two runs produce the same people and any
 * figure can be reproduced. Nothing here is product code; it only ever touches a bench database.
 */
import type pg from 'pg';

export const BENCH_USERS = 100_000;
const BENCH_SWIPES = 1_000_000;
/** Marks generated accounts, so a rerun finds the set it made before and nothing else. */
const BENCH_DOMAIN = 'scale.bench.test';

/** The id of generated person `i` (1-based): an md5 with the version-4 and variant bits set, so it is a valid UUID. */
export const benchUserIdSql = (i: string) =>
  `(select (substr(m, 1, 12) || '4' || substr(m, 14, 3) || '8' || substr(m, 18, 15))::uuid from md5('bench-user-' || ${i}) m)`;

// A deterministic non-negative integer per row and purpose.
const h = (i: string, salt: string) => `abs(hashtext(${i}::text || ':${salt}'))`;
const pick = (list: readonly string[], i: string, salt: string) =>
  `(array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}])[1 + ${h(i, salt)} % ${list.length}]`;

const FIRST_NAMES = [
  'Ama',
  'Kofi',
  'Kwame',
  'Abena',
  'Yaw',
  'Akosua',
  'Kwesi',
  'Efua',
  'Adjoa',
  'Kojo',
  'Chidi',
  'Ngozi',
  'Emeka',
  'Amara',
  'Tunde',
  'Folake',
  'Bisi',
  'Sade',
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Zanele',
  'Thabo',
  'Naledi',
  'Sipho',
  'Fatou',
  'Moussa',
  'Aminata',
  'Ibrahim',
  'Zainab',
  'Musa',
  'Nia',
  'Jamal',
  'Imani',
  'Malik',
  'Aaliyah',
  'Marcus',
  'Keisha',
  'Andre',
  'Tasha',
  'Darnell',
  'Jasmine',
  'Terrence',
  'Simone',
  'Kwabena',
  'Esi',
  'Nana',
];
const SURNAMES = [
  'Mensah',
  'Owusu',
  'Boateng',
  'Okafor',
  'Adeyemi',
  'Balogun',
  'Mwangi',
  'Odhiambo',
  'Ndlovu',
  'Dlamini',
  'Diallo',
  'Traore',
  'Johnson',
  'Williams',
  'Brown',
  'Asante',
];
const OCCUPATIONS = [
  'Software engineer',
  'Nurse',
  'Teacher',
  'Accountant',
  'Architect',
  'Pharmacist',
  'Designer',
  'Lawyer',
  'Chef',
  'Photographer',
  'Journalist',
  'Doctor',
  'Entrepreneur',
  'Banker',
  'Musician',
  'Civil engineer',
  'Student',
  'Marketing manager',
  'Data analyst',
  'Fashion designer',
];
const INTERESTS = [
  'Afrobeats',
  'Highlife',
  'Cooking',
  'Travel',
  'Football',
  'Dancing',
  'Reading',
  'Fashion',
  'Art',
  'Film',
  'Hiking',
  'Church',
  'Poetry',
  'Jazz',
  'Fitness',
  'Photography',
  'Gaming',
  'History',
  'Entrepreneurship',
  'Volunteering',
];
const LANGUAGES = [
  'English',
  'French',
  'Twi',
  'Yoruba',
  'Igbo',
  'Hausa',
  'Swahili',
  'Zulu',
  'Amharic',
  'Portuguese',
  'Ewe',
  'Wolof',
];
const PERSONALITIES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
];
const GOALS = ['long-term', 'open-to-long', 'short-term', 'open-to-short', 'not-sure'];
const BIO_WORDS = [
  'Love',
  'good music',
  'jollof',
  'long walks',
  'family first',
  'weekend markets',
  'sunsets',
  'learning',
  'laughter',
  'honest talk',
  'new places',
  'old films',
];

/** Region centres; people spread about ±0.6° around them, so most of a region is inside a deck's range. */
const REGIONS: ReadonlyArray<{ city: string; lat: number; lng: number }> = [
  { city: 'Accra, Ghana', lat: 5.6037, lng: -0.187 },
  { city: 'Kumasi, Ghana', lat: 6.6885, lng: -1.6244 },
  { city: 'Lagos, Nigeria', lat: 6.5244, lng: 3.3792 },
  { city: 'Nairobi, Kenya', lat: -1.2921, lng: 36.8219 },
  { city: 'Johannesburg, South Africa', lat: -26.2041, lng: 28.0473 },
  { city: 'London, United Kingdom', lat: 51.5074, lng: -0.1278 },
  { city: 'Houston, United States', lat: 29.7604, lng: -95.3698 },
  { city: 'Toronto, Canada', lat: 43.6532, lng: -79.3832 },
];

/** Words the search figure types: parts of the cities, first names and occupations above. */
export const SEARCH_TERMS = [
  'Accra',
  'Lago',
  'Nairo',
  'Tor',
  'Hous',
  'Ama',
  'Kofi',
  'Ngoz',
  'Thabo',
  'Nurse',
  'Chef',
  'archi',
  'engin',
  'Ke',
  'Jas',
  'Lond',
  'Kum',
  'Zan',
  'pharm',
  'Fatou',
];

async function count(pool: pg.Pool, sql: string): Promise<number> {
  const r = await pool.query<{ n: string }>(sql);
  return Number(r.rows[0]?.n ?? 0);
}

export async function dataSetPresent(pool: pg.Pool): Promise<boolean> {
  const users = await count(pool, `select count(*) as n from users where email like '%@${BENCH_DOMAIN}'`);
  const swipes = await count(pool, 'select count(*) as n from swipes');
  return users === BENCH_USERS && swipes >= BENCH_SWIPES * 0.95;
}

/** Removes a half-made set (an interrupted earlier run) and writes the whole set again. */
export async function generateDataSet(pool: pg.Pool, log: (s: string) => void): Promise<void> {
  const n = BENCH_USERS;
  const step = async (what: string, sql: string) => {
    const started = performance.now();
    const r = await pool.query(sql);
    log(`  ${what}: ${r.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('remove earlier bench users', `delete from users where email like '%@${BENCH_DOMAIN}'`);
  await step(
    'users',
    `insert into users (id, email, password_hash, email_confirmed_at, created_at, updated_at)
     select ${benchUserIdSql('i')}, 'bench-' || i || '@${BENCH_DOMAIN}', 'not-a-password-hash',
       now(), now() - (i || ' seconds')::interval, now()
     from generate_series(1, ${n}) i`,
  );
  // Region, then a jitter inside it snapped to a 0.01° grid (about 1 km), like the product snaps.
  const region = (field: 'lat' | 'lng') =>
    `(array[${REGIONS.map((r) => r[field]).join(',')}])[1 + ${h('i', 'region')} % ${REGIONS.length}]`;
  const jitter = (salt: string) => `((${h('i', salt)} % 1200) - 600) / 1000.0`;
  await step(
    'profiles',
    `insert into profiles (user_id, display_name, bio, location, verified, birth_date, gender, interested_in,
       relationship_goals, distance_miles, interests, languages, personality, lat_snapped, lng_snapped, occupation,
       education, height_cm, show_profile, onboarded_at, created_at, updated_at)
     select ${benchUserIdSql('i')},
       ${pick(FIRST_NAMES, 'i', 'first')} || ' ' || ${pick(SURNAMES, 'i', 'last')},
       ${pick(BIO_WORDS, 'i', 'bio1')} || ', ' || ${pick(BIO_WORDS, 'i', 'bio2')} || ' and ' || ${pick(BIO_WORDS, 'i', 'bio3')} || '.',
       (array[${REGIONS.map((r) => `'${r.city}'`).join(',')}])[1 + ${h('i', 'region')} % ${REGIONS.length}],
       ${h('i', 'verified')} % 3 = 0,
       (date '2006-01-01' - (${h('i', 'age')} % 15000))::date,
       g.gender,
       case when ${h('i', 'pref')} % 10 = 0 then 'everyone'
            when g.gender = 'man' then 'women' when g.gender = 'woman' then 'men'
            else 'everyone' end,
       ${pick(GOALS, 'i', 'goal')},
       (array[10, 25, 50, 50, 100, 100])[1 + ${h('i', 'dist')} % 6],
       array(select distinct ${pick(INTERESTS, "i || '-' || k", 'interest')} from generate_series(1, 2 + ${h('i', 'ni')} % 5) k),
       array(select distinct ${pick(LANGUAGES, "i || '-' || k", 'language')} from generate_series(1, 1 + ${h('i', 'nl')} % 3) k),
       case when ${h('i', 'mbti')} % 8 = 0 then null else ${pick(PERSONALITIES, 'i', 'mbti2')} end,
       case when ${h('i', 'noplace')} % 25 = 0 then null else round((${region('lat')} + ${jitter('lat')})::numeric, 2)::float8 end,
       case when ${h('i', 'noplace')} % 25 = 0 then null else round((${region('lng')} + ${jitter('lng')})::numeric, 2)::float8 end,
       ${pick(OCCUPATIONS, 'i', 'job')},
       (array['high-school', 'some-college', 'associates'])[1 + ${h('i', 'edu')} % 4],
       150 + ${h('i', 'height')} % 50,
       ${h('i', 'hidden')} % 20 <> 0,
       now() - (i || ' seconds')::interval,
       now() - (i || ' seconds')::interval,
       now()
     from generate_series(1, ${n}) i
     cross join lateral (select case when ${h('i', 'gender')} % 100 < 48 then 'man'
                                     when ${h('i', 'gender')} % 100 < 96 then 'woman' else 'other' end as gender) g`,
  );
  // Pairs drawn by hash; a few collide or are self-pairs and are dropped, so a little over the target is drawn.
  const draws = Math.round(BENCH_SWIPES * 1.02);
  await step(
    'swipes',
    `insert into swipes (swiper_id, target_id, kind, created_at)
     select ${benchUserIdSql(`(1 + ${h('j', 'swiper')} % ${n})`)}, ${benchUserIdSql(`(1 + ${h('j', 'target')} % ${n})`)},
       (array['like', 'pass', 'pass', 'super_like', 'like'])[1 + ${h('j', 'kind')} % 5],
       now() - ((${h('j', 'when')} % 2000000) || ' seconds')::interval
     from generate_series(1, ${draws}) j
     where ${h('j', 'swiper')} % ${n} <> ${h('j', 'target')} % ${n}
     on conflict do nothing`,
  );
  const pairs = (table: string, count: number, salt: string) =>
    `insert into ${table} (user_a, user_b, created_at)
     select least(a, b), greatest(a, b), now() - ((${h('j', `${salt}-when`)} % 2000000) || ' seconds')::interval
     from (select ${benchUserIdSql(`(1 + ${h('j', `${salt}-a`)} % ${n})`)} as a,
                  ${benchUserIdSql(`(1 + ${h('j', `${salt}-b`)} % ${n})`)} as b, j
           from generate_series(1, ${count}) j) p
     where a <> b
     on conflict do nothing`;
  await step('matches', pairs('matches', 30_000, 'match'));
  await step('friendships', pairs('friendships', 30_000, 'friend'));
  await step(
    'blocks',
    `insert into blocks (blocker_id, blocked_id)
     select ${benchUserIdSql(`(1 + ${h('j', 'blocker')} % ${n})`)}, ${benchUserIdSql(`(1 + ${h('j', 'blocked')} % ${n})`)}
     from generate_series(1, 10000) j
     where ${h('j', 'blocker')} % ${n} <> ${h('j', 'blocked')} % ${n}
     on conflict do nothing`,
  );
  await step('analyze', 'analyze');
}
