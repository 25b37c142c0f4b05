import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { IceServer } from '@sankofa/contracts';

/** The coturn the web server started for this run (written by serve-with-coturn.ts). */
export interface CoturnInfo {
  port: number;
  secret: string;
  urls: string[];
  logFile: string;
  /** The turnserver process (SIGSTOP pauses every relay: a network drop for relay-only peers). */
  pid: number;
  /** serve-with-coturn itself: SIGUSR2 restarts the coturn on the same port, without its allocations. */
  serverPid: number;
}
export const coturnInfo = (): CoturnInfo =>
  JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'coturn.json'), 'utf8')) as CoturnInfo;
export const coturnLog = (): string => readFileSync(coturnInfo().logFile, 'utf8');

export interface RelayedData {
  text: string;
  /** Types of every candidate each side gathered. */
  candidateTypes: string[];
  /** Local and remote candidate types of each side's selected pair. */
  selected: { local: string; remote: string }[];
}

/**
 * Two RTCPeerConnections in the page that may only use TURN relays (`iceTransportPolicy: 'relay'`)
 * with these ICE servers, and a data channel between them: resolves with the text that crossed.
 */
export function dataThroughRelay(page: Page, iceServers: IceServer[]): Promise<RelayedData> {
  return page.evaluate(async (servers) => {
    const config: RTCConfiguration = { iceServers: servers, iceTransportPolicy: 'relay' };
    const a = new RTCPeerConnection(config);
    const b = new RTCPeerConnection(config);
    const candidateTypes: string[] = [];
    for (const [pc, other] of [
      [a, b],
      [b, a],
    ] as const) {
      pc.onicecandidate = (e) => {
        if (!e.candidate) return;
        candidateTypes.push(e.candidate.type ?? 'unknown');
        void other.addIceCandidate(e.candidate);
      };
    }
    const channel = a.createDataChannel('proof');
    channel.onopen = () => channel.send('Akwaaba, through the relay');
    const received = new Promise<string>((resolve) => {
      b.ondatachannel = (e) => {
        e.channel.onmessage = (m) => resolve(String(m.data));
      };
    });
    await a.setLocalDescription(await a.createOffer());
    await b.setRemoteDescription(a.localDescription!);
    await b.setLocalDescription(await b.createAnswer());
    await a.setRemoteDescription(b.localDescription!);
    const text = await received;
    const selectedOf = async (pc: RTCPeerConnection) => {
      const stats: Record<string, unknown>[] = [];
      (await pc.getStats()).forEach((s: Record<string, unknown>) => stats.push(s));
      const byId = new Map(stats.map((s) => [s.id, s]));
      const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
      const pair = byId.get(transport?.selectedCandidatePairId);
      return {
        local: String(byId.get(pair?.localCandidateId)?.candidateType),
        remote: String(byId.get(pair?.remoteCandidateId)?.candidateType),
      };
    };
    const selected = [await selectedOf(a), await selectedOf(b)];
    a.close();
    b.close();
    return { text, candidateTypes, selected };
  }, iceServers);
}

/**
 * Gathers candidates of one relay-only connection with these ICE servers until gathering completes:
 * the candidate types found and the error codes the TURN server answered.
 */
export function relayGathering(
  page: Page,
  iceServers: IceServer[],
): Promise<{ candidateTypes: string[]; errorCodes: number[] }> {
  return page.evaluate(async (servers) => {
    const pc = new RTCPeerConnection({ iceServers: servers, iceTransportPolicy: 'relay' });
    const candidateTypes: string[] = [];
    const errorCodes: number[] = [];
    pc.onicecandidate = (e) => {
      if (e.candidate) candidateTypes.push(e.candidate.type ?? 'unknown');
    };
    pc.onicecandidateerror = (e) => errorCodes.push((e as RTCPeerConnectionIceErrorEvent).errorCode);
    const complete = new Promise<void>((resolve) => {
      pc.onicegatheringstatechange = () => {
        if (pc.iceGatheringState === 'complete') resolve();
      };
    });
    pc.createDataChannel('probe');
    await pc.setLocalDescription(await pc.createOffer());
    await complete;
    pc.close();
    return { candidateTypes, errorCodes };
  }, iceServers);
}

/**
 * Installed before the app's scripts: every RTCPeerConnection the page makes may only use TURN
 * relays (as behind a NAT that lets nothing else through), and is kept for the test to inspect.
 */
export function forceRelayOnly(): void {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  const usernames: string[] = [];
  Object.assign(window, { relayOnlyConnections: made, relayOnlyUsernames: usernames });
  window.RTCPeerConnection = class extends Native {
    constructor(config: RTCConfiguration = {}) {
      super({ ...config, iceTransportPolicy: 'relay' });
      made.push(this);
      usernames.push(config.iceServers?.find((s) => s.username)?.username ?? '');
    }
  };
}

/** The TURN username each peer connection the page made under forceRelayOnly was given, in order. */
export const turnUsernames = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { relayOnlyUsernames: string[] }).relayOnlyUsernames);

/** The selected candidate pair of each connected peer connection the page made under forceRelayOnly, in order. */
export function selectedPairs(page: Page): Promise<{ local: string; remote: string; bytesReceived: number }[]> {
  return page.evaluate(async () => {
    const made = (window as unknown as { relayOnlyConnections: RTCPeerConnection[] }).relayOnlyConnections;
    const out: { local: string; remote: string; bytesReceived: number }[] = [];
    for (const pc of made.filter((p) => p.connectionState === 'connected')) {
      const stats: Record<string, unknown>[] = [];
      (await pc.getStats()).forEach((s: Record<string, unknown>) => stats.push(s));
      const byId = new Map(stats.map((s) => [s.id, s]));
      const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
      const pair = byId.get(transport?.selectedCandidatePairId);
      out.push({
        local: String(byId.get(pair?.localCandidateId)?.candidateType),
        remote: String(byId.get(pair?.remoteCandidateId)?.candidateType),
        bytesReceived: Number(pair?.bytesReceived ?? 0),
      });
    }
    return out;
  });
}

/** What the page's peer connections made under forceRelayOnly say now: how many, and each one's local ICE username fragment. */
export function relayConnections(page: Page): Promise<{ count: number; ufrags: string[] }> {
  return page.evaluate(() => {
    const made = (window as unknown as { relayOnlyConnections: RTCPeerConnection[] }).relayOnlyConnections;
    const ufrags = made.map((pc) => /a=ice-ufrag:(\S+)/.exec(pc.localDescription?.sdp ?? '')?.[1] ?? '');
    return { count: made.length, ufrags };
  });
}
