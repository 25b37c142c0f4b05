import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { insertSignal, type SignalKind } from './safety.repo.ts';

export interface SignalInput {
  userId: string;
  kind: SignalKind;
  /** Why, for the moderator: scores, which kinds of handle, counts. Never the content itself. */
  detail?: Record<string, unknown>;
  /** What was seen: `photo:<id>`, `message:<id>`, `bio`. */
  contentRef?: string | null;
}

/**
 * Puts something the server noticed about a member in front of moderators (the queue reads
 * `safety_signals`). Only server code calls this; no route lets a member raise or clear one.
 * `tx` lets a caller raise it in the same transaction as what caused it.
 */
export async function raiseSignal(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  input: SignalInput,
  tx?: Tx,
): Promise<string> {
  return insertSignal(tx ?? deps.database.db, {
    userId: input.userId,
    kind: input.kind,
    detail: input.detail ?? {},
    contentRef: input.contentRef ?? null,
    at: deps.clock(),
  });
}
