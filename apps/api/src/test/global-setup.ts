import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { ERROR_CODE_LOG } from '../lib/error-code-log.ts';
import { answeredByRoute, answeredCodeProblems } from './answered-codes.ts';

/**
 * Migrates the shared PostgreSQL test database once, before any test file runs. Afterwards, holds the
 * endpoint table's error lists to the codes the routes answered during the run (decision 0059).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = project.config.env?.[ERROR_CODE_LOG] ?? process.env[ERROR_CODE_LOG];
  if (log) writeFileSync(log, '');
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
    await database.close();
  }
  return async () => {
    if (!log || !existsSync(log)) return;
    const answered = answeredByRoute(readFileSync(log, 'utf8').split('\n').filter(Boolean));
    const problems = answeredCodeProblems(answered, { wholeRun: await wasWholeRun(project) });
    if (!problems.length) return;
    // A teardown's throw is only logged by vitest, so the run is failed by hand.
    console.error(
      `\nThe endpoint table's error lists disagree with what the routes answered:\n  ${problems.join('\n  ')}\n`,
    );
    process.exitCode = 1;
  };
}

interface Task {
  mode?: string;
  result?: { state?: string };
  tasks?: Task[];
}

/** Every integration file ran, and every test in them ran and passed: only then is an unanswered code meaningful. */
async function wasWholeRun(project: TestProject): Promise<boolean> {
  const files = project.vitest.state.getFiles().filter((f) => f.projectName === project.name) as unknown as Task[];
  const { testFiles } = await project.globTestFiles();
  const allPassed = (t: Task): boolean =>
    t.mode !== 'skip' && t.mode !== 'todo' && (t.tasks ? t.tasks.every(allPassed) : t.result?.state === 'pass');
  return files.length === testFiles.length && files.every(allPassed);
}
