import type { Tx } from '../../db/client.ts';
import { listDeadJobs, retryDeadJobs } from './dead-jobs.ts';
import { queueStats } from './queue-stats.ts';

export const JOBS_USAGE = `Usage: npm run jobs [-- retry <id> | retry-all]
  (no argument)   what is queued, retrying, running and dead, by kind, and the dead jobs with their last error
  retry <id>      gives dead job <id> a fresh set of attempts, due now
  retry-all       the same for every dead job`;

/**
 * The operator's view of the job queue (`npm run jobs`): what the worker has not done yet, and a
 * way to run again what it gave up on once the cause is fixed. Returns the process exit code.
 */
export async function jobsCommand(
  db: Tx,
  queue: string,
  args: string[],
  print: (line: string) => void,
): Promise<number> {
  const [verb, arg] = args;
  if (verb === undefined) {
    const { total, byKind } = await queueStats(db, queue);
    print(
      `Queue '${queue}': ${total.queued} queued (${total.retrying} of them retrying), ${total.running} running, ${total.dead} dead`,
    );
    for (const k of byKind)
      print(`  ${k.kind}: ${k.queued} queued (${k.retrying} retrying), ${k.running} running, ${k.dead} dead`);
    const dead = await listDeadJobs(db, queue);
    if (dead.length > 0) print('Dead jobs (npm run jobs -- retry <id> runs one again once its cause is fixed):');
    for (const d of dead)
      print(
        `  #${d.id} ${d.kind}, ${d.attempts} attempts, queued ${d.created_at}: ${d.last_error ?? 'no error recorded'}`,
      );
    return 0;
  }
  if (verb === 'retry-all' && arg === undefined) {
    print(`${await retryDeadJobs(db, queue)} dead job(s) queued again`);
    return 0;
  }
  if (verb === 'retry' && arg !== undefined && /^\d{1,15}$/.test(arg)) {
    const revived = await retryDeadJobs(db, queue, Number(arg));
    print(revived === 1 ? `Job #${arg} queued again` : `No dead job #${arg} in queue '${queue}'`);
    return revived === 1 ? 0 : 1;
  }
  print(JOBS_USAGE);
  return 2;
}
