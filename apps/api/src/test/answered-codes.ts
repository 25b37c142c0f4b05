import type { ErrorCode } from '@sankofa/contracts/constants';
import { ACCESS_ERRORS, ALL_ENDPOINTS, PIPELINE_ERRORS, type Endpoint } from '@sankofa/contracts/endpoints/index';
import { routeKey } from '../lib/error-code-log.ts';
import { UNREACHED_CODES } from './unreached-codes.ts';

/** Codes every entry of an access kind lists without naming them: the pipeline's and the access's. */
const commonTo = (e: Endpoint) => new Set<string>([...PIPELINE_ERRORS, ...ACCESS_ERRORS[e.access]]);

/** The codes an entry names itself (its handler's), as opposed to those every entry of its kind lists. */
export const ownCodes = (e: Endpoint): string[] => e.errors.filter((c) => !commonTo(e).has(c));

/** `METHOD /route code` lines (the error-code log) as a set of codes per route. */
export function answeredByRoute(lines: readonly string[]): Map<string, Set<string>> {
  const answered = new Map<string, Set<string>>();
  for (const line of lines) {
    const at = line.lastIndexOf(' ');
    if (at < 0) continue;
    const route = line.slice(0, at);
    const [method, url] = [route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1)];
    const key = routeKey(method, url);
    if (!answered.has(key)) answered.set(key, new Set());
    answered.get(key)!.add(line.slice(at + 1));
  }
  return answered;
}

/**
 * What is wrong between the endpoint table and the codes the suite's routes answered. A code
 * answered but not listed is always wrong. After a whole, passing run, a listed code is wrong too
 * when no test made its route answer it and `unreached-codes.ts` does not say why no test can.
 */
export function answeredCodeProblems(
  answered: ReadonlyMap<string, ReadonlySet<string>>,
  opts: { wholeRun: boolean; endpoints?: readonly Endpoint[]; unreached?: typeof UNREACHED_CODES },
): string[] {
  const endpoints = opts.endpoints ?? ALL_ENDPOINTS;
  const unreached = opts.unreached ?? UNREACHED_CODES;
  const byKey = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]));
  const problems: string[] = [];
  for (const [key, codes] of answered) {
    const e = byKey.get(key);
    // Routes outside the table (the health probes, the socket upgrade) are the endpoint-table test's concern.
    if (!e) continue;
    for (const code of codes)
      if (!e.errors.includes(code as never)) problems.push(`${key} answered ${code}, which its entry does not list`);
  }
  for (const [key, reasons] of Object.entries(unreached)) {
    const e = byKey.get(key);
    if (!e) {
      problems.push(`unreached-codes.ts names ${key}, which is not in the endpoint table`);
      continue;
    }
    for (const code of Object.keys(reasons)) {
      if (!ownCodes(e).includes(code))
        problems.push(`unreached-codes.ts names ${key} ${code}, which its entry does not list`);
      else if (opts.wholeRun && answered.get(key)?.has(code)) {
        problems.push(`${key} now answers ${code} in a test: take it out of unreached-codes.ts`);
      }
    }
  }
  if (!opts.wholeRun) return problems;
  for (const e of endpoints) {
    const key = `${e.method} ${e.path}`;
    for (const code of ownCodes(e)) {
      if (answered.get(key)?.has(code) || unreached[key]?.[code as ErrorCode]) continue;
      problems.push(
        `${key} lists ${code}, but no test made it answer that: drop it from the entry, add a test that reaches it, ` +
          'or say in unreached-codes.ts which path throws it and why no test can',
      );
    }
  }
  return problems;
}
