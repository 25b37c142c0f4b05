/**
 * - waiting: joined, the other end has not offered yet
 * - connecting: an offer was answered, media is being set up
 * - connected: media flows
 * - interrupted: the connection dropped; it may come back (or a new offer replaces it)
 * - failed: the connection cannot recover on its own (the page may join again)
 */
export type ViewerMediaState = 'waiting' | 'connecting' | 'connected' | 'interrupted' | 'failed' | 'closed';

/** Maps the browser's connection state to what the page shows. */
export function mediaStateOf(state: RTCPeerConnectionState): ViewerMediaState {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'disconnected':
      return 'interrupted';
    case 'failed':
      return 'failed';
    case 'closed':
      return 'closed';
    default:
      return 'connecting';
  }
}
