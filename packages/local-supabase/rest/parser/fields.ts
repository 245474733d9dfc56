/** Field-name lists: `order=`, `columns=`, `on_conflict=` and the `a.b.c` keys of embedded resources. */
import type { OrderTerm } from '../ast.ts';
import { fieldName, rejectJsonPath, Scanner } from './scanner.ts';

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
