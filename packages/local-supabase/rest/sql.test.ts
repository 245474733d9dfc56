import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseQueryParams } from './query-params.ts';
import type { EmbedScope } from './relationships.ts';
import type { ColumnInfo, TableInfo } from './schema-cache.ts';
import { bodyExpression, quoteIdent, relation, selectList, SqlParams, whereClause } from './sql.ts';
import { deleteStatement, insertStatement, readStatement, updateStatement } from './statements.ts';

const col = (name: string, defaultExpr: string | null = null): ColumnInfo => ({
  name,
  type: 'text',
  notNull: false,
  defaultExpr,
});

const table: TableInfo = {
  name: 'items',
  kind: 'table',
  columns: [col('id', 'gen_random_uuid()'), col('title'), col('price'), col('we"ird')],
  primaryKey: ['id'],
};
const rel = relation(table.name, table.columns);

const owners: TableInfo = {
  name: 'owners',
  kind: 'table',
  columns: [col('id'), col('name')],
  primaryKey: ['id'],
};
const withOwner: TableInfo = { ...table, columns: [...table.columns, col('owner_id')] };
const scope: EmbedScope = {
  tables: new Map([
    ['items', withOwner],
    ['owners', owners],
  ]),
  foreignKeys: [
    {
      name: 'items_owner_id_fkey',
      table: 'items',
      columns: ['owner_id'],
      refTable: 'owners',
      refColumns: ['id'],
      oneToOne: false,
    },
  ],
};
const noEmbeds: EmbedScope = { tables: new Map(), foreignKeys: [] };

