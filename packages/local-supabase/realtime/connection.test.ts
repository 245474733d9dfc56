import { describe, expect, it } from 'vitest';
import { routeKey } from './connection.ts';

describe('routeKey', () => {
  it('keeps a private and a public channel of one topic apart', () => {
    expect(routeKey({ isPrivate: true, subTopic: 'room:1' })).toBe('private:room:1');
    expect(routeKey({ isPrivate: false, subTopic: 'room:1' })).toBe('public:room:1');
  });
});
