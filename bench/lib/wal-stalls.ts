/**
 * Watches PostgreSQL for commits held up by its write-ahead log: every 50 ms it asks
 * pg_stat_activity which of this database's statements are waiting on a WAL write or fsync
 * (WALWrite / WALSync). On this machine's disk a bare 8 kB write + fdatasync loop, with PostgreSQL
 * idle, stalls for 0.1–0.4 s a few times a minute; while one lasts, every commit waits for it. The
 * windows found let a bench say which of its messages met such a stall and how the rest fared.
 * Runs on a connection of its own; one small query per 50 ms.
 */
import pg from 'pg';

export interface StallWindow {
  /** performance.now() times: when the longest waiter began, and when it was last seen waiting. */
  from: number;
  to: number;
}

const POLL_MS = 50;
/** Waits shorter than this are ordinary commits; longer ones are stalls. */
const STALL_MS = 50;

export async function watchWalStalls(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const windows: StallWindow[] = [];
  let longestMs = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const r = await client.query<{ ms: number | null }>(`
        select max(extract(epoch from clock_timestamp() - query_start) * 1000)::float8 as ms
          from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
           and wait_event in ('WALWrite', 'WALSync')`);
      const ms = r.rows[0]?.ms ?? 0;
      if (ms >= STALL_MS) {
        const now = performance.now();
        longestMs = Math.max(longestMs, ms);
        const last = windows.at(-1);
        if (last && now - ms <= last.to + POLL_MS) last.to = now;
        else windows.push({ from: now - ms, to: now });
      }
      await new Promise((res) => setTimeout(res, POLL_MS));
    }
  })();
  return {
    /** Whether a message sent at `t` (performance.now()) was waiting while a stall lasted. */
    within: (t: number, latencyMs: number) => windows.some((w) => t <= w.to && t + latencyMs >= w.from),
    async stop() {
      stopped = true;
      await loop.catch(() => {});
      await client.end();
      return {
        windows: windows.length,
        longestMs: Math.round(longestMs),
        totalMs: Math.round(windows.reduce((s, w) => s + w.to - w.from, 0)),
      };
    },
  };
}
