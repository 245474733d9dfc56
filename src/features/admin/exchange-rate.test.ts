import { describe, expect, it } from 'vitest';
import { currentRate, lastRateDay } from './exchange-rate';
import { exchangeRateMessages, exchangeRateSchema } from './schemas';

const TODAY = '2026-11-29';
const schema = exchangeRateSchema(TODAY);
const errors = (values: { arsPerEur: string; effectiveOn: string }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('exchangeRateSchema', () => {
  it('takes a rate with a decimal comma, from today to 30 days ahead', () => {
    expect(schema.parse({ arsPerEur: ' 1460,5 ', effectiveOn: TODAY })).toEqual({
      arsPerEur: 1460.5,
      effectiveOn: TODAY,
    });
    expect(schema.parse({ arsPerEur: '100000', effectiveOn: '2026-12-29' }).arsPerEur).toBe(100000);
  });

  it.each([
    ['', exchangeRateMessages.rateRequired],
    ['0', exchangeRateMessages.ratePositive],
    ['-3', exchangeRateMessages.ratePositive],
    ['mil', exchangeRateMessages.ratePositive],
    ['100000,01', exchangeRateMessages.rateTooLarge],
    ['1460,123', exchangeRateMessages.rateDecimals],
  ])('refuses the rate %j', (arsPerEur, message) => {
    expect(errors({ arsPerEur, effectiveOn: TODAY })).toEqual([message]);
  });

  it.each([
    ['', exchangeRateMessages.dateRequired],
    ['2026-11-28', exchangeRateMessages.dateRange],
    ['2026-12-30', exchangeRateMessages.dateRange],
    ['2026-02-30', exchangeRateMessages.dateRange],
  ])('refuses the day %j', (effectiveOn, message) => {
    expect(errors({ arsPerEur: '1460', effectiveOn })).toEqual([message]);
  });
});

describe('currentRate', () => {
  const rates = [
    { effectiveOn: '2026-12-05', arsPerEur: 1500, setAt: '' },
    { effectiveOn: '2026-11-29', arsPerEur: 1460, setAt: '' },
    { effectiveOn: '2026-11-20', arsPerEur: 1450, setAt: '' },
  ];

  it('is the latest set on or before the day, not a scheduled one', () => {
    expect(currentRate(rates, '2026-11-29')?.arsPerEur).toBe(1460);
    expect(currentRate(rates, '2026-11-25')?.arsPerEur).toBe(1450);
    expect(currentRate(rates, '2026-12-05')?.arsPerEur).toBe(1500);
    expect(currentRate(rates, '2026-11-01')).toBeUndefined();
  });
});

describe('lastRateDay', () => {
  it('is 30 calendar days after today, across months and years', () => {
    expect(lastRateDay('2026-11-29')).toBe('2026-12-29');
    expect(lastRateDay('2026-12-15')).toBe('2027-01-14');
  });
});