function restErrorOf(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('identifiers and values', () => {
  it('quotes identifiers, doubling quotes', () => {
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
    expect(restErrorOf(() => quoteIdent('a\0b')).status).toBe(400);
  });

  it('binds every filter value as a parameter', () => {
    const params = new SqlParams();
    const qp = parseQueryParams(
      "title=eq.x'); drop table items; --&price=in.(1,2)&or=(title.ilike.*a*,price.is.null)",
    );
    const sql = whereClause(qp.where, rel, params);
    expect(sql).toBe(
      ' where ("items"."title" = $1) and ("items"."price" in ($2, $3)) and (("items"."title" ilike $4) or ("items"."price" is null))',
    );
    expect(params.values).toEqual(["x'); drop table items; --", '1', '2', '%a%']);
  });

  it('negates filters and trees', () => {
    const params = new SqlParams();
    const qp = parseQueryParams('title=not.like.a*&not.or=(price.gt.1,price.lt.0)');
    expect(whereClause(qp.where, rel, params)).toBe(
      ' where (not ("items"."title" like $1)) and (not (("items"."price" > $2) or ("items"."price" < $3)))',
    );
  });

  it('refuses unknown columns anywhere with 42703', () => {
    const params = new SqlParams();
    for (const query of ['select=nope', 'nope=eq.1', 'or=(nope.eq.1)']) {
      const qp = parseQueryParams(query);
      const error = restErrorOf(() => {
        selectList(qp.select, rel, noEmbeds);
        whereClause(qp.where, rel, params);
      });
      expect(error.status).toBe(400);
      expect(error.body).toMatchObject({
        code: '42703',
        message: 'column items.nope does not exist',
      });
    }
  });
});

describe('select lists', () => {
  it('renders star, aliases and allowed casts', () => {
    const qp = parseQueryParams('select=*,t:title,price::numeric,"we\\"ird"');
    expect(selectList(qp.select, rel, noEmbeds)).toBe(
      '"items".*, "items"."title" as "t", cast("items"."price" as numeric) as "price", "items"."we""ird" as "we""ird"',
    );
  });

  it('refuses unknown casts and embeds', () => {
    expect(
      restErrorOf(() =>
        selectList(parseQueryParams('select=title::regclass').select, rel, noEmbeds),
      ).body.code,
    ).toBe('42704');
    expect(
      restErrorOf(() => selectList(parseQueryParams('select=*,profiles(*)').select, rel, noEmbeds))
        .body.code,
    ).toBe('PGRST200');
  });
});

describe('embedded resources', () => {
  it('embeds the row a foreign key points to as an object', () => {
    const items = relation('items', withOwner.columns);
    const qp = parseQueryParams('select=id,owner:owners(name)');
    expect(selectList(qp.select, items, scope)).toBe(
      '"items"."id" as "id", (select row_to_json(_pgrst_j1) from (select "_pgrst_e1"."name" as "name" ' +
        'from "public"."owners" as "_pgrst_e1" where "_pgrst_e1"."id" = "items"."owner_id") as _pgrst_j1) as "owner"',
    );
  });

  it('embeds the rows pointing back as an array, nesting further embeds', () => {
    const ownerRel = relation('owners', owners.columns);
    const qp = parseQueryParams('select=name,items(id,owners(id))');
    expect(selectList(qp.select, ownerRel, scope)).toBe(
      '"owners"."name" as "name", coalesce((select json_agg(_pgrst_j1) from (select "_pgrst_e1"."id" as "id", ' +
        '(select row_to_json(_pgrst_j2) from (select "_pgrst_e2"."id" as "id" from "public"."owners" as "_pgrst_e2" ' +
        'where "_pgrst_e2"."id" = "_pgrst_e1"."owner_id") as _pgrst_j2) as "owners" from "public"."items" as "_pgrst_e1" ' +
        'where "_pgrst_e1"."owner_id" = "owners"."id") as _pgrst_j1), \'[]\') as "items"',
    );
  });

  it('finds the relationship by column or hint and refuses unknown ones', () => {
    const items = relation('items', withOwner.columns);
    expect(selectList(parseQueryParams('select=owner_id(name)').select, items, scope)).toContain(
      'as "owner_id"',
    );
    expect(
      selectList(parseQueryParams('select=owners!owner_id(name)').select, items, scope),
    ).toContain('as "owners"');
    expect(
      restErrorOf(() =>
        selectList(parseQueryParams('select=owners!nope(name)').select, items, scope),
      ).body.code,
    ).toBe('PGRST200');
    expect(
      restErrorOf(() =>
        selectList(parseQueryParams('select=*,owners!inner(name)').select, items, scope),
      ).body.code,
    ).toBe('PGRST127');
  });
});

describe('statements', () => {
  it('reads with count, order, range and a JSON body built by Postgres', () => {
    const params = new SqlParams();
    const qp = parseQueryParams('select=id&title=eq.a&order=price.desc.nullslast,id');
    const sql = readStatement(
      table,
      qp,
      { offset: 10, limit: 5 },
      { count: true, singular: false, stripNulls: false, scope: noEmbeds },
      params,
    );
    expect(sql).toBe(
      'with pgrst_source as (select "items"."id" as "id" from "public"."items" as "items" where ("items"."title" = $1)' +
        ' order by "items"."price" desc nulls last, "items"."id" limit 5 offset 10) ' +
        'select (select count(*) from "public"."items" as "items" where ("items"."title" = $1))::int as total, ' +
        "count(*)::int as page_count, coalesce(json_agg(_postgrest_t), '[]')::text as body, null::text as location " +
        'from pgrst_source as _postgrest_t',
    );
    expect(params.values).toEqual(['a']);
  });

  it('builds single-object and stripped-nulls bodies', () => {
    expect(bodyExpression({ singular: true, stripNulls: false })).toBe(
      "coalesce((json_agg(_postgrest_t) -> 0)::text, 'null')",
    );
    expect(bodyExpression({ singular: false, stripNulls: true })).toContain('json_strip_nulls');
  });

  it('inserts from the JSON payload with defaults and upserts', () => {
    const qp = parseQueryParams('');
    const sql = insertStatement(table, '$1', qp, {
      columns: [table.columns[0], table.columns[1]],
      missingDefault: true,
      onConflict: { columns: ['id'], action: 'merge' },
      returning: 'representation',
      singular: false,
      stripNulls: false,
      scope: noEmbeds,
    });
    expect(sql).toContain('insert into "public"."items" as "items" ("id", "title") select ');
    expect(sql).toContain(
      'case when _pgrst_e.j ? \'id\' then _pgrst_r."id" else gen_random_uuid() end',
    );
    expect(sql).toContain('jsonb_populate_record(null::"public"."items", _pgrst_e.j)');
    expect(sql).toContain(
      'on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title"',
    );
    expect(sql).toContain('returning "items".*');
  });

  it('returns nothing but a count for return=minimal', () => {
    const params = new SqlParams();
    const qp = parseQueryParams('id=eq.1');
    const sql = deleteStatement(
      table,
      qp,
      { returning: 'minimal', singular: false, stripNulls: false, scope: noEmbeds },
      params,
    );
    expect(sql).toBe(
      'with pgrst_source as (delete from "public"."items" as "items" where ("items"."id" = $1) returning 1) ' +
        'select null::int as total, count(*)::int as page_count, null::text as body, null::text as location from pgrst_source',
    );
  });

  it('updates only the payload columns', () => {
    const params = new SqlParams();
    const bodyParam = params.add('{"title":"x"}');
    const qp = parseQueryParams('id=eq.1');
    const sql = updateStatement(
      table,
      bodyParam,
      [table.columns[1]],
      qp,
      { returning: 'minimal', singular: false, stripNulls: false, scope: noEmbeds },
      params,
    );
    expect(sql).toContain(
      'update "public"."items" as "items" set "title" = pgrst_body."title" from pgrst_body where ("items"."id" = $2)',
    );
    expect(params.values).toEqual(['{"title":"x"}', '1']);
  });
});
