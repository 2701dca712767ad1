import type { Field } from '@weld/core';
import type { AppContext } from '../context';
import { kitDb } from './table';

/**
 * Which of the given values a field's lookup table holds (a table dictionary's value column): a write is
 * checked against the rows the form offers, not a `sys_dict` code. The table and columns were checked when the
 * resource was compiled and published (identifiers, whitelist).
 * @example await lookupValuesFound(ctx, field, ['admin', 'nobody']) // Set { 'admin' }
 */
export async function lookupValuesFound(
  ctx: AppContext,
  field: Field,
  values: string[],
): Promise<Set<string>> {
  const lookup = field.lookup;
  if (!lookup || values.length === 0) return new Set();
  const rows = await kitDb(ctx)
    .selectFrom(lookup.table)
    .select(`${lookup.key} as k`)
    .where(lookup.key, 'in', [...new Set(values)])
    .execute();
  return new Set(rows.map((r) => String(r.k)));
}
