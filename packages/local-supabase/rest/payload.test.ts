import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseObject, parseRows, payloadColumns } from './payload.ts';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as RestError).body.code;
  }
  return 'no error';
}

describe('payload parsing', () => {
  it('accepts an object or an array of objects', () => {
    expect(parseRows('{"a":1}')).toEqual([{ a: 1 }]);
    expect(parseRows('[{"a":1},{"a":2}]')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(parseObject('{"a":null}')).toEqual({ a: null });
  });

  it('refuses malformed or non-object JSON with PGRST102', () => {
    for (const body of [undefined, '', '{', '{"a":1}}', '5', '"x"', 'null', '[1,2]']) {
      expect(codeOf(() => parseRows(body))).toBe('PGRST102');
    }
    expect(codeOf(() => parseObject('[{"a":1}]'))).toBe('PGRST102');
  });

  it('takes columns from columns= or from matching keys', () => {
    expect(payloadColumns([{ a: 1, b: 2 }], undefined)).toEqual(['a', 'b']);
    expect(payloadColumns([{ a: 1 }, { b: 2 }], ['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(payloadColumns([], undefined)).toEqual([]);
    expect(codeOf(() => payloadColumns([{ a: 1 }, { b: 2 }], undefined))).toBe('PGRST102');
  });
});
