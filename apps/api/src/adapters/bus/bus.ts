/** Fan-out between API instances. Messages are JSON-serialisable values. */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /** Resolves when the bus can carry messages now; rejects saying why not (readiness checks ask). */
  ping(): Promise<void>;
  /**
   * Called after the bus was cut off from other instances and is whole again: events published
   * meanwhile may not have crossed, so whoever holds sockets asks them to resume. Returns the
   * function that stops listening.
   */
  onRecovered(listener: () => void): () => void;
  close(): Promise<void>;
}
