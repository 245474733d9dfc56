/**
 * What a live channel's subscription status means for a screen. 'reconnecting': the server
 * closed the channel (or refused it) and a new one is on its way, after a growing wait.
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * realtime-js's subscribe statuses as the screen reads them: 'live' when events flow, 'offline'
 * when the screen must poll instead (the socket is down, the join was refused or timed out).
 */
export function liveStateOf(status: string): LiveState {
  if (status === 'SUBSCRIBED') return 'live';
  if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') return 'offline';
  return 'connecting';
}

/** How often a screen polls while it is not live; a live screen does not poll. */
export const LIVE_FALLBACK_POLL_MS = 15_000;

/** The waits before each new attempt at a channel the server closed: 1 s doubling up to 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
