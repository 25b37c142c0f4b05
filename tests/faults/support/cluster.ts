import { startInstance, stopInstance, type Instance } from '../../../apps/api/src/test/instances.ts';

/**
 * Two API instances behind a client-side "load balancer": `pick` gives a live instance's address,
 * and `kill` SIGKILLs one and starts it again on the same port and data folder, as a supervisor would.
 * `kills` counts the stops.
 */
export class Cluster {
  private constructor(
    private readonly settings: Record<string, string>,
    readonly instances: Instance[],
  ) {}

  kills = 0;

  static async start(settings: Record<string, string>): Promise<Cluster> {
    const instances = await Promise.all([startInstance(settings), startInstance(settings)]);
    return new Cluster(settings, instances);
  }

  /** The address of instance `i`; after a restart it is the same address. */
  url(i: number): string {
    return this.instances[i]!.url;
  }

  /** Stops instance `i` with `signal` (SIGKILL: a crash; SIGTERM: a deploy) and starts it again in its place. */
  async restart(i: number, signal: NodeJS.Signals): Promise<void> {
    const victim = this.instances[i]!;
    await stopInstance(victim, signal);
    this.kills++;
    const port = Number(new URL(victim.url).port);
    // On a loaded machine a start can miss its deadline; a supervisor tries again.
    this.instances[i] = await startInstance(this.settings, { port, dataDir: victim.dataDir }).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return startInstance(this.settings, { port, dataDir: victim.dataDir });
    });
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((i) => stopInstance(i)));
  }
}
