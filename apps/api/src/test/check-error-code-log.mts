/**
 * Checks a kept error-code log (what a whole integration run wrote, see decision 0059) against the
 * endpoint table as it is now, so an edited list can be checked without running the suite again:
 *   npx tsx apps/api/src/test/check-error-code-log.mts /tmp/sankofa-error-codes-<pid>.log
 */
import { readFileSync } from 'node:fs';
import { answeredByRoute, answeredCodeProblems } from './answered-codes.ts';

const file = process.argv[2];
if (!file) throw new Error('Name the log file of a whole integration run.');
const answered = answeredByRoute(readFileSync(file, 'utf8').split('\n').filter(Boolean));
const problems = answeredCodeProblems(answered, { wholeRun: true });
for (const p of problems) console.log(p);
console.log(`${problems.length} problem(s); ${answered.size} routes answered errors.`);
process.exitCode = problems.length ? 1 : 0;
