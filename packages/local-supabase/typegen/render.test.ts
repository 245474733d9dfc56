import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import type { ColumnModel, PgTypeRef, SchemaModel } from './introspect.ts';
import { renderDatabaseTypes } from './render.ts';
import { tsType } from './ts-type.ts';

const t = (name: string, schema = 'pg_catalog'): PgTypeRef => ({ name, schema });
const column = (name: string, type: PgTypeRef, extra: Partial<ColumnModel> = {}): ColumnModel => ({
  name,
  type,
  nullable: false,
  hasDefault: false,
  readOnly: false,
  updatable: true,
  ...extra,
});

const model: SchemaModel = {
  schema: 'public',
  relations: [
    {
      name: 'orders',
      kind: 'table',
      updatable: false,
      columns: [
        column('id', t('int8'), { hasDefault: true, readOnly: true }),
        column('status', t('order_status', 'public')),
        column('tags', t('_text'), { nullable: true }),
        column('total', t('numeric')),
        column('customer_id', t('uuid')),
        column('meta', t('jsonb'), { hasDefault: true }),
        column('search', t('text'), { nullable: true, hasDefault: true, readOnly: true }),
      ],
    },
    {
      name: 'customers',
      kind: 'table',
      updatable: false,
      columns: [column('id', t('uuid'), { hasDefault: true }), column('name', t('text'))],
    },
    {
      name: 'order_totals',
      kind: 'view',
      updatable: false,
      columns: [column('total', t('numeric'), { nullable: true, updatable: false })],
    },
  ],
  relationships: [
    {
      foreignKeyName: 'orders_customer_id_fkey',
      relation: 'orders',
      columns: ['customer_id'],
      isOneToOne: false,
      referencedRelation: 'customers',
      referencedColumns: ['id'],
    },
  ],
  functions: [
    {
      name: 'place_order',
      args: [
        { name: 'p_total', mode: 'in', type: t('numeric'), hasDefault: false },
        { name: 'p_note', mode: 'in', type: t('text'), hasDefault: true },
      ],
      returnsSet: false,
      returnType: t('orders', 'public'),
      returnRelation: 'orders',
    },
    { name: 'now_text', args: [], returnsSet: false, returnType: t('text'), returnRelation: null },
    {
      name: 'totals',
      args: [
        { name: 'p_from', mode: 'in', type: t('date'), hasDefault: false },
        { name: 'day', mode: 'table', type: t('date'), hasDefault: false },
        { name: 'amount', mode: 'table', type: t('numeric'), hasDefault: false },
      ],
      returnsSet: true,
      returnType: t('record'),
      returnRelation: null,
    },
    { name: 'touch', args: [], returnsSet: false, returnType: t('void'), returnRelation: null },
    {
      name: 'unnamed',
      args: [
        { name: '', mode: 'in', type: t('int4'), hasDefault: false },
        { name: '', mode: 'in', type: t('int4'), hasDefault: false },
      ],
      returnsSet: false,
      returnType: t('int4'),
      returnRelation: null,
    },
  ],
  enums: [{ name: 'order_status', values: ['open', 'paid'] }],
  composites: [{ name: 'money', attributes: [{ name: 'amount', type: t('numeric') }] }],
};

async function rendered(): Promise<string> {
  return format(renderDatabaseTypes(model), { parser: 'typescript', semi: false });
}

describe('tsType', () => {
  it('maps Postgres types like postgres-meta', () => {
    expect(tsType(t('bool'), model)).toBe('boolean');
    expect(tsType(t('int4'), model)).toBe('number');
    expect(tsType(t('numeric'), model)).toBe('number');
    expect(tsType(t('timestamptz'), model)).toBe('string');
    expect(tsType(t('uuid'), model)).toBe('string');
    expect(tsType(t('jsonb'), model)).toBe('Json');
    expect(tsType(t('_text'), model)).toBe('(string)[]');
    expect(tsType(t('order_status', 'public'), model)).toBe(
      'Database["public"]["Enums"]["order_status"]',
    );
    expect(tsType(t('money', 'public'), model)).toBe(
      'Database["public"]["CompositeTypes"]["money"]',
    );
    expect(tsType(t('orders', 'public'), model)).toBe(
      'Database["public"]["Tables"]["orders"]["Row"]',
    );
    expect(tsType(t('inet'), model)).toBe('unknown');
  });
});

describe('renderDatabaseTypes', () => {
  it('renders rows, inserts and updates with nullability, defaults and read-only columns', async () => {
    const text = await rendered();
    expect(text).toContain(`      orders: {
        Row: {
          customer_id: string
          id: number
          meta: Json
          search: string | null
          status: Database["public"]["Enums"]["order_status"]
          tags: string[] | null
          total: number
        }
        Insert: {
          customer_id: string
          id?: never
          meta?: Json
          search?: never
          status: Database["public"]["Enums"]["order_status"]
          tags?: string[] | null
          total: number
        }
        Update: {
          customer_id?: string
          id?: never
          meta?: Json
          search?: never
          status?: Database["public"]["Enums"]["order_status"]
          tags?: string[] | null
          total?: number
        }
        Relationships: [
          {
            foreignKeyName: "orders_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }`);
    expect(text).toContain(`    Views: {
      order_totals: {
        Row: {
          total: number | null
        }
        Relationships: []
      }
    }`);
  });

  it('renders functions: args, defaults, table results, row results, void and no args', async () => {
    const text = await rendered();
    expect(text).toContain('now_text: { Args: never; Returns: string }');
    expect(text).toContain('touch: { Args: never; Returns: undefined }');
    expect(text).toContain(`      place_order: {
        Args: { p_note?: string; p_total: number }
        Returns: {
          customer_id: string
          id: number
          meta: Json
          search: string | null
          status: Database["public"]["Enums"]["order_status"]
          tags: string[] | null
          total: number
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }`);
    expect(text).toContain(`      totals: {
        Args: { p_from: string }
        Returns: {
          amount: number
          day: string
        }[]
      }`);
    expect(text).not.toContain('unnamed');
  });

  it('renders enums, composite types, the helpers and Constants', async () => {
    const text = await rendered();
    expect(text).toContain('order_status: "open" | "paid"');
    expect(text).toContain(`      money: {
        amount: number | null
      }`);
    for (const helper of [
      'Tables<',
      'TablesInsert<',
      'TablesUpdate<',
      'Enums<',
      'CompositeTypes<',
    ]) {
      expect(text).toContain(`export type ${helper}`);
    }
    expect(text).toContain(`export const Constants = {
  public: {
    Enums: {
      order_status: ["open", "paid"],
    },
  },
} as const`);
  });

  it('is deterministic whatever the order of the model', async () => {
    const shuffled: SchemaModel = {
      ...model,
      relations: [...model.relations].reverse(),
      functions: [...model.functions].reverse(),
    };
    const a = await rendered();
    const b = await format(renderDatabaseTypes(shuffled), { parser: 'typescript', semi: false });
    expect(b).toBe(a);
  });
});
