// On Argentina's clock (the unit project's TZ), like every user there: the local day differs from
// the UTC one at night.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  argentineCalendarDate,
  dateTimeInputValue,
  daysBetween,
  isCalendarDate,
  localCalendarDate,
} from './calendar-date';

describe('isCalendarDate', () => {
  it('takes real days as YYYY-MM-DD only', () => {
    expect(isCalendarDate('2026-11-26')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('infinity')).toBe(false);
  });
});

describe('localCalendarDate', () => {
  it('is the local day, not the UTC one', () => {
    // 23:30 in Buenos Aires is 02:30 UTC the next day.
    expect(localCalendarDate(new Date('2026-11-27T02:30:00Z'))).toBe('2026-11-26');
    expect(localCalendarDate(new Date(2026, 0, 5, 9))).toBe('2026-01-05');
  });
});

describe('dateTimeInputValue', () => {
  it('writes a moment as a datetime-local input holds it, to the minute', () => {
    expect(dateTimeInputValue(new Date(2026, 10, 28, 7, 5, 59))).toBe('2026-11-28T07:05');
    expect(dateTimeInputValue(new Date('2026-11-27T02:30:00Z'))).toBe('2026-11-26T23:30');
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months, years and clock changes', () => {
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days, both ways', () => {
    expect(addDays('2026-11-29', 30)).toBe('2026-12-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-29', 0)).toBe('2026-11-29');
  });
});

describe('argentineCalendarDate', () => {
  it("is Argentina's day, which is not yet UTC's from 21:00 to 24:00 there", () => {
    expect(argentineCalendarDate(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-29');
    expect(argentineCalendarDate(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-30');
  });
});
