import { describe, expect, it } from 'vitest';
import { liveStateOf } from './live-state';

describe('liveStateOf', () => {
  it('reads realtime-js statuses as live, offline (poll) or connecting', () => {
    expect(liveStateOf('SUBSCRIBED')).toBe('live');
    for (const status of ['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED']) {
      expect(liveStateOf(status)).toBe('offline');
    }
    expect(liveStateOf('JOINING')).toBe('connecting');
  });
});
