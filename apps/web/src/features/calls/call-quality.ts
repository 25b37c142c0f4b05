export type CallQuality = 'good' | 'fair' | 'poor';

/** What two readings of the connection's statistics, a couple of seconds apart, say about it. */
export interface QualitySample {
  /** Round trip of the selected candidate pair, seconds (null when not known yet). */
  rttSeconds: number | null;
  packetsReceived: number;
  packetsLost: number;
}

/** Loss over the interval and round-trip time, in the buckets the call screen shows as bars. */
export function qualityOf(previous: QualitySample | null, now: QualitySample): CallQuality {
  const received = now.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = Math.max(0, now.packetsLost - (previous?.packetsLost ?? 0));
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = now.rttSeconds ?? 0;
  if (loss > 0.08 || rtt > 0.6) return 'poor';
  if (loss > 0.02 || rtt > 0.3) return 'fair';
  return 'good';
}

/** Reads the sample from an RTCStatsReport: inbound RTP totals and the nominated pair's RTT. */
export function sampleOf(report: RTCStatsReport): QualitySample {
  let rttSeconds: number | null = null;
  let packetsReceived = 0;
  let packetsLost = 0;
  report.forEach((s: { type: string; [k: string]: unknown }) => {
    if (s.type === 'candidate-pair' && s.nominated && typeof s.currentRoundTripTime === 'number')
      rttSeconds = s.currentRoundTripTime;
    if (s.type === 'inbound-rtp') {
      packetsReceived += Number(s.packetsReceived ?? 0);
      packetsLost += Number(s.packetsLost ?? 0);
    }
  });
  return { rttSeconds, packetsReceived, packetsLost };
}
