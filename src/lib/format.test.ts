// On Argentina's clock (the unit project's TZ), west of Greenwich: a date-only string parsed as
// UTC would show the previous day here.
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatPesos,
  formatDimensions,
  formatKm,
  formatPickupDistance,
  formatPricePerKm,
  formatFileSize,
  formatPrice,
  formatWeight,
  parseDate,
} from './format';

const NBSP = '\u00a0';

describe('formatDateTime', () => {
  it('formats day, short month, year and the local time', () => {
    expect(formatDateTime(new Date(2026, 10, 15, 14, 30))).toBe('15 nov 2026, 14:30');
    // 12:05 UTC is 09:05 in Buenos Aires.
    expect(formatDateTime('2026-11-15T12:05:00Z')).toBe('15 nov 2026, 09:05');
  });

  it('gives an empty string for an unparseable value', () => {
    expect(formatDateTime('no es una fecha')).toBe('');
  });
});

describe('formatPesos', () => {
  it('shows pesos with es-AR grouping, two decimals and $', () => {
    expect(formatPesos(1460.5)).toBe('$\u00a01.460,50');
  });
});

describe('formatMonth', () => {
  it('formats the long month and the year, in local time', () => {
    expect(formatMonth(new Date(2026, 10, 15))).toBe('noviembre de 2026');
    // 1 December 01:00 UTC is still 30 November in Buenos Aires.
    expect(formatMonth('2026-12-01T01:00:00Z')).toBe('noviembre de 2026');
    expect(formatMonth('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats with the es-ES short month', () => {
    expect(formatDate(new Date(2026, 10, 15))).toBe('15 nov 2026');
    expect(formatDate(new Date(2026, 0, 3))).toBe('3 ene 2026');
  });

  it('reads a date-only string as that calendar day, without a time-zone shift', () => {
    expect(formatDate('2026-11-15')).toBe('15 nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 ene 2026');
    const parsed = parseDate('2026-12-31');
    expect([parsed.getFullYear(), parsed.getMonth(), parsed.getDate()]).toEqual([2026, 11, 31]);
  });

  it('accepts ISO timestamps', () => {
    const iso = new Date(2026, 10, 15, 12, 30).toISOString();
    expect(formatDate(iso)).toBe('15 nov 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('no es una fecha')).toBe('');
  });
});

describe('formatPrice', () => {
  it('uses two decimals, es-ES grouping and €', () => {
    expect(formatPrice(2850)).toBe(`2.850,00${NBSP}€`);
    expect(formatPrice(1234567.5)).toBe(`1.234.567,50${NBSP}€`);
    expect(formatPrice(99.999)).toBe(`100,00${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
  });
});

describe('distances and price per km', () => {
  it('groups thousands of whole km and says the price per km', () => {
    expect(formatKm(1050)).toBe(`1.050${NBSP}km`);
    expect(formatKm(1084.4)).toBe(`1.084${NBSP}km`);
    expect(formatPickupDistance(12)).toBe(`a 12${NBSP}km`);
    expect(formatPricePerKm(1.25)).toBe(`≈ 1,25${NBSP}€/km`);
  });
});

describe('formatWeight', () => {
  it('shows kg with es-ES grouping and decimals', () => {
    expect(formatWeight(1500)).toBe(`1.500${NBSP}kg`);
    expect(formatWeight(750)).toBe(`750${NBSP}kg`);
    expect(formatWeight(12.5)).toBe(`12,5${NBSP}kg`);
  });
});

describe('formatDimensions', () => {
  it('joins length, width and height in cm', () => {
    expect(formatDimensions(120, 80, 100)).toBe(`120×80×100${NBSP}cm`);
    expect(formatDimensions(1200, 240, 250.5)).toBe(`1.200×240×250,5${NBSP}cm`);
  });

  it('is null when any measure is missing', () => {
    expect(formatDimensions(null, 80, 100)).toBeNull();
    expect(formatDimensions(120, undefined, 100)).toBeNull();
    expect(formatDimensions(null, null, null)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB with a decimal comma', () => {
    expect(formatFileSize(512)).toBe(`512${NBSP}B`);
    expect(formatFileSize(850 * 1024)).toBe(`850${NBSP}KB`);
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe(`2,4${NBSP}MB`);
    expect(formatFileSize(10 * 1024 * 1024)).toBe(`10${NBSP}MB`);
  });
});
