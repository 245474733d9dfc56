/** Filters (`column=op.value`) and logic trees (`or=(a.eq.1,and(...))`). */
import type { Filter, FtsOperator, LogicTree, Operation, SimpleOperator } from '../ast.ts';
import { fieldName, identifier, quotedValue, rejectJsonPath, Scanner } from './scanner.ts';

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
