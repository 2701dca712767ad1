import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { AppError } from '../../../lib/errors';
import type { SqlTemplate } from './sql-text';
import type { ReportItem, ReportParam } from './report.repo';

type Query = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/**
 * The checked SELECT with each `${param}` place bound: the caller's `self_<name>` value, else the parameter's
 * default, else null. Values are parameters of the statement, never part of its text.
 * @example boundReport(template, params, { self_kind: 'model' })
 */
export function boundReport(template: SqlTemplate, params: ReportParam[], query: Query): RawBuilder<unknown> {
  const defaults = new Map(params.map((p) => [p.paramName, p.paramValue]));
  let statement: RawBuilder<unknown> = sql.raw(template.pieces[0]);
  template.params.forEach((name, i) => {
    const value = text(query[`self_${name}`]) ?? text(defaults.get(name));
    statement = sql`${statement}${value}${sql.raw(template.pieces[i + 1])}`;
  });
  return statement;
}

/** `!` escapes LIKE's wildcards on every dialect (a backslash means different things in MySQL's strings). */
const likeValue = (value: string) => `%${value.replace(/[!%_]/g, '!$&')}%`;

/**
 * The WHERE of the outer query from the query fields: each searchable column by its mode, a String column
 * containing the value, any other equal to it; a range (`group`) by `<field>_begin` and `<field>_end`. Columns are
 * the report's own (quoted identifiers), values parameters. Null when nothing is asked.
 */
export function reportFilters(items: ReportItem[], query: Query): RawBuilder<unknown> | null {
  const conditions: RawBuilder<unknown>[] = [];
  for (const item of items.filter((i) => i.isSearch === 1)) {
    const column = sql`r.${sql.id(item.fieldName)}`;
    if (item.searchMode === 'group') {
      const begin = text(query[`${item.fieldName}_begin`]);
      const end = text(query[`${item.fieldName}_end`]);
      if (begin !== null) conditions.push(sql`${column} >= ${begin}`);
      if (end !== null) conditions.push(sql`${column} <= ${end}`);
      continue;
    }
    const value = text(query[item.fieldName]);
    if (value === null) continue;
    conditions.push(
      item.fieldType === 'String'
        ? sql`${column} like ${likeValue(value)} escape '!'`
        : sql`${column} = ${value}`,
    );
  }
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

/** ORDER BY a returned column (`column`, `order` asc|desc), or nothing; any other column is a 400. */
export function reportOrder(items: ReportItem[], query: Query): RawBuilder<unknown> | null {
  const column = text(query.column);
  if (column === null) return null;
  if (!items.some((i) => i.fieldName === column))
    throw new AppError(400, 'cgreport.unknownColumn', { name: column });
  const order = text(query.order)?.toLowerCase() ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw new AppError(400, 'cgreport.badOrder');
  return sql`order by r.${sql.id(column)} ${sql.raw(order)}`;
}

/**
 * The outer query around the checked SELECT: `select * from (<report>) r [where …] [order by …] [limit …]`, built by
 * the server, so the report's text only ever stands as a subquery.
 */
export function outerQuery(
  report: RawBuilder<unknown>,
  where: RawBuilder<unknown> | null,
  order: RawBuilder<unknown> | null,
  page: { limit: number; offset: number } | null,
): RawBuilder<Record<string, unknown>> {
  const filtered = where ? sql`where ${where}` : sql``;
  const sorted = order ?? sql``;
  const paged = page ? sql`limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}` : sql``;
  return sql<Record<string, unknown>>`select * from (${report}) r ${filtered} ${sorted} ${paged}`;
}

/** `select count(*)` of the filtered rows, stopping at `limit` (null: all). */
export function countQuery(
  report: RawBuilder<unknown>,
  where: RawBuilder<unknown> | null,
  limit: number | null,
): RawBuilder<Record<string, unknown>> {
  const filtered = where ? sql`where ${where}` : sql``;
  const capped = limit === null ? sql`` : sql`limit ${sql.lit(limit)}`;
  return sql<
    Record<string, unknown>
  >`select count(*) as n from (select 1 as one from (${report}) r ${filtered} ${capped}) c`;
}

/** The sums of the total columns over every filtered row (not just the page): `select sum(r.f) as f, …`. */
export function totalsQuery(
  report: RawBuilder<unknown>,
  where: RawBuilder<unknown> | null,
  fields: string[],
): RawBuilder<Record<string, unknown>> {
  const filtered = where ? sql`where ${where}` : sql``;
  const sums = sql.join(fields.map((f) => sql`sum(r.${sql.id(f)}) as ${sql.id(f)}`));
  return sql<Record<string, unknown>>`select ${sums} from (${report}) r ${filtered}`;
}
