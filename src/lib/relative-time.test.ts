import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'hace un momento'],
    [59_999, 'hace un momento'],
    [-5 * MIN, 'hace un momento'],
    [MIN, 'hace 1 min'],
    [5 * MIN + 30_000, 'hace 5 min'],
    [59 * MIN, 'hace 59 min'],
    [HOUR, 'hace 1 h'],
    [23 * HOUR + 59 * MIN, 'hace 23 h'],
    [DAY, 'hace 1 día'],
    [2 * DAY, 'hace 2 días'],
    [29 * DAY, 'hace 29 días'],
    [30 * DAY, 'hace 1 mes'],
    [200 * DAY, 'hace 6 meses'],
    [365 * DAY, 'hace 1 año'],
    [3 * 365 * DAY, 'hace 3 años'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('reads ISO strings from the database, and gives nothing for an unparseable one', () => {
    expect(formatRelativeTime('2026-11-23T11:55:00+00:00', now)).toBe('hace 5 min');
    expect(formatRelativeTime('no es una fecha', now)).toBe('');
  });
});
