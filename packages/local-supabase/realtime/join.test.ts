import { describe, expect, it } from 'vitest';
import { parseBindings } from './join.ts';

describe('parseBindings', () => {
  it('numbers every requested binding, keeps the good ones and the first error', () => {
    const parsed = parseBindings(
      [
        { event: '*', schema: 'public', table: 'notes', filter: 'room=eq.a' },
        { event: 'NOPE', schema: 'public' },
        'not a binding',
      ],
      7,
    );
    expect(parsed.bindings.map(({ id, table }) => ({ id, table }))).toEqual([
      { id: 7, table: 'notes' },
    ]);
    expect(parsed.echoed).toEqual([
      { event: '*', schema: 'public', table: 'notes', filter: 'room=eq.a', id: 7 },
      { event: 'NOPE', schema: 'public', id: 8 },
      { id: 9 },
    ]);
    expect(parsed.error).toBe('Unknown event: NOPE');
  });

  it('has no error when every binding parses', () => {
    expect(parseBindings([{ event: 'INSERT', schema: 'public' }], 1).error).toBeNull();
  });
});
