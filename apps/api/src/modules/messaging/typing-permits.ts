/**
 * Remembers, per person, everyone they may write to. Typing signals repeat every few seconds while
 * someone types; asking the database each time cost more than the whole relay. The set is learned
 * in one query (when the person connects, or at the first typing signal it cannot answer) and kept
 * for `ttlMs`; a connections change that ends something (unmatch, unfriend, block, report) is
 * announced to both people, and each one's instance forgets that person's set at once.
 * Bounded by the number of peer ids held, so a few people with thousands of matches cannot grow it
 * without limit.
 */
export class TypingPermits {
  private readonly byPerson = new Map<string, { peers: ReadonlySet<string>; until: number }>();
  private held = 0;
  /** Counts connections changes, so an answer read before one can be recognised as stale. */
  private changes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxPeerIds = 500_000,
  ) {}

  /** Whether `from` is known, right now, to be allowed to write to `to`. */
  has(from: string, to: string): boolean {
    return this.fresh(from)?.has(to) ?? false;
  }

  /** Taken before reading a set from the database; hand it back to `learn`. */
  mark(): number {
    return this.changes;
  }

  /**
   * Keeps `from`'s set, unless a connections change happened since `mark` was taken: the set may
   * then predate it (a block, say), so it is used for the one decision it was read for and dropped.
   */
  learn(from: string, peers: Iterable<string>, mark: number): void {
    if (mark !== this.changes) return;
    const set = new Set(peers);
    this.remove(from);
    if (this.held + set.size > this.maxPeerIds) this.dropExpired();
    if (this.held + set.size > this.maxPeerIds) this.clear();
    this.byPerson.set(from, { peers: set, until: this.now() + this.ttlMs });
    this.held += set.size;
  }

  /** Forgets this person's set; a lookup already under way for anyone is then not kept. */
  forget(userId: string): void {
    this.changes++;
    this.remove(userId);
  }

  /** Drops this person's set without counting a change (it is about to be asked again). */
  drop(from: string): void {
    this.remove(from);
  }

  private fresh(from: string): ReadonlySet<string> | undefined {
    const entry = this.byPerson.get(from);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.peers;
    this.remove(from);
    return undefined;
  }

  private remove(from: string): void {
    const entry = this.byPerson.get(from);
    if (!entry) return;
    this.byPerson.delete(from);
    this.held -= entry.peers.size;
  }

  private dropExpired(): void {
    const t = this.now();
    for (const [from, entry] of this.byPerson) if (entry.until <= t) this.remove(from);
  }

  private clear(): void {
    this.byPerson.clear();
    this.held = 0;
  }
}
