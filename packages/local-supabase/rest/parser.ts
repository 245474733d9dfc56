/**
 * Parsers for PostgREST's query-string grammar (select, filters, logic trees, order, columns),
 * following PostgREST.ApiRequest.QueryParams. Pure functions; errors are PGRST100.
 */
import type {
  Filter,
  FtsOperator,
  LogicTree,
  Operation,
  OrderTerm,
  SelectItem,
  SimpleOperator,
} from './ast.ts';
import { queryParamError } from './errors.ts';

const SIMPLE_OPERATORS: ReadonlySet<string> = new Set<SimpleOperator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
]);

/** Operators that accept the `(any)` / `(all)` modifiers. */
const QUANTIFIABLE: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

const FTS_OPERATORS: ReadonlySet<string> = new Set<FtsOperator>(['fts', 'plfts', 'phfts', 'wfts']);

/** Whether a filter value starts with an operator, i.e. `col=value` is a filter, not an RPC argument. */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  if (parts[0] === 'not') return parts.length > 1;
  if (parts[0] === 'is' || parts[0] === 'in') return true;
  const head = parts[0].split('(')[0];
  return SIMPLE_OPERATORS.has(head) || FTS_OPERATORS.has(head);
}

/**
 * How deep `and(...)`/`or(...)` or embedded selects may nest. A request nesting 2.500 levels
 * exhausted the call stack (a 500); real queries use a handful.
 */
export const MAX_NESTING = 100;

class Scanner {
  pos = 0;
  #depth = 0;

  constructor(
    private readonly what: string,
    readonly input: string,
  ) {}

