import type { BoostState } from '@sankofa/contracts';

/**
 * When the running boost ends on this device's clock: the server's answer carries its own `now`, so
 * the time left is measured from when the answer arrived, whatever the device's clock says.
 */
export function boostEndsLocally(state: BoostState | undefined, receivedAt: number): number | null {
  if (!state?.active) return null;
  return receivedAt + (Date.parse(state.active.endsAt) - Date.parse(state.now));
}

/** Whole seconds left, never below zero. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** '29:41', '0:05'. */
export function countdownText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
