/** `/rpc/<function>`: POST with named arguments in a JSON object, or GET/HEAD with query arguments. */
import type { LocalResponse } from '../types.ts';
import { RestError } from './errors.ts';
import { inRequestTransaction } from './execute.ts';
import { closest } from './fuzzy.ts';
import { resolveRange } from './headers.ts';
import { parseObject } from './payload.ts';
import { checkMaxAffected, type RequestContext } from './response.ts';
import { EXPOSED_SCHEMA, type FunctionInfo, type SchemaCache } from './schema-cache.ts';
import { SqlParams } from './sql.ts';
import { rpcStatement } from './statements.ts';
import { readResponse } from './table.ts';

function noFunction(
  cache: SchemaCache,
  name: string,
  argNames: string[],
  isPost: boolean,
): RestError {
  const fn = `${EXPOSED_SCHEMA}.${name}`;
  const sorted = [...argNames].sort();
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const overloads = cache.functions.get(name);
  let hint: string | null = null;
  if (overloads) {
    const signature = [...overloads[0].args.map((a) => a.name)].sort().join(', ');
    hint = `Perhaps you meant to call the function ${fn}(${signature})`;
  } else {
    const other = closest(name, cache.functions.keys());
    if (other) hint = `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${other}`;
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** The overload whose parameters accept exactly these argument names. */
function resolveFunction(
  cache: SchemaCache,
  name: string,
  argNames: string[],
  isPost: boolean,
): FunctionInfo {
  const match = (cache.functions.get(name) ?? []).find((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return (
      argNames.every((arg) => names.has(arg)) &&
      fn.args.every((a) => a.hasDefault || argNames.includes(a.name))
    );
  });
  if (!match) throw noFunction(cache, name, argNames, isPost);
  return match;
}

export async function handleRpc(ctx: RequestContext, name: string): Promise<LocalResponse> {
  const isPost = ctx.method === 'POST';
  if (!isPost && ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${ctx.method} method on RPC`);
  }
  let argsJson: string;
  let argNames: string[];
  if (isPost) {
    const body = (ctx.req.body ?? '').trim();
    argsJson = body === '' ? '{}' : body;
    argNames = Object.keys(parseObject(argsJson));
  } else {
    const args = Object.fromEntries(ctx.qp.rpcArgs);
    argsJson = JSON.stringify(args);
    argNames = Object.keys(args);
  }
  const fn = resolveFunction(ctx.cache, name, argNames, isPost);
  const range = resolveRange(ctx.req.headers.range, ctx.qp.limit, ctx.qp.offset);
  const params = new SqlParams();
  // A call without arguments binds no parameter: Postgres refuses a bind of unused parameters.
  const argsParam = argNames.length > 0 ? params.add(argsJson) : '';
  const sql = rpcStatement(
    fn,
    argNames,
    argsParam,
    ctx.qp,
    range,
    {
      count: ctx.prefs.count !== undefined,
      scope: ctx.cache,
      // A function that returns one value (not a set) answers that value, not an array.
      singular: ctx.media.singular || !fn.returnsSet,
      stripNulls: ctx.media.stripNulls,
    },
    params,
  );
  const input = {
    db: ctx.db,
    cache: ctx.cache,
    claims: ctx.claims,
    req: ctx.req,
    readOnly: !isPost,
  };
  return inRequestTransaction(input, async (run, tx) => {
    const result = await run(sql, params.values);
    checkMaxAffected(ctx.prefs, result.page_count);
    const response =
      fn.returnType === 'void' ? { status: 204 } : readResponse(ctx, result, range.offset);
    if (ctx.prefs.tx === 'rollback') await tx.rollback();
    return response;
  });
}
