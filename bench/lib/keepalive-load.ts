/**
 * A lean closed-loop HTTP/1.1 load generator for benchmarks whose load generator shares the cores with
 * the server under test: each connection keeps one request in flight, over keep-alive, with the request
 * bytes encoded once. It does a small fraction of autocannon's per-request work (no histogram library,
 * no per-request timers, a response parser that only reads the status line, Content-Length and the
 * headers a check asks for), so more of the machine is left to the server.
 *
 * Only responses that arrive complete before the deadline and pass `accept` count as successes.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface LoadResult {
  /** Seconds from the first request to the deadline. */
  duration: number;
  /** Complete responses that `accept` approved (by default: any 2xx). */
  ok: number;
  /** Complete responses it refused (a non-2xx status, or a 2xx without what the check requires). */
  rejected: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<number, number>;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

interface LoadOptions {
  host: string;
  port: number;
  connections: number;
  durationS: number;
  timeoutS?: number;
  /** Sent in turn; connection i starts at request i so that concurrent requests differ. */
  requests: LoadRequest[];
  /** Decides whether a complete response counts as a success; `head` is the raw header block. */
  accept?: (status: number, head: string, body: string) => boolean;
}

const CRLF2 = Buffer.from('\r\n\r\n');

function encode(host: string, port: number, r: LoadRequest): Buffer {
  const body = r.body === undefined ? undefined : Buffer.from(r.body);
  let head = `${r.method} ${r.path} HTTP/1.1\r\nhost: ${host}:${port}\r\nconnection: keep-alive\r\n`;
  for (const [k, v] of Object.entries(r.headers ?? {})) head += `${k}: ${v}\r\n`;
  head += `content-length: ${body?.length ?? 0}\r\n\r\n`;
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const encoded = opts.requests.map((r) => encode(opts.host, opts.port, r));
  const accept = opts.accept ?? ((status) => status >= 200 && status < 300);
  const timeoutMs = (opts.timeoutS ?? 20) * 1000;
  const start = performance.now();
  const deadline = start + opts.durationS * 1000;
  let latencies = new Float64Array(4096);
  let ok = 0;
  let rejected = 0;
  let errors = 0;
  let timeouts = 0;
  const statusCodes: Record<number, number> = {};
  let open = 0;

  return new Promise((resolve) => {
    const finishOne = () => {
      if (--open > 0) return;
      clearInterval(watchdog);
      const sorted = latencies.slice(0, ok).sort();
      resolve({
        duration: opts.durationS,
        ok,
        rejected,
        errors,
        timeouts,
        statusCodes,
        latencyMs: {
          p50: percentile(sorted, 50),
          p90: percentile(sorted, 90),
          p99: percentile(sorted, 99),
          max: sorted.length ? sorted[sorted.length - 1]! : NaN,
        },
      });
    };

    const conns: Array<{ sentAt: number; timedOut: boolean; socket: net.Socket }> = [];
    const connect = (index: number, next: number) => {
      const state = { sentAt: 0, timedOut: false, socket: net.connect({ host: opts.host, port: opts.port }) };
      conns[index] = state;
      const socket = state.socket;
      socket.setNoDelay(true);
      let buf: Buffer = Buffer.alloc(0);
      let headEnd = -1;
      let need = -1;
      let status = 0;
      let done = false;
      const send = () => {
        if (performance.now() >= deadline) {
          done = true;
          socket.end();
          return;
        }
        state.sentAt = performance.now();
        socket.write(encoded[next]!);
        next = (next + 1) % encoded.length;
      };
      const fail = () => {
        if (done) return;
        done = true;
        socket.destroy();
        // A broken connection is replaced while there is time left, as a real client would.
        if (performance.now() < deadline) {
          open++;
          connect(index, next);
        }
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        if (headEnd < 0) {
          headEnd = buf.indexOf(CRLF2);
          if (headEnd < 0) return;
          const head = buf.toString('latin1', 0, headEnd);
          status = Number(head.slice(9, 12));
          const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!m) {
            errors++; // this client only speaks Content-Length framing
            fail();
            return;
          }
          need = headEnd + 4 + Number(m[1]);
        }
        if (buf.length < need) return;
        const now = performance.now();
        const head = buf.toString('latin1', 0, headEnd);
        const body = buf.toString('utf8', headEnd + 4, need);
        buf = Buffer.alloc(0);
        headEnd = -1;
        if (now <= deadline) {
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (accept(status, head, body)) {
            if (ok === latencies.length) {
              const bigger = new Float64Array(latencies.length * 2);
              bigger.set(latencies);
              latencies = bigger;
            }
            latencies[ok++] = now - state.sentAt;
          } else rejected++;
        }
        send();
      });
      socket.on('error', () => {
        if (!done && performance.now() < deadline) errors++;
        fail();
      });
      socket.on('close', () => {
        if (!done) {
          if (!state.timedOut && performance.now() < deadline) errors++;
          fail();
        }
        finishOne();
      });
      return state;
    };

    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const c of conns) {
        if (c.sentAt && now - c.sentAt > timeoutMs && !c.socket.destroyed && !c.timedOut) {
          if (c.sentAt < deadline) timeouts++;
          c.timedOut = true;
          c.socket.destroy();
        }
      }
    }, 1000);

    for (let i = 0; i < opts.connections; i++) {
      open++;
      connect(i, i % encoded.length);
    }
  });
}
