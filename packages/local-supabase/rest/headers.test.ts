import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { contentRange, negotiateAccept, parsePrefer, resolveRange } from './headers.ts';

describe('parsePrefer', () => {
  it('reads the preferences supabase-js joins with commas', () => {
    const prefs = parsePrefer('return=representation, count=exact,resolution=merge-duplicates');
    expect(prefs).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      invalid: [],
    });
    expect(prefs.applied).toEqual([
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
    ]);
  });

  it('keeps the first value, collects unknown ones and reads max-affected', () => {
    const prefs = parsePrefer(
      'return=minimal,return=representation,foo=bar,handling=strict,max-affected=3',
    );
    expect(prefs.return).toBe('minimal');
    expect(prefs.invalid).toEqual(['foo=bar']);
    expect(prefs.handling).toBe('strict');
    expect(prefs.maxAffected).toBe(3);
  });

  it('is empty without a header', () => {
    expect(parsePrefer(undefined)).toEqual({ applied: [], invalid: [] });
  });
});

describe('negotiateAccept', () => {
  it('recognises single-object and stripped-nulls media types', () => {
    expect(negotiateAccept(undefined)).toEqual({ singular: false, stripNulls: false });
    expect(negotiateAccept('application/vnd.pgrst.object+json')).toEqual({
      singular: true,
      stripNulls: false,
    });
    expect(negotiateAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      singular: true,
      stripNulls: true,
    });
    expect(negotiateAccept('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({
      singular: false,
      stripNulls: true,
    });
    expect(negotiateAccept('text/html, */*;q=0.8')).toEqual({ singular: false, stripNulls: false });
  });

  it('refuses media types it cannot produce with PGRST107', () => {
    expect(() => negotiateAccept('text/csv')).toThrow(RestError);
    try {
      negotiateAccept('text/csv');
    } catch (error) {
      expect((error as RestError).status).toBe(406);
      expect((error as RestError).body.code).toBe('PGRST107');
    }
  });
});

describe('resolveRange', () => {
  it('uses limit and offset', () => {
    expect(resolveRange(undefined, undefined, undefined)).toEqual({ offset: 0 });
    expect(resolveRange(undefined, 10, 20)).toEqual({ offset: 20, limit: 10 });
    expect(resolveRange(undefined, 0, undefined)).toEqual({ offset: 0, limit: 0 });
  });

  it('intersects the Range header with limit and offset', () => {
    expect(resolveRange('0-9', undefined, undefined)).toEqual({ offset: 0, limit: 10 });
    expect(resolveRange('5-', undefined, undefined)).toEqual({ offset: 5 });
    expect(resolveRange('0-9', 3, 2)).toEqual({ offset: 2, limit: 3 });
    expect(resolveRange('items=4-6', 10, 0)).toEqual({ offset: 4, limit: 3 });
  });

  it('refuses a negative limit or an inverted range with 416 PGRST103', () => {
    for (const call of [
      () => resolveRange(undefined, -1, 0),
      () => resolveRange('9-2', undefined, undefined),
    ]) {
      try {
        call();
        expect.unreachable();
      } catch (error) {
        expect((error as RestError).status).toBe(416);
        expect((error as RestError).body.code).toBe('PGRST103');
      }
    }
  });
});

describe('contentRange', () => {
  it('formats like PostgREST', () => {
    expect(contentRange(0, 10, 57)).toBe('0-9/57');
    expect(contentRange(20, 5, undefined)).toBe('20-24/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, undefined)).toBe('*/*');
    expect(contentRange(10, 0, 7)).toBe('*/7');
  });
});
