import type { Cluster } from './cluster.ts';

/** One request's fate while a part was down. */
export interface Answer {
  instance: number;
  status: number | 'timeout' | 'network';
  ms: number;
  retryAfter: string | null;
  at: number;
}

/** Longer than the API's own wait for a database connection (5 s): a request past it is a hang. */
export const HANG_MS = 8_000;

/** GET `path` as `token` on instance `i`, recording how it was answered and how long it took. */
export async function ask(cluster: Cluster, i: number, path: string, token: string): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(`${cluster.url(i)}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(HANG_MS),
    });
    await res.arrayBuffer();
    return {
      instance: i,
      status: res.status,
      ms: Date.now() - started,
      retryAfter: res.headers.get('retry-after'),
      at: started,
    };
  } catch (err) {
    const status = (err as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    return { instance: i, status, ms: Date.now() - started, retryAfter: null, at: started };
  }
}

/** Asks both instances every `everyMs` until `stop()` is called; returns every answer. */
export function keepAsking(
  cluster: Cluster,
  path: string,
  token: string,
  everyMs = 250,
): { stop: () => Promise<Answer[]> } {
  const answers: Answer[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    for (const i of [0, 1]) {
      const p = ask(cluster, i, path, token).then((a) => void answers.push(a));
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return answers.sort((a, b) => a.at - b.at);
    },
  };
}

/** Milliseconds from `since` until both instances answered `path` with 200 again (polling every 100 ms). */
export async function recoveryTime(
  cluster: Cluster,
  path: string,
  token: string,
  since: number,
  limitMs = 30_000,
): Promise<number> {
  const healthy = [false, false];
  while (Date.now() - since < limitMs) {
    for (const i of [0, 1]) if (!healthy[i]) healthy[i] = (await ask(cluster, i, path, token)).status === 200;
    if (healthy.every(Boolean)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

/** How many answers of each status. */
export function summary(answers: Answer[]): Record<string, number> {
  const by: Record<string, number> = {};
  for (const a of answers) by[String(a.status)] = (by[String(a.status)] ?? 0) + 1;
  return by;
}
