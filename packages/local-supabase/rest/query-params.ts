/** Splits a PostgREST query string into select, filters, logic trees, order, range and arguments. */
import type { LogicTree, OrderTerm, QueryParams, SelectItem } from './ast.ts';
import { RestError } from './errors.ts';
import { parseColumns, parseOrder, parseTreePath } from './parser/fields.ts';
import { hasOperator, parseFilter, parseLogic } from './parser/filter.ts';
import { parseSelect } from './parser/select.ts';

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const LOGIC_KEYS = new Set(['and', 'or', 'not.and', 'not.or']);

/**
 * A filter, order or range on an embedded resource (`drivers.name=eq.x`): PGRST108 when the
 * resource is not embedded by `select`, and not implemented by this server when it is.
 */
function embeddedParam(resource: string, select: SelectItem[]): RestError {
  const name = resource.split('.')[0];
  const embedded = select.some(
    (item) => item.kind === 'embed' && (item.alias ?? item.relation) === name,
  );
  if (embedded) {
    return new RestError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Filters, order and limits on embedded resources are not supported by this server',
    );
  }
  return new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1];
}

/** PostgREST reads limit and offset with `readMaybe`: anything but an integer is ignored. */
function parseInteger(value: string): number | undefined {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export function parseQueryParams(rawQuery: string): QueryParams {
  // URLSearchParams decodes `+` as a space, like PostgREST's parseQueryReplacePlus.
  const entries = [...new URLSearchParams(rawQuery).entries()];
  const first = (name: string): string | undefined => entries.find(([key]) => key === name)?.[1];

  const selectRaw = first('select');
  const columnsRaw = first('columns');
  const onConflictRaw = first('on_conflict');
  const result: QueryParams = {
    select: parseSelect(selectRaw ?? '*'),
    where: [],
    order: [],
    rpcArgs: [],
    ...(columnsRaw === undefined ? {} : { columns: parseColumns('columns', columnsRaw) }),
    ...(onConflictRaw === undefined
      ? {}
      : { onConflict: parseColumns('on_conflict', onConflictRaw) }),
  };

  const order: OrderTerm[] = [];
  for (const [key, value] of entries) {
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (last === 'order' || last === 'limit' || last === 'offset') {
      if (key !== last)
        throw embeddedParam(key.slice(0, key.length - last.length - 1), result.select);
      if (last === 'order') order.push(...parseOrder(value));
      else if (last === 'limit') result.limit = parseInteger(value) ?? result.limit;
      else result.offset = parseInteger(value) ?? result.offset;
      continue;
    }
    if (last === 'and' || last === 'or') {
      if (!LOGIC_KEYS.has(key)) throw embeddedParam(key.split('.')[0], result.select);
      result.where.push(parseLogic(key as 'and' | 'or' | 'not.and' | 'not.or', value));
      continue;
    }
    const isFilter = key.includes('.') || hasOperator(value);
    if (!isFilter) {
      result.rpcArgs.push([key, value]);
      continue;
    }
    const { path, name } = parseTreePath(key);
    if (path.length > 0) throw embeddedParam(path.join('.'), result.select);
    const tree: LogicTree = { kind: 'filter', filter: parseFilter(name, value) };
    result.where.push(tree);
  }
  result.order = order;
  return result;
}
