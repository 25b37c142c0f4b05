/**
 * Live streams through Janus (issue #19): does the host's cost stay flat as the audience grows?
 *
 * A private Janus on loopback (the test harness' own config) and the product started as a new user
 * starts it, with JANUS_URL set. One Debian Chromium host goes live through the Go Live page with
 * the synthetic camera. Viewers are headless subscribers in this Node process (werift, a WebRTC stack
 * in TypeScript): each opens its own realtime socket, sends `stream.join` and gets its Janus access
 * from our API exactly as a page does, joins the room at Janus, answers Janus' offer and receives
 * the host's video. For N = 1, 10, 50, 100 (STEPS) subscribers it prints, over SAMPLE_S seconds:
 *
 *   - the host browser's CPU (all its processes) and its upload (outbound RTP bytes of the page's
 *     peer connections): they should not grow with N;
 *   - Janus' CPU, per 100 subscribers;
 *   - the frames the subscribers received as a share of the frames the host sent on the layer Janus
 *     forwards (the top simulcast layer unless a subscriber's link asks for less);
 *   - each subscriber's join → first video keyframe at the subscriber, p50 / p95 (`stream.join` sent
 *     to the first RTP packet that starts a VP8 key frame: the first picture it could decode).
 *
 * It is a bench: figures are printed and written to bench/results; the two goals (host CPU
 * at the largest N within 1.2 × its 1-subscriber figure, ≥ 95 % of frames received) are shown as
 * targets here, never asserted in a test. The subscribers
 * share the machine's cores with the host, Janus and the API, so at high N they are part of the load.
 *
 * Where the machine runs out, the CPU columns say who took it: the host browser, Janus, this process
 * (the subscribers' DTLS/SRTP in Node) and the whole machine (of 100 % × cores).
 *
 *   npx tsx bench/stream-fanout.ts            # STEPS=1,10,50,100 SAMPLE_S=10 by default
 *   LAYER=low STEPS=1,50,100,150,200 npx tsx bench/stream-fanout.ts
 *
 * LAYER=low has every subscriber ask Janus for the lowest simulcast layer (quarter size), what a
 * mass audience watching at small sizes needs: fewer packets per subscriber for Janus to send and
 * for this process to decrypt, the host's upload unchanged.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { RTCPeerConnection, type RtpPacket } from 'werift';
import type { StreamDelivery } from '@sankofa/contracts';
import { startJanus, type TestJanus } from '../apps/api/src/test/janus.ts';
import { JanusRawSession } from '../apps/api/src/test/janus-raw-session.ts';
import { TestSocket } from '../apps/api/src/modules/realtime/realtime-test-client.ts';
import { benchMember } from './lib/bench-member.ts';
import {
  median,
  printTargets,
  round,
  sleep,
  startProduct,
  target,
  withTimeout,
  writeResult,
  type RunningProduct,
} from './lib/bench-kit.ts';
import { pct } from './lib/messaging-kit.ts';
import { BROWSER_ARGS, CHROMIUM, browserCpuSeconds } from './lib/camera-browser.ts';
import { goLive } from './lib/stream-watch-kit.ts';

const STEPS = (process.env.STEPS ?? '1,10,50,100').split(',').map(Number);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? 10);
/** The host's feed id in every room (the web's sfu-viewer-transport uses the same). */
const HOST_FEED = 'host';
const CLOCK_TICKS = 100;
const LOWEST_LAYER = process.env.LAYER === 'low';

type SfuAccess = Extract<StreamDelivery, { kind: 'sfu' }>['janus'];

/** Keeps every RTCPeerConnection the host page makes, so its outbound bytes and frames can be read. Plain text: runs in the page. */
const KEEP_PEER_CONNECTIONS = `
  const Native = window.RTCPeerConnection;
  window.__pcs = [];
  window.RTCPeerConnection = function (...args) { const pc = new Native(...args); window.__pcs.push(pc); return pc; };
  window.RTCPeerConnection.prototype = Native.prototype;
  Object.setPrototypeOf(window.RTCPeerConnection, Native);
`;

