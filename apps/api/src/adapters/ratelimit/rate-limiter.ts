export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused this hit ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Fixed-window counters keyed by a string such as `signin:ip:1.2.3.4`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** Whether the key's window has already reached `limit`, without counting a hit. */
  peek(key: string, limit: number): Promise<RateDecision>;
  close(): Promise<void>;
}
