// @vitest-environment node
/**
 * Data a suite writes to a database, or a browser fills in, is dated from today
 * (`daysFromToday`), never on a fixed day to come: a pending listing whose pickup has passed is
 * expired, so a fixed day turns a passing suite into a failing one when the calendar reaches it
 * (the browser suite's '2026-12-10' would have failed every run from 2026-12-11). A day already
 * past stays past, and 2099 stands for "never": both are allowed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { argentineCalendarDate, isCalendarDate } from '@/lib/calendar-date';
import { REPO_ROOT, typeScriptFilesUnder } from '@/testing/repo-files';

/**
 * Where tests and scripts write data that a database or a form checks against today: unit tests
 * of pure code pass their own today and are left out.
 */
function inScope(file: string): boolean {
  return /^(e2e|scripts|supabase\/tests|packages)\//.test(file) || /\.int\.test\.tsx?$/.test(file);
}

/** Each quoted day (or timestamp) from `today` on, before 2099, as 'line: literal'. */
function fixedDaysToCome(source: string, today: string): string[] {
  return source.split('\n').flatMap((line, i) =>
    [...line.matchAll(/['"`](\d{4}-\d{2}-\d{2})/g)]
      .map(([, day]) => day)
      .filter((day) => isCalendarDate(day) && day >= today && day < '2099-01-01')
      .map((day) => `${i + 1}: ${day}`),
  );
}

describe('dated test data', () => {
  it('dates from today what suites and scripts write (daysFromToday, src/testing)', () => {
    const today = argentineCalendarDate();
    const found = typeScriptFilesUnder(['e2e', 'scripts', 'supabase/tests', 'packages', 'src'])
      .filter((file) => inScope(file) && file !== 'src/dated-test-data.test.ts')
      .flatMap((file) =>
        fixedDaysToCome(readFileSync(path.join(REPO_ROOT, file), 'utf8'), today).map(
          (hit) => `${file}:${hit}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('finds a planted day to come, not a day past nor 2099', () => {
    const source = [
      "pickup_date: '2026-12-10',",
      "  select date '2027-01-10', `2027-02-01T10:00:00Z`",
      "expired: '2020-01-10', never: '2099-12-31', not a day: '2027-13-45'",
    ].join('\n');
    expect(fixedDaysToCome(source, '2026-12-01')).toEqual([
      '1: 2026-12-10',
      '2: 2027-01-10',
      '2: 2027-02-01',
    ]);
    expect(fixedDaysToCome(source, '2027-06-01')).toEqual([]);
  });

  it('scopes the suites that reach a database or a form, not unit tests of pure code', () => {
    expect(inScope('e2e/flows.ts')).toBe(true);
    expect(inScope('supabase/tests/support/data-api.ts')).toBe(true);
    expect(inScope('src/app/dashboards-paging.int.test.ts')).toBe(true);
    expect(inScope('src/features/listings/schemas.test.ts')).toBe(false);
    expect(inScope('src/lib/calendar-date.ts')).toBe(false);
  });
});