/** Bytes and frames sent so far by the host page's connections (frames: the layer with the most). */
async function hostSent(page: Page): Promise<{ bytes: number; frames: number }> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    let bytes = 0;
    let frames = 0;
    for (const pc of pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesSent?: number; framesSent?: number }) => {
        if (s.type !== 'outbound-rtp') return;
        bytes += s.bytesSent ?? 0;
        if (s.kind === 'video') frames = Math.max(frames, s.framesSent ?? 0);
      });
    }
    return { bytes, frames };
  });
}

/** CPU seconds a process has used (user + system), from /proc. */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Busy and total CPU seconds of the whole machine so far, from /proc/stat. */
function machineCpuSeconds(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal…: busy is ours to spend, steal is the host's.
  const busy = fields[0]! + fields[1]! + fields[2]! + (fields[5] ?? 0) + (fields[6] ?? 0);
  return { busy: busy / CLOCK_TICKS, total: fields.reduce((a, b) => a + b, 0) / CLOCK_TICKS };
}
const ownCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** True when this VP8 RTP payload starts a key frame (RFC 7741: descriptor, then the payload header's P bit). */
function startsKeyFrame(payload: Buffer): boolean {
  if (payload.length < 2) return false;
  const b0 = payload[0]!;
  const start = (b0 & 0x10) !== 0 && (b0 & 0x0f) === 0;
  if (!start) return false;
  let i = 1;
  if (b0 & 0x80) {
    const x = payload[i++]!;
    if (x & 0x80) i += payload[i]! & 0x80 ? 2 : 1;
    if (x & 0x40) i++;
    if (x & 0x30) i++;
  }
  return i < payload.length && (payload[i]! & 0x01) === 0;
}

/** One headless viewer: our API's join, then Janus, then media. */
class Subscriber {
  frames = 0;
  firstKeyFrameMs: number | null = null;
  private pc: RTCPeerConnection | null = null;
  private janus: JanusRawSession | null = null;
  private socket: TestSocket | null = null;
  state = () => 'new';
  /** Why its join failed, if it did. */
  failure: string | null = null;

  async join(wsBase: string, token: string, streamId: string): Promise<void> {
    const t0 = performance.now();
    this.socket = await TestSocket.open(wsBase, token);
    const ref = `join-${t0}`;
    this.socket.send({ type: 'stream.join', ref, streamId });
    const joined = await this.socket.next(
      (m) => (m.type === 'stream.joined' || m.type === 'error') && 'ref' in m && m.ref === ref,
      15_000,
    );
    if (joined.type !== 'stream.joined' || joined.delivery.kind !== 'sfu')
      throw new Error(`join refused: ${JSON.stringify(joined)}`);
    const access: SfuAccess = joined.delivery.janus;
    const janus = (this.janus = await JanusRawSession.open(access.url));
    await janus.create(access.token);
    const handle = await janus.attach(access.token);
    const answer = await janus.message(
      handle,
      {
        request: 'join',
        ptype: 'subscriber',
        room: access.room,
        token: access.roomToken,
        streams: [{ feed: HOST_FEED }],
      },
      access.token,
    );
    if (!answer.jsep) throw new Error(`Janus sent no offer: ${JSON.stringify(answer.frame)}`);
    const pc = (this.pc = new RTCPeerConnection({}));
    pc.onTransceiverAdded.subscribe((transceiver) => {
      transceiver.onTrack.subscribe((track) => {
        if (track.kind !== 'video') return;
        track.onReceiveRtp.subscribe((rtp: RtpPacket) => {
          if (rtp.header.marker) this.frames++;
          if (this.firstKeyFrameMs === null && startsKeyFrame(rtp.payload))
            this.firstKeyFrameMs = performance.now() - t0;
        });
      });
    });
    await pc.setRemoteDescription(answer.jsep as { type: 'offer'; sdp: string });
    await pc.setLocalDescription(await pc.createAnswer());
    // No trickle: the answer goes once it carries every local candidate (loopback gathers at once).
    if (pc.iceGatheringState !== 'complete')
      await new Promise<void>((resolve) =>
        pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve()),
      );
    await janus.message(handle, { request: 'start' }, access.token, { type: 'answer', sdp: pc.localDescription!.sdp });
    if (LOWEST_LAYER) {
      const video = ((answer.data.streams ?? []) as Array<{ type?: string; mid?: string }>).find(
        (s) => s.type === 'video',
      );
      if (video?.mid)
        await janus.message(
          handle,
          { request: 'configure', streams: [{ mid: video.mid, substream: 0 }] },
          access.token,
        );
    }
    this.state = () => `${pc.connectionState}/${pc.iceConnectionState}`;
  }

  async close(): Promise<void> {
    await this.pc?.close().catch(() => undefined);
    this.janus?.close();
    await this.socket?.close();
  }
}

