import type { RawData } from 'ws';
import { CLIENT_MESSAGE_TYPES, ClientMessage } from '@sankofa/contracts/realtime';
import { findTextFault, textFaultMessage } from '@sankofa/contracts/text-rules';

type ParsedFrame = { ok: true; message: ClientMessage } | { ok: false; ref?: string; message: string };

const KNOWN_TYPES: ReadonlySet<string> = new Set(CLIENT_MESSAGE_TYPES);

function refOf(value: object): string | undefined {
  const ref = (value as { ref?: unknown }).ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
}

/** Parses one inbound frame; the error text tells a developer what to fix. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, message: 'Send messages as JSON text frames, not binary frames.' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(toBuffers(data)).toString('utf8'));
  } catch {
    return { ok: false, message: 'The message is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'A message must be a JSON object with a "type" field.' };
  }
  const ref = refOf(value);
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string')
    return { ok: false, ref, message: 'A message must have a "type" field naming the command.' };
  if (!KNOWN_TYPES.has(type)) {
    return {
      ok: false,
      ref,
      message: `Unknown message type "${type.slice(0, 40)}". Known types: ${[...KNOWN_TYPES].join(', ')}.`,
    };
  }
  // The same text rules as every HTTP request (decision 0026), before the schema.
  const fault = findTextFault(value);
  if (fault) return { ok: false, ref, message: `${type}: ${textFaultMessage(fault.field, fault.fault)}` };
  const parsed = ClientMessage.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.');
  const text = issue?.message ?? 'Invalid message';
  return { ok: false, ref, message: path ? `${type}: ${path}: ${text}` : `${type}: ${text}` };
}

function toBuffers(data: ArrayBuffer | Buffer[]): Buffer[] {
  return Array.isArray(data) ? data : [Buffer.from(data)];
}