  get eof(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  expect(char: string, expecting = `"${char}"`): void {
    if (this.peek() !== char) this.fail(expecting);
    this.pos += 1;
  }

  fail(expecting: string, unexpected?: string): never {
    const found = unexpected ?? (this.eof ? 'end of input' : `"${this.peek()}"`);
    throw queryParamError(
      this.what,
      this.input,
      this.pos + 1,
      `unexpected ${found} expecting ${expecting}`,
    );
  }

  failWith(details: string): never {
    throw queryParamError(this.what, this.input, this.pos + 1, details);
  }

  /** Runs `parse` one level deeper, failing past MAX_NESTING. */
  nested<T>(parse: () => T): T {
    if (this.#depth >= MAX_NESTING) this.failWith(`nesting deeper than ${MAX_NESTING} levels`);
    this.#depth += 1;
    try {
      return parse();
    } finally {
      this.#depth -= 1;
    }
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

function identifier(sc: Scanner): string {
  const start = sc.pos;
  while (!sc.eof && IDENTIFIER_CHAR.test(sc.peek())) sc.pos += 1;
  if (sc.pos === start) sc.fail('field name (* or [a..z0..9_$])');
  return sc.input.slice(start, sc.pos).trim();
}

/** `"quoted \" value"` with backslash escapes. */
function quotedValue(sc: Scanner): string {
  sc.expect('"');
  let out = '';
  while (!sc.eof && sc.peek() !== '"') {
    if (sc.peek() === '\\') sc.pos += 1;
    if (sc.eof) break;
    out += sc.peek();
    sc.pos += 1;
  }
  sc.expect('"');
  return out;
}

/** A field name: quoted, or identifiers joined by dashes (a dash followed by `>` is a JSON arrow). */
function fieldName(sc: Scanner): string {
  sc.skipSpaces();
  if (sc.peek() === '"') return quotedValue(sc);
  const parts = [identifier(sc)];
  while (sc.peek() === '-' && sc.peek(1) !== '>') {
    sc.pos += 1;
    parts.push(identifier(sc));
  }
  return parts.join('-');
}

function rejectJsonPath(sc: Scanner): void {
  if (sc.startsWith('->')) sc.failWith('JSON paths (-> and ->>) are not supported by this server');
}

function atItemEnd(sc: Scanner): boolean {
  return sc.eof || sc.peek() === ',' || sc.peek() === ')';
}

function selectItem(sc: Scanner): SelectItem {
  sc.skipSpaces();
  if (sc.startsWith('..')) {
    sc.pos += 2;
    const relation = fieldName(sc);
    return { ...embedRest(sc, relation), spread: true };
  }
  if (sc.peek() === '*') {
    sc.pos += 1;
    sc.skipSpaces();
    if (!atItemEnd(sc)) sc.fail('")", "," or end of input');
    return { kind: 'star' };
  }
  let name = fieldName(sc);
  let alias: string | undefined;
  if (sc.peek() === ':' && sc.peek(1) !== ':') {
    sc.pos += 1;
    alias = name;
    name = fieldName(sc);
  }
  rejectJsonPath(sc);
  if (sc.peek() === '!' || sc.peek() === '(') {
    return { ...embedRest(sc, name), alias, spread: false };
  }
  let cast: string | undefined;
  if (sc.startsWith('::')) {
    sc.pos += 2;
    cast = identifier(sc);
  }
  sc.skipSpaces();
  if (!atItemEnd(sc)) sc.fail('letter, digit, "-", "::", "(", ")", "," or end of input');
  return {
    kind: 'field',
    name,
    ...(alias === undefined ? {} : { alias }),
    ...(cast ? { cast } : {}),
  };
}

type Embed = Extract<SelectItem, { kind: 'embed' }>;

function embedRest(sc: Scanner, relation: string): Omit<Embed, 'spread'> {
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  for (let i = 0; i < 2 && sc.peek() === '!'; i += 1) {
    sc.pos += 1;
    const param = fieldName(sc);
    if (param === 'inner' || param === 'left') joinType = param;
    else hint = param;
  }
  sc.expect('(');
  const children = sc.nested(() => selectList(sc));
  sc.expect(')');
  sc.skipSpaces();
  return { kind: 'embed', relation, hint, joinType, children };
}

function selectList(sc: Scanner): SelectItem[] {
  const items = [selectItem(sc)];
  sc.skipSpaces();
  while (sc.peek() === ',') {
    sc.pos += 1;
    items.push(selectItem(sc));
    sc.skipSpaces();
  }
  return items;
}

export function parseSelect(input: string): SelectItem[] {
  const sc = new Scanner('select parameter', input);
  const items = selectList(sc);
  if (!sc.eof) sc.fail('"," or end of input');
  return items;
}

/** `(a,"b,c",d)` of the `in` operator. */
function listValue(sc: Scanner): string[] {
  sc.skipSpaces();
  sc.expect('(');
  sc.skipSpaces();
  if (sc.peek() === ')') {
    sc.pos += 1;
    sc.skipSpaces();
    return [];
  }
  const values: string[] = [];
  for (;;) {
    if (sc.peek() === '"') {
      values.push(quotedValue(sc));
    } else {
      const start = sc.pos;
      while (!sc.eof && sc.peek() !== ',' && sc.peek() !== ')') sc.pos += 1;
      values.push(sc.input.slice(start, sc.pos));
    }
    if (sc.peek() === ',') {
      sc.pos += 1;
      continue;
    }
    sc.expect(')', '"," or ")"');
    sc.skipSpaces();
    return values;
  }
}

/** A value inside a logic tree: quoted, a `{...}` array literal, or anything up to `,` or `)`. */
function logicSingleValue(sc: Scanner): string {
  if (sc.peek() === '"') return quotedValue(sc);
  const start = sc.pos;
  if (sc.peek() === '{') {
    const close = sc.input.indexOf('}', sc.pos);
    if (close >= 0) {
      sc.pos = close + 1;
      return sc.input.slice(start, sc.pos);
    }
  }
  while (!sc.eof && sc.peek() !== ',' && sc.peek() !== ')') sc.pos += 1;
  return sc.input.slice(start, sc.pos);
}

function restOfInput(sc: Scanner): string {
  const value = sc.input.slice(sc.pos);
  sc.pos = sc.input.length;
  return value;
}

const TRILEAN: Record<string, Extract<Operation, { kind: 'is' }>['value']> = {
  null: 'null',
  not_null: 'not_null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function operation(sc: Scanner, singleValue: (sc: Scanner) => string): Operation {
  if (sc.startsWith('in.')) {
    sc.pos += 3;
    return { kind: 'in', values: listValue(sc) };
  }
  if (sc.startsWith('is.')) {
    sc.pos += 3;
    const raw = singleValue(sc);
    const value = TRILEAN[raw.toLowerCase()];
    if (!value) sc.fail('null or trilean value (unknown, true, false)', `"${raw}"`);
    return { kind: 'is', value };
  }
  const start = sc.pos;
  while (!sc.eof && sc.peek() !== '.' && sc.peek() !== '(') sc.pos += 1;
  const op = sc.input.slice(start, sc.pos);
  if (FTS_OPERATORS.has(op)) {
    let config: string | undefined;
    if (sc.peek() === '(') {
      sc.pos += 1;
      config = identifier(sc);
      sc.expect(')');
    }
    sc.expect('.', 'delimiter (.)');
    return {
      kind: 'fts',
      op: op as FtsOperator,
      value: singleValue(sc),
      ...(config ? { config } : {}),
    };
  }
  if (!SIMPLE_OPERATORS.has(op)) {
    sc.pos = start;
    sc.failWith(`unknown single value operator ${op}`);
  }
  if (sc.peek() === '(') {
    sc.pos += 1;
    const quantifier = identifier(sc);
    if ((quantifier !== 'any' && quantifier !== 'all') || !QUANTIFIABLE.has(op)) {
      sc.failWith(`unknown modifier ${quantifier} for operator ${op}`);
    }
    sc.expect(')');
    sc.expect('.', 'delimiter (.)');
    return { kind: 'quantified', op: op as SimpleOperator, quantifier, value: singleValue(sc) };
  }
  sc.expect('.', 'delimiter (.)');
  return { kind: 'simple', op: op as SimpleOperator, value: singleValue(sc) };
}

function opExpr(
  sc: Scanner,
  singleValue: (sc: Scanner) => string,
): { negate: boolean; operation: Operation } {
  let negate = false;
  if (sc.startsWith('not.')) {
    negate = true;
    sc.pos += 4;
  }
  return { negate, operation: operation(sc, singleValue) };
}

/** The value of `column=<value>`, e.g. `not.in.(1,2)`. */
export function parseFilter(column: string, value: string): Filter {
  const sc = new Scanner('filter', value);
  const expr = opExpr(sc, restOfInput);
  if (!sc.eof) sc.fail('end of input');
  return { column, ...expr };
}

function logicTree(sc: Scanner): LogicTree {
  sc.skipSpaces();
  const start = sc.pos;
  try {
    const column = fieldName(sc);
    rejectJsonPath(sc);
    sc.expect('.', 'delimiter (.)');
    const expr = opExpr(sc, logicSingleValue);
    sc.skipSpaces();
    return { kind: 'filter', filter: { column, ...expr } };
  } catch (error) {
    sc.pos = start;
    let negate = false;
    if (sc.startsWith('not.')) {
      negate = true;
      sc.pos += 4;
    }
    let operator: 'and' | 'or';
    if (sc.startsWith('and(')) operator = 'and';
    else if (sc.startsWith('or(')) operator = 'or';
    else throw error;
    sc.pos += operator.length;
    return { kind: 'expr', negate, operator, children: sc.nested(() => logicChildren(sc)) };
  }
}

function logicChildren(sc: Scanner): LogicTree[] {
  sc.skipSpaces();
  sc.expect('(');
  const children = [logicTree(sc)];
  while (sc.peek() === ',') {
    sc.pos += 1;
    children.push(logicTree(sc));
  }
  sc.expect(')', '"," or ")"');
  sc.skipSpaces();
  return children;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; `key` is `or`, `and`, `not.or` or `not.and`. */
export function parseLogic(key: 'and' | 'or' | 'not.and' | 'not.or', value: string): LogicTree {
  const negate = key.startsWith('not.');
  const operator = negate ? (key.slice(4) as 'and' | 'or') : (key as 'and' | 'or');
  const sc = new Scanner('logic tree', `${operator}${value}`);
  sc.pos = operator.length;
  const children = logicChildren(sc);
  if (!sc.eof) sc.fail('end of input');
  return { kind: 'expr', negate, operator, children };
}

export function parseOrder(input: string): OrderTerm[] {
  const sc = new Scanner('order', input);
  const terms: OrderTerm[] = [];
  for (;;) {
    const column = fieldName(sc);
    rejectJsonPath(sc);
    if (sc.peek() === '(')
      sc.failWith('ordering by an embedded resource is not supported by this server');
    const term: OrderTerm = { column };
    if (sc.startsWith('.asc') || sc.startsWith('.desc')) {
      term.direction = sc.startsWith('.asc') ? 'asc' : 'desc';
      sc.pos += term.direction.length + 1;
    }
    if (sc.startsWith('.nullsfirst') || sc.startsWith('.nullslast')) {
      term.nulls = sc.startsWith('.nullsfirst') ? 'first' : 'last';
      sc.pos += term.nulls === 'first' ? 11 : 10;
    }
    sc.skipSpaces();
    terms.push(term);
    if (sc.eof) return terms;
    if (sc.peek() === '.') {
      sc.pos += 1;
      sc.fail('"asc", "desc", "nullsfirst" or "nullslast"');
    }
    sc.expect(',', '",", delimiter (.) or end of input');
  }
}

/** `columns=` and `on_conflict=`: field names separated by commas. */
export function parseColumns(what: 'columns' | 'on_conflict', input: string): string[] {
  const sc = new Scanner(`${what} parameter`, input);
  const names = [fieldName(sc)];
  sc.skipSpaces();
  while (sc.peek() === ',') {
    sc.pos += 1;
    names.push(fieldName(sc));
    sc.skipSpaces();
  }
  if (!sc.eof) sc.fail('"," or end of input');
  return names;
}

/** `a.b.c` keys address embedded resources: returns the path and the last name. */
export function parseTreePath(key: string): { path: string[]; name: string } {
  const sc = new Scanner('tree path', key);
  const names = [fieldName(sc)];
  while (sc.peek() === '.') {
    sc.pos += 1;
    names.push(fieldName(sc));
  }
  rejectJsonPath(sc);
  if (!sc.eof) sc.fail('delimiter (.) or end of input');
  return { path: names.slice(0, -1), name: names[names.length - 1] };
}
