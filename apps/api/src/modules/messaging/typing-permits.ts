/**
 * Remembers for a while that one person may write to another. Typing signals repeat every
 * few seconds while someone types; asking the database each time cost more than the whole relay.
 * Only a yes is remembered, and a connections change (unmatch, unfriend, block) forgets at once.
 */
export class TypingPermits {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  has(from: string, to: string): boolean {
    const key = `${from}:${to}`;
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(from: string, to: string): void {
    if (this.until.size >= this.maxEntries) this.dropExpired();
    if (this.until.size >= this.maxEntries) this.until.clear();
    this.until.set(`${from}:${to}`, this.now() + this.ttlMs);
  }

  /** Forgets every permit to or from this person. */
  forget(userId: string): void {
    for (const key of this.until.keys()) {
      const [from, to] = key.split(':');
      if (from === userId || to === userId) this.until.delete(key);
    }
  }

  private dropExpired(): void {
    const t = this.now();
    for (const [key, until] of this.until) if (until <= t) this.until.delete(key);
  }
}
