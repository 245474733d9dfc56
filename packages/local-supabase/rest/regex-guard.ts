/**
 * PGlite cannot interrupt a running statement: its engine cuts one that overruns the timeout by
 * restarting the worker, seconds during which every other request waits (a single session). A
 * regular expression with back-references or lookaround makes Postgres's matcher backtrack, so
 * one anonymous `match` filter could hold the database for its whole timeout and then its restart
 * (four at once held a normal request for 34 s). On that engine such patterns are refused up
 * front, with the error Postgres gives for a pattern it will not run; PostgreSQL runs them under
 * its own statement timeout, which cancels without stopping anyone else.
 */
import type { LogicTree, Operation } from './ast.ts';
import { RestError } from './errors.ts';

/** `\1`–`\9` (back-references) and `(?=`, `(?!`, `(?<=`, `(?<!` (lookaround) of ARE syntax. */
const BACKTRACKING = /\\[1-9]|\(\?<?[=!]/;

function isRegex(operation: Operation): operation is Extract<Operation, { value: string }> {
  return (
    (operation.kind === 'simple' || operation.kind === 'quantified') &&
    (operation.op === 'match' || operation.op === 'imatch')
  );
}

/** The backtracking patterns among a request's filters, however deep in and/or trees. */
function backtrackingPatterns(where: readonly LogicTree[]): string[] {
  return where.flatMap((tree) =>
    tree.kind === 'expr'
      ? backtrackingPatterns(tree.children)
      : isRegex(tree.filter.operation) && BACKTRACKING.test(tree.filter.operation.value)
        ? [tree.filter.operation.value]
        : [],
  );
}

export function assertNoBacktrackingPatterns(where: readonly LogicTree[]): void {
  const [pattern] = backtrackingPatterns(where);
  if (pattern === undefined) return;
  throw new RestError(
    400,
    '2201B',
    'invalid regular expression: back-references and lookaround are not supported by the embedded database',
    `Pattern: ${pattern.slice(0, 200)}`,
    'Hosted Supabase (PostgreSQL) runs them under the statement timeout.',
  );
}
