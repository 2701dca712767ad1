import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { fieldList, isSecret } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { Eb } from '../../../kit/scope';
import { scopeOf, scopeExpressions } from '../../../kit/scope';

/** A column or table name as SQL may see it after the whitelist; anything else never reaches a query. */
const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Columns no lookup reads, whitelisted or not. */
const SECRET_COLUMN = /password|passwd|salt|secret|token/i;

export type ConditionValue = string | number | boolean;
/** Equality pairs on whitelisted columns; the only condition a lookup accepts (no SQL text). */
export type Condition = Record<string, ConditionValue>;

/** A table dictionary code `table,text,code[,condition]`. */
export interface TableRef {
  table: string;
  text: string;
  code: string;
  condition: Condition;
}

/** Whether a dictionary code names a table dictionary rather than a `sys_dict` code. */
export const isTableCode = (code: string): boolean => code.includes(',');

/**
 * The condition of a lookup: a JSON object of {column: string | number | boolean}; blank means none.
 * @example parseCondition('{"status":1}') // { status: 1 }
 */
export function parseCondition(raw: string | undefined, key = 'sysDict.badCondition'): Condition {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(400, key);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError(400, key);
  const out: Condition = {};
  for (const [column, value] of Object.entries(parsed)) {
    if (!IDENT.test(column) || !['string', 'number', 'boolean'].includes(typeof value))
      throw new AppError(400, key);
    out[column.toLowerCase()] = value as ConditionValue;
  }
  return out;
}

/** @example parseTableCode('sys_user,realname,username') // { table: 'sys_user', text: 'realname', code: 'username', condition: {} } */
export function parseTableCode(code: string): TableRef {
  const [table = '', text = '', key = '', ...rest] = code.split(',').map((s) => s.trim());
  if (![table, text, key].every((s) => IDENT.test(s))) throw new AppError(400, 'sysDict.badTableCode');
  return {
    table: table.toLowerCase(),
    text: text.toLowerCase(),
    code: key.toLowerCase(),
    condition: parseCondition(rest.join(',')),
  };
}

function secretColumnsOf(ctx: AppContext, table: string): Set<string> {
  const out = new Set<string>();
  for (const def of ctx.definitions.byTable(table))
    for (const f of fieldList(def)) if (isSecret(f)) out.add(f.column);
  return out;
}

/** Whether a column may never be read: a secret of a served definition (code or run time) or a password/salt/token name. */
export function isSecretColumn(ctx: AppContext, table: string, column: string): boolean {
  return SECRET_COLUMN.test(column) || secretColumnsOf(ctx, table).has(column);
}

/**
 * Refuses (400, naming them) columns of a table that are secret, not in an active whitelist entry, or a
 * table that has none. A 400, not a 403: the caller asked for something no right can open, and the web
 * client shows a 400's own message (a 403 reads 拒绝访问).
 * @example await checkWhitelist(ctx, 'sys_user', ['username', 'realname'])
 */
export async function checkWhitelist(ctx: AppContext, table: string, columns: string[]): Promise<void> {
  if (!IDENT.test(table)) throw new AppError(400, 'sysDict.badTableCode');
  const wanted = [...new Set(columns.map((c) => c.toLowerCase()))];
  const secret = wanted.find((c) => !IDENT.test(c) || isSecretColumn(ctx, table, c));
  if (secret) throw new AppError(400, 'sysDict.secretColumn', { field: secret });
  const entry = await ctx.db
    .selectFrom('sys_table_white_list')
    .select('field_names')
    .where(sql<string>`lower(table_name)`, '=', table)
    .where('status', '=', 1)
    .executeTakeFirst();
  const allowed = new Set((entry?.field_names ?? '').split(',').map((s) => s.trim().toLowerCase()));
  const missing = wanted.filter((c) => !allowed.has(c));
  if (missing.length > 0)
    throw new AppError(400, 'sysDict.notWhitelisted', { table, fields: missing.join(',') });
}

/**
 * Row filters every lookup of a table applies: the equality condition, and the scope a registered
 * definition of the table (code or run time) gives (live rows, the caller's tenant) so a lookup reads no more than its list.
 */
export async function lookupFilters(
  ctx: AppContext,
  request: FastifyRequest,
  table: string,
  condition: Condition,
): Promise<(eb: Eb) => Expression<SqlBool>[]> {
  const def = ctx.definitions.byTable(table)[0];
  const scope = def ? await scopeOf(ctx, def, request) : null;
  return (eb) => [
    ...(def && scope ? scopeExpressions(eb, def, { ...scope, filters: [] }) : []),
    ...Object.entries(condition).map(([column, value]) =>
      eb(sql.ref(column), '=', typeof value === 'boolean' ? Number(value) : value),
    ),
  ];
}

/** A lookup query that failed on the database (a whitelisted column the table lacks) becomes a clear 400. */
export async function guardedQuery<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'sysDict.badColumns');
  }
}
