import { describe, expect, it } from 'vitest';
import { trimmedText } from './trimmed-text';

const issues = (schema: ReturnType<typeof trimmedText>, typed: string) =>
  schema.safeParse(typed).error?.issues.map((issue) => issue.message) ?? [];

describe('trimmedText', () => {
  it('trims what was typed and takes it within the bounds', () => {
    expect(trimmedText(2, 5, 'corto', 'largo').parse('  abc  ')).toBe('abc');
  });

  it('counts the length once trimmed, with each bound its message', () => {
    expect(issues(trimmedText(2, 5, 'corto', 'largo'), '  a  ')).toEqual(['corto']);
    expect(issues(trimmedText(2, 5, 'corto', 'largo'), 'abcdef')).toEqual(['largo']);
  });

  it('says the one message at either bound when given one', () => {
    expect(issues(trimmedText(2, 5, 'entre 2 y 5'), 'a')).toEqual(['entre 2 y 5']);
    expect(issues(trimmedText(2, 5, 'entre 2 y 5'), 'abcdef')).toEqual(['entre 2 y 5']);
  });
});
