import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseColumns, parseOrder, parseTreePath } from './parser/fields.ts';
import { hasOperator, parseFilter, parseLogic } from './parser/filter.ts';
import { MAX_NESTING } from './parser/scanner.ts';
import { parseSelect } from './parser/select.ts';

function parseErrorOf(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

describe('parseSelect', () => {
  it('parses columns, star, aliases and casts', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id,t:title,weight_kg::text,w:weight_kg::int')).toEqual([
      { kind: 'field', name: 'id' },
      { kind: 'field', name: 'title', alias: 't' },
      { kind: 'field', name: 'weight_kg', cast: 'text' },
      { kind: 'field', name: 'weight_kg', alias: 'w', cast: 'int' },
    ]);
  });

  it('accepts quoted names, dashes and spaces around commas', () => {
    expect(parseSelect('"a,b", my-col , x')).toEqual([
      { kind: 'field', name: 'a,b' },
      { kind: 'field', name: 'my-col' },
      { kind: 'field', name: 'x' },
    ]);
  });

  it('parses embedded resources with hints and join types', () => {
    expect(parseSelect('*,owner:profiles!shipper_id!inner(name,email)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'profiles',
        alias: 'owner',
        hint: 'shipper_id',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', name: 'name' },
          { kind: 'field', name: 'email' },
        ],
      },
    ]);
  });

  it('rejects SQL and malformed lists with PGRST100', () => {
    for (const bad of ['id;drop table x', 'id)', 'title,', '(id)', 'id->>x']) {
      const error = parseErrorOf(() => parseSelect(bad));
      expect(error.status).toBe(400);
      expect(error.body.code).toBe('PGRST100');
      expect(error.body.message).toContain(`failed to parse select parameter (${bad})`);
    }
  });
});

