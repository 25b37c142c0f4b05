import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { recoveryTime } from './answers.ts';
import { checkChat } from './chat-checker.ts';
import { chatLoad, type ChatOp } from './chat-load.ts';
import { Cluster } from './cluster.ts';
import { matchedPairs, type Member } from './members.ts';
import { createOwnDatabase, startOwnRedis, type OwnDatabase, type OwnRedis } from './own-services.ts';
import { recordFigures } from './figures.ts';
import { checkSocial } from './social-checker.ts';
import { socialLoad, Strangers, type SocialOp } from './social-load.ts';
import { startTcpCut, throughRelay, type TcpCut } from './tcp-cut.ts';

/** How long each scenario's load runs; the long form in bench/ sets it higher. */
export const LOAD_MS = Number(process.env.FAULTS_LOAD_MS ?? 15_000);
/** How long the database or Redis stays away. */
export const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS ?? 10_000);
/** Service must be back this soon after the part that was away returns. */
export const RECOVERY_LIMIT_MS = 5_000;
/** A read that needs the database (and presence) on every call. */
export const PROBE = '/api/conversations';

export interface RigOptions {
  pairs: number;
  /** Token packs of 1,200 each first member buys (default 3). */
  tokenPacks?: number;
  /** Settings beside the defaults. */
  settings?: Record<string, string>;
}

/**
 * The fault suite's world: its own database (reached through a relay a scenario can cut) and Redis,
 * two API instances on them, and matched members with tokens to spend. `underLoad` runs the members' chat beside a fault and holds the
 * checker's invariants, the same for every fault.
 */
export class Rig {
  /** Writes of earlier runs on the same members, so their rows are not taken for phantoms. */
  private readonly earlier: ChatOp[] = [];

  private constructor(
    readonly database: OwnDatabase,
    readonly relay: TcpCut,
    readonly redis: OwnRedis,
    readonly cluster: Cluster,
    readonly pairs: [Member, Member][],
    /** The instances' token secret, for members made without signing in (support/crowd.ts). */
    readonly authSecret: string,
  ) {}

  static async start(serverUrl: string, opts: RigOptions): Promise<Rig> {
    const database = await createOwnDatabase(serverUrl);
    const server = new URL(serverUrl);
    const relay = await startTcpCut({ host: server.hostname, port: Number(server.port || 5432) });
    const redis = await startOwnRedis();
    const authSecret = randomBytes(32).toString('base64url');
    const cluster = await Cluster.start({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: throughRelay(database.url, relay),
      REDIS_URL: redis.url,
      AUTH_SECRET: authSecret,
      CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_SIGNUP_PER_IP: '100000',
      RATE_MESSAGES_PER_MINUTE: '100000',
      RATE_SWIPES_PER_MINUTE: '100000',
      RATE_CHECKOUTS_PER_HOUR: '100000',
      ...opts.settings,
    });
    const pairs = await matchedPairs(cluster, database.url, opts.pairs, opts.tokenPacks ?? 3);
    return new Rig(database, relay, redis, cluster, pairs, authSecret);
  }

  get members(): Member[] {
    return this.pairs.flat();
  }

  /**
   * Waits until both instances say they are ready, so a scenario starts from a whole system and not
   * from the tail of the last one's fault; one that never gets there is a finding of its own.
   */
  async whole(): Promise<void> {
    const ms = await recoveryTime(this.cluster, '/api/health/ready', this.members[0]!.token, Date.now(), 30_000);
    if (!Number.isFinite(ms)) throw new Error('The instances were not ready 30 s after the last scenario ended');
  }

