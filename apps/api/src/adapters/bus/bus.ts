/** Fan-out between API instances. Messages are JSON-serialisable values. */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /** Resolves when the bus can carry messages now; rejects saying why not (readiness checks ask). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
