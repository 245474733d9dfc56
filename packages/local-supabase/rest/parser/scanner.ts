/**
 * The lexer shared by the parsers of PostgREST's query-string grammar (following
 * PostgREST.ApiRequest.QueryParams): a cursor over one parameter, whose errors are PGRST100.
 */
import { queryParamError } from '../errors.ts';

/**
 * How deep `and(...)`/`or(...)` or embedded selects may nest. A request nesting 2.500 levels
 * exhausted the call stack (a 500); real queries use a handful.
 */
export const MAX_NESTING = 100;

export class Scanner {
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

export function identifier(sc: Scanner): string {
  const start = sc.pos;
  while (!sc.eof && IDENTIFIER_CHAR.test(sc.peek())) sc.pos += 1;
  if (sc.pos === start) sc.fail('field name (* or [a..z0..9_$])');
  return sc.input.slice(start, sc.pos).trim();
}

/** `"quoted \" value"` with backslash escapes. */
export function quotedValue(sc: Scanner): string {
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
export function fieldName(sc: Scanner): string {
  sc.skipSpaces();
  if (sc.peek() === '"') return quotedValue(sc);
  const parts = [identifier(sc)];
  while (sc.peek() === '-' && sc.peek(1) !== '>') {
    sc.pos += 1;
    parts.push(identifier(sc));
  }
  return parts.join('-');
}

export function rejectJsonPath(sc: Scanner): void {
  if (sc.startsWith('->')) sc.failWith('JSON paths (-> and ->>) are not supported by this server');
}