  /**
   * One text outside the load, through instance 0; recorded like the load's writes so the checker
   * knows the row is asked for.
   */
  async send(sender: Member, recipientId: string, text: string): Promise<{ status: number; clientId: string }> {
    const clientId = randomUUID();
    const res = await fetch(`${this.cluster.url(0)}/api/conversations/${recipientId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'text', clientId, text }),
    });
    this.earlier.push({
      sender: sender.id,
      recipient: recipientId,
      clientId,
      kind: 'text',
      outcome: res.status === 200 ? 'acked' : 'refused',
      attempts: 1,
    });
    return { status: res.status, clientId };
  }

  async stop(): Promise<void> {
    await this.cluster.stop();
    await this.relay.close();
    await this.redis.stop();
    await this.database.drop();
  }

  /**
   * Members send texts and gifts, swipe and send friend requests for LOAD_MS while `fault` runs, then
   * the checkers read the database: nothing acknowledged lost, nothing stored twice or unasked, tokens
   * conserved, every like on an admirer made its match, every write answered in the end. Returns the instance stops the fault made and the acknowledged count.
   */
  async underLoad(
    label: string,
    fault: (until: number) => Promise<void>,
    /** Chat clients per pair sending at once (default 1); more keep every pooled connection busy. */
    writersPerPair = 1,
  ): Promise<{ stops: number; acknowledged: number }> {
    const ops: ChatOp[] = [];
    const socialOps: SocialOp[] = [];
    const before = this.cluster.kills;
    // Enough for every member at the fastest pace socialLoad can go.
    const strangers = await Strangers.create(
      this.database.url,
      2 * Math.ceil((LOAD_MS / 100) * this.members.length),
      this.members.map((m) => m.id),
    );
    const until = Date.now() + LOAD_MS;
    const load = Promise.all([
      ...this.pairs.flatMap(([sender, recipient]) =>
        Array.from({ length: writersPerPair }, () => chatLoad(this.cluster, sender, recipient.id, until, ops)),
      ),
      ...this.members.map((member) => socialLoad(this.cluster, member, strangers, until, socialOps)),
    ]);
    // A fault that throws still lets the load finish, and its writes are still known to the next run.
    try {
      await fault(until);
    } finally {
      await load;
    }

    const verdict = await checkChat(
      this.database.url,
      ops,
      this.members.map((m) => m.id),
      this.earlier,
    ).finally(() => this.earlier.push(...ops));
    const { lost, duplicated, refusedButStored, phantoms, negativeBalances, ...figures } = verdict;
    const stops = this.cluster.kills - before;
    console.log(
      `${label}: ${stops} stops in ${LOAD_MS} ms; ${JSON.stringify({ ...figures, lost: lost.length, duplicated: duplicated.length, refusedButStored: refusedButStored.length, phantoms: phantoms.length, negativeBalances: negativeBalances.length })}`,
    );
    expect({
      lost,
      duplicated,
      refusedButStored,
      phantoms,
      negativeBalances,
      balanceDrift: verdict.balanceDrift,
    }).toEqual({
      lost: [],
      duplicated: [],
      refusedButStored: [],
      phantoms: [],
      negativeBalances: [],
      balanceDrift: 0,
    });
    // Every write was answered in the end: retries carried it past the fault.
    expect(verdict.unanswered).toBe(0);

    const social = await checkSocial(this.database.url, socialOps);
    console.log(
      `${label}, swipes and friend requests: ${JSON.stringify({ ...social, lost: social.lost.length, refusedButStored: social.refusedButStored.length, wrong: social.wrong.length, unansweredLastAnswers: social.unansweredLastAnswers.length })}`,
    );
    recordFigures(label, {
      stops,
      loadMs: LOAD_MS,
      chat: {
        ...figures,
        lost: lost.length,
        duplicated: duplicated.length,
        refusedButStored: refusedButStored.length,
        phantoms: phantoms.length,
        negativeBalances: negativeBalances.length,
      },
      social: {
        ...social,
        lost: social.lost.length,
        refusedButStored: social.refusedButStored.length,
        wrong: social.wrong.length,
        unansweredLastAnswers: social.unansweredLastAnswers.length,
      },
    });
    expect({
      lost: social.lost,
      refusedButStored: social.refusedButStored,
      wrong: social.wrong,
      unanswered: social.unansweredLastAnswers,
    }).toEqual({
      lost: [],
      refusedButStored: [],
      wrong: [],
      unanswered: [],
    });
    return { stops, acknowledged: verdict.acknowledged };
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