async function main(): Promise<void> {
  let janus: TestJanus | undefined;
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const subscribers: Subscriber[] = [];
  try {
    // One RTP port per peer connection: room for the largest step and the host.
    janus = await startJanus({ rtpPorts: Math.max(100, Math.ceil((Math.max(...STEPS) + 20) / 100) * 100) });
    product = await startProduct({ env: { ...janus.env, STREAM_MAX_VIEWERS_SFU: '500' } });
    const baseURL = product.url;
    const wsBase = baseURL.replace(/^http/, 'ws');
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS, timeout: 60_000 });
    const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
    await context.addInitScript({ content: KEEP_PEER_CONNECTIONS });
    const host = (await benchMember(context, baseURL, product.dataDir, 'Bench Host')).page;
    const title = `Fan-out ${Date.now()}`;
    await goLive(host, baseURL, title);
    // One member watches from many sockets: each socket is its own viewer row and gets its own token.
    const viewer = await benchMember(context, baseURL, product.dataDir, 'Bench Viewer');
    const list = (await (
      await viewer.page.request.get(`${baseURL}/api/streams`, { headers: { authorization: `Bearer ${viewer.token}` } })
    ).json()) as {
      streams: Array<{ id: string; title: string }>;
    };
    const streamId = list.streams.find((s) => s.title === title)!.id;
    await viewer.page.close();

    const rows: Array<Record<string, number>> = [];
    const firstFrames: number[] = [];
    for (const n of STEPS) {
      const adding: Subscriber[] = [];
      // Joins in small batches, as an audience arrives, not all in one instant.
      while (subscribers.length + adding.length < n) {
        const batch = Array.from(
          { length: Math.min(10, n - subscribers.length - adding.length) },
          () => new Subscriber(),
        );
        adding.push(...batch);
        // A join the machine cannot carry (Janus or the API too slow to answer) is counted, not fatal:
        // the largest N this box sustains is one of the figures.
        await Promise.all(
          batch.map((s) =>
            withTimeout('a subscriber join', 30_000, s.join(wsBase, viewer.token, streamId)).catch((err: unknown) => {
              s.failure = err instanceof Error ? err.message.slice(0, 120) : String(err);
            }),
          ),
        );
      }
      subscribers.push(...adding);
      await sleep(3_000); // the new subscribers' first key frames, and the host's encoder settling
      if (process.env.DEBUG) console.log(subscribers.map((s) => `${s.state()} ${s.frames}`).join(', '));
      firstFrames.push(...adding.map((s) => s.firstKeyFrameMs).filter((x): x is number => x !== null));
      const [hostCpu0, janusCpu0, sent0, own0, machine0] = [
        await browserCpuSeconds(browser),
        processCpuSeconds(janus.pid!),
        await hostSent(host),
        ownCpuSeconds(),
        machineCpuSeconds(),
      ];
      const framesBefore = subscribers.map((s) => s.frames);
      const t0 = performance.now();
      await sleep(SAMPLE_S * 1000);
      const seconds = (performance.now() - t0) / 1000;
      const [hostCpu1, janusCpu1, sent1, own1, machine1] = [
        await browserCpuSeconds(browser),
        processCpuSeconds(janus.pid!),
        await hostSent(host),
        ownCpuSeconds(),
        machineCpuSeconds(),
      ];
      // Read right after the host's count; frames in flight make a share slightly above or below 100 %.
      const received = subscribers.map((s, i) => s.frames - framesBefore[i]!);
      const sentFrames = sent1.frames - sent0.frames;
      rows.push({
        subscribers: n,
        hostCpuPercent: round(((hostCpu1 - hostCpu0) / seconds) * 100, 1),
        hostUploadKbps: round(((sent1.bytes - sent0.bytes) * 8) / 1000 / seconds, 0),
        janusCpuPercent: round(((janusCpu1 - janusCpu0) / seconds) * 100, 1),
        janusCpuPer100Percent: round((((janusCpu1 - janusCpu0) / seconds) * 100 * 100) / n, 1),
        subscribersCpuPercent: round(((own1 - own0) / seconds) * 100, 1),
        // Of 100 % × cores: the rest is the API, the database and whatever else shares the machine.
        machineBusyPercent: round(
          ((machine1.busy - machine0.busy) / (machine1.total - machine0.total)) * cpus().length * 100,
          0,
        ),
        framesReceivedSharePercent: round((received.reduce((a, b) => a + b, 0) / n / Math.max(1, sentFrames)) * 100, 1),
        worstSubscriberSharePercent: round((Math.min(...received) / Math.max(1, sentFrames)) * 100, 1),
        // Why a share falls: subscribers whose WebRTC link to Janus never connected, or that got no frame.
        connected: subscribers.filter((sub) => sub.state().startsWith('connected')).length,
        withoutFrames: received.filter((r) => r === 0).length,
        failedJoins: subscribers.filter((sub) => sub.failure !== null).length,
      });
      console.log(JSON.stringify(rows.at(-1)));
      const failures = [...new Set(adding.map((sub) => sub.failure).filter((f) => f !== null))];
      if (failures.length) console.log(`join failures at ${n}: ${failures.join(' | ')}`);
    }
    const one = rows[0]!;
    const last = rows.at(-1)!;
    const figures = {
      layer: LOWEST_LAYER ? 'lowest' : 'as the link carries',
      steps: rows,
      hostCpuRatioLargestToFirst: round(last.hostCpuPercent! / one.hostCpuPercent!, 2),
      hostUploadRatioLargestToFirst: round(last.hostUploadKbps! / one.hostUploadKbps!, 2),
      subscriberJoinToFirstKeyFrameMs: {
        p50: round(median(firstFrames), 0),
        p95: round(pct(firstFrames, 95), 0),
        measured: firstFrames.length,
        withoutKeyFrame: subscribers.length - firstFrames.length,
      },
    };
    console.table(rows);
    console.table([
      {
        figure: `host CPU at ${last.subscribers} ÷ at ${one.subscribers} subscribers`,
        value: figures.hostCpuRatioLargestToFirst,
      },
      {
        figure: `host upload at ${last.subscribers} ÷ at ${one.subscribers} subscribers`,
        value: figures.hostUploadRatioLargestToFirst,
      },
      { figure: 'subscriber join → first key frame p50', value: `${figures.subscriberJoinToFirstKeyFrameMs.p50} ms` },
      { figure: 'subscriber join → first key frame p95', value: `${figures.subscriberJoinToFirstKeyFrameMs.p95} ms` },
    ]);
    // The goals, judged here in the bench (never in a test): the host's cost flat with the
    // audience (a ratio within this run), and nearly every frame reaching the largest audience.
    const targets = [
      target(
        `host CPU, ${last.subscribers} ÷ ${one.subscribers} subscribers`,
        figures.hostCpuRatioLargestToFirst,
        '<=',
        1.2,
        '×',
      ),
      target(`frames received, ${last.subscribers} subscribers`, last.framesReceivedSharePercent!, '>=', 95, '%'),
    ];
    printTargets(targets);
    writeResult('stream-fanout', targets, figures);
  } finally {
    await Promise.allSettled(subscribers.map((s) => s.close()));
    await browser?.close().catch(() => undefined);
    await product?.stop();
    await janus?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