describe('parseFilter', () => {
  it('parses the simple operators, keeping the whole value', () => {
    expect(parseFilter('title', 'eq.a.b,c')).toEqual({
      column: 'title',
      negate: false,
      operation: { kind: 'simple', op: 'eq', value: 'a.b,c' },
    });
    for (const op of ['neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'isdistinct']) {
      expect(parseFilter('c', `${op}.1`).operation).toEqual({ kind: 'simple', op, value: '1' });
    }
  });

  it('parses not., in and is', () => {
    expect(parseFilter('c', 'not.in.(a,"b,c",d)')).toEqual({
      column: 'c',
      negate: true,
      operation: { kind: 'in', values: ['a', 'b,c', 'd'] },
    });
    expect(parseFilter('c', 'in.()').operation).toEqual({ kind: 'in', values: [] });
    expect(parseFilter('c', 'is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(parseFilter('c', 'not.is.true')).toMatchObject({
      negate: true,
      operation: { value: 'true' },
    });
  });

  it('parses quantifiers and full-text search', () => {
    expect(parseFilter('c', 'like(any).{a*,b*}').operation).toEqual({
      kind: 'quantified',
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilter('c', 'wfts(spanish).vino tinto').operation).toEqual({
      kind: 'fts',
      op: 'wfts',
      config: 'spanish',
      value: 'vino tinto',
    });
  });

  it('rejects unknown operators and bad trilean values', () => {
    expect(parseErrorOf(() => parseFilter('c', 'drop.1')).body).toMatchObject({
      code: 'PGRST100',
      details: 'unknown single value operator drop',
    });
    expect(parseErrorOf(() => parseFilter('c', 'is.maybe')).body.code).toBe('PGRST100');
    expect(parseErrorOf(() => parseFilter('c', 'in.(a,b')).body.code).toBe('PGRST100');
    expect(parseErrorOf(() => parseFilter('c', 'eq(some).1')).body.code).toBe('PGRST100');
  });
});

describe('hasOperator', () => {
  it('tells filters from RPC arguments like PostgREST', () => {
    expect(hasOperator('eq.1')).toBe(true);
    expect(hasOperator('not.eq.1')).toBe(true);
    expect(hasOperator('in.(1)')).toBe(true);
    expect(hasOperator('fts(english).x')).toBe(true);
    expect(hasOperator('a0000000-0000-4000-8000-000000000001')).toBe(false);
    expect(hasOperator('hello world')).toBe(false);
  });
});

describe('parseLogic', () => {
  it('parses nested and/or with negations and quoted values', () => {
    expect(parseLogic('or', '(price.gt.3000,not.and(cargo_type.eq.fuel,title.eq."a,b)"))')).toEqual(
      {
        kind: 'expr',
        negate: false,
        operator: 'or',
        children: [
          {
            kind: 'filter',
            filter: {
              column: 'price',
              negate: false,
              operation: { kind: 'simple', op: 'gt', value: '3000' },
            },
          },
          {
            kind: 'expr',
            negate: true,
            operator: 'and',
            children: [
              {
                kind: 'filter',
                filter: {
                  column: 'cargo_type',
                  negate: false,
                  operation: { kind: 'simple', op: 'eq', value: 'fuel' },
                },
              },
              {
                kind: 'filter',
                filter: {
                  column: 'title',
                  negate: false,
                  operation: { kind: 'simple', op: 'eq', value: 'a,b)' },
                },
              },
            ],
          },
        ],
      },
    );
  });

  it('parses in-lists and not.or keys', () => {
    const tree = parseLogic('not.or', '(status.in.(pending,assigned),price.is.null)');
    expect(tree).toMatchObject({ negate: true, operator: 'or' });
    expect(tree.kind === 'expr' && tree.children[0]).toMatchObject({
      filter: { operation: { kind: 'in', values: ['pending', 'assigned'] } },
    });
  });

  it('rejects malformed trees', () => {
    for (const bad of ['()', '(a.eq.1', 'a.eq.1', '(a.eq.1))', '(xor(a.eq.1))']) {
      expect(parseErrorOf(() => parseLogic('or', bad)).body.code).toBe('PGRST100');
    }
  });

  it('refuses nesting deeper than MAX_NESTING with PGRST100, not a stack overflow', () => {
    const nest = (levels: number) => `${'(or'.repeat(levels)}(a.eq.1${')'.repeat(levels)})`;
    expect(() => parseLogic('or', nest(MAX_NESTING - 1))).not.toThrow();
    const deep = parseErrorOf(() => parseLogic('or', nest(2500)));
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({
      code: 'PGRST100',
      details: expect.stringContaining(`nesting deeper than ${MAX_NESTING} levels`),
    });
    const select = `${'a('.repeat(2500)}id${')'.repeat(2500)}`;
    expect(parseErrorOf(() => parseSelect(select)).body.code).toBe('PGRST100');
  });
});

describe('parseOrder', () => {
  it('parses directions and null ordering for several columns', () => {
    expect(parseOrder('price.desc.nullslast,created_at,title.asc,id.nullsfirst')).toEqual([
      { column: 'price', direction: 'desc', nulls: 'last' },
      { column: 'created_at' },
      { column: 'title', direction: 'asc' },
      { column: 'id', nulls: 'first' },
    ]);
  });

  it('rejects unknown modifiers and SQL', () => {
    for (const bad of ['id.ac', 'id.desc;drop', 'id.asc.nlsfst', 'id.desc.', 'profiles(name)']) {
      expect(parseErrorOf(() => parseOrder(bad)).body.code).toBe('PGRST100');
    }
  });
});

describe('parseColumns and parseTreePath', () => {
  it('parses quoted column lists as supabase-js sends them', () => {
    expect(parseColumns('columns', '"title","price",weight_kg')).toEqual([
      'title',
      'price',
      'weight_kg',
    ]);
    expect(parseErrorOf(() => parseColumns('on_conflict', 'id,')).body.code).toBe('PGRST100');
  });

  it('splits embedded paths', () => {
    expect(parseTreePath('title')).toEqual({ path: [], name: 'title' });
    expect(parseTreePath('profiles.name')).toEqual({ path: ['profiles'], name: 'name' });
  });
});
