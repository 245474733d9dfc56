/** The parsed form of a PostgREST request's query string (see query-params.ts). */

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; name: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      children: SelectItem[];
    };

/** Operators that compare a column with one value. */
export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'isdistinct';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string }
  /** `eq(any).{a,b}`: the value is a Postgres array literal. */
  | { kind: 'quantified'; op: SimpleOperator; quantifier: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string };

export interface Filter {
  column: string;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negate: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  /** Column filters (`col=op.value`) and logic trees (`or=(...)`), all ANDed. */
  where: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert/upsert. */
  columns?: string[];
  onConflict?: string[];
  /** Query parameters without an operator: the arguments of a GET/HEAD RPC call. */
  rpcArgs: [string, string][];
}
