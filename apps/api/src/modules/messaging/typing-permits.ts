/**
 * Remembers, per person, everyone they may write to. Typing signals repeat every few seconds while
 * someone types; asking the database each time cost more than the whole relay. The set is learned
 * in one query (when the person connects, or at the first typing signal it cannot answer) and kept
 * for `ttlMs`; a connections change (match, unmatch, friend, unfriend, block) forgets it at once.
 */
export class TypingPermits {
  private readonly byPerson = new Map<string, { peers: ReadonlySet<string>; until: number }>();
  /** Counts connections changes, so an answer read before one can be recognised as stale. */
  private changes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxPeople = 50_000,
  ) {}

  /** Whether `from` is known, right now, to be allowed to write to `to`. */
  has(from: string, to: string): boolean {
    return this.fresh(from)?.has(to) ?? false;
  }

  /** Whether `from`'s set is known and current. */
  knows(from: string): boolean {
    return this.fresh(from) !== undefined;
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
    if (!this.byPerson.has(from) && this.byPerson.size >= this.maxPeople) this.dropExpired();
    if (!this.byPerson.has(from) && this.byPerson.size >= this.maxPeople) this.byPerson.clear();
    this.byPerson.set(from, { peers: new Set(peers), until: this.now() + this.ttlMs });
  }

  /** Forgets this person's set and every other set naming them. */
  forget(userId: string): void {
    this.changes++;
    this.byPerson.delete(userId);
    for (const [from, entry] of this.byPerson) if (entry.peers.has(userId)) this.byPerson.delete(from);
  }

  private fresh(from: string): ReadonlySet<string> | undefined {
    const entry = this.byPerson.get(from);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.peers;
    this.byPerson.delete(from);
    return undefined;
  }

  private dropExpired(): void {
    const t = this.now();
    for (const [from, entry] of this.byPerson) if (entry.until <= t) this.byPerson.delete(from);
  }
}
