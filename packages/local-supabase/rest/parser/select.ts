/** `select=`: columns, aliases, casts and embedded resources (`rel!hint!inner(...)`, `...rel(...)`). */
import type { SelectItem } from '../ast.ts';
import { fieldName, identifier, rejectJsonPath, Scanner } from './scanner.ts';

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
