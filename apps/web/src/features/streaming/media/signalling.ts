import type { RtcSignal } from '@sankofa/contracts';
import type { ClientMessage } from '@sankofa/contracts/realtime';
import type { RealtimeStatus, ServerMessageOf, ServerMessageType } from '@/lib/realtime/realtime-client.ts';

/** The part of the realtime client a transport needs (RealtimeClient fits it). */
export interface SignallingChannel {
  send(message: ClientMessage): boolean;
  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void;
}

/** A signalling channel that also tells when the socket drops and comes back. */
export interface StatusSignallingChannel extends SignallingChannel {
  onStatus(handler: (status: RealtimeStatus) => void): () => void;
}

/** The part of RTCPeerConnection both ends use (a fake one in unit tests); each side adds its own. */
export interface PeerConnectionBase {
  readonly connectionState: RTCPeerConnectionState;
  readonly remoteDescription: RTCSessionDescriptionInit | RTCSessionDescription | null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  close(): void;
}

/** Candidate fields the contract accepts (the browser's toJSON may add more). */
export function candidateSignal(candidate: RTCIceCandidateInit): RtcSignal {
  return {
    kind: 'candidate',
    candidate: {
      candidate: candidate.candidate ?? '',
      sdpMid: candidate.sdpMid ?? null,
      sdpMLineIndex: candidate.sdpMLineIndex ?? null,
      usernameFragment: candidate.usernameFragment ?? null,
    },
  };
}
