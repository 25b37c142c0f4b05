import type { FastifyInstance } from 'fastify';
import { casesFor, type FuzzCase, type FuzzRoute } from './route-cases.ts';

export interface RouteTally {
  route: string;
  cases: number;
  /** Answers of 500 and above: each one is a failure. */
  serverErrors: number;
  hangs: number;
  /** 4xx answers that were not the project's error shape. */
  badShapes: number;
  accepted: number;
  /** Error codes the route itself answered (the router's "no such endpoint" left out). */
  codes: string[];
}

export interface Failure {
  route: string;
  seed: number;
  index: number;
  request: FuzzCase;
  problem: string;
}

const TOKEN = '{{token}}';

function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code === 'string' && typeof error.message === 'string' && error.message.length > 0) return null;
  } catch {
    /* not JSON: the problem below */
  }
  return `answered ${status} without the error shape: ${body.slice(0, 200)}`;
}

/** The error code of an answer, unless it is the router's own 404 (the case's path matched no route). */
function codeOf(body: string): string | null {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code !== 'string') return null;
    const routerMiss = error.code === 'not_found' && String(error.message).startsWith('No such endpoint');
    return routerMiss ? null : error.code;
  } catch {
    return null;
  }
}

/**
 * Sends `casesPerRoute` generated requests to every route, in process, and tallies what came back.
 * `member` hands out a signed-in member's access token; a new one is fetched when a case signed the
 * last one out, so cases keep reaching past authentication.
 */
export async function fuzzRoutes(opts: {
  app: FastifyInstance;
  routes: FuzzRoute[];
  member: () => Promise<string>;
  /** Ids of real people, used now and then for path parameters. */
  peers?: string[];
  seed: number;
  casesPerRoute: number;
  timeoutMs?: number;
}): Promise<{ tallies: RouteTally[]; failures: Failure[] }> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const tallies: RouteTally[] = [];
  const failures: Failure[] = [];
  for (const [r, route] of opts.routes.entries()) {
    const name = `${route.method} ${route.url}`;
    const seed = opts.seed + r;
    const tally: RouteTally = {
      route: name,
      cases: 0,
      serverErrors: 0,
      hangs: 0,
      badShapes: 0,
      accepted: 0,
      codes: [],
    };
    const codes = new Set<string>();
    let token = await opts.member();
    const cases = casesFor(route, TOKEN, seed, opts.casesPerRoute, opts.peers);
    for (const [index, c] of cases.entries()) {
      const headers = { ...c.headers };
      if (headers.authorization) headers.authorization = headers.authorization.replace(TOKEN, token);
      const res = await Promise.race([
        opts.app.inject({ method: c.method as 'GET', url: c.url, headers, payload: c.payload }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref()),
      ]);
      tally.cases++;
      if (!res) {
        tally.hangs++;
        failures.push({ route: name, seed, index, request: c, problem: `no answer within ${timeoutMs} ms` });
        continue;
      }
      const problem = problemOf(res.statusCode, res.body);
      if (problem) {
        if (res.statusCode >= 500) tally.serverErrors++;
        else tally.badShapes++;
        failures.push({ route: name, seed, index, request: c, problem });
      }
      if (res.statusCode < 400) tally.accepted++;
      else {
        const code = codeOf(res.body);
        if (code) codes.add(code);
      }
      // A case that ended the session (sign-out, account deletion) leaves the next ones a fresh member.
      if (res.statusCode < 300 && /signout|\/auth\/user$|password/.test(route.url) && route.method !== 'GET')
        token = await opts.member();
    }
    tally.codes = [...codes].sort();
    tallies.push(tally);
  }
  return { tallies, failures };
}

/** A failure as a line a developer can replay. */
export function describeFailure(f: Failure): string {
  const body = f.request.payload === undefined ? '' : ` body ${JSON.stringify(f.request.payload.slice(0, 200))}`;
  return `${f.route} (seed ${f.seed}, case ${f.index}): ${f.request.method} ${f.request.url.slice(0, 200)}${body} — ${f.problem}`;
}
