/**
 * Node flags the API server process starts with: the `start` scripts in package.json pass them, and
 * the realtime benches give them to their app server child. V8 reads heap sizes once, when the
 * process starts, so they cannot be set from inside the server.
 *
 * --min-semi-space-size=16: keeps the young generation at 16 MB instead of letting V8 shrink it to
 * about 1 MB when the heap looks idle. Every young-generation collection pauses the event loop for a
 * few milliseconds when thousands of sockets are held, however little it frees; at 1 MB they came
 * every 0.2–0.6 s, at 16 MB every 2–5 s, and realtime events no longer queue behind them as often.
 * It costs at most about 32 MB of resident memory. See docs/decisions/0017-server-young-generation.md.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--min-semi-space-size=16'];
