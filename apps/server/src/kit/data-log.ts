import { sql } from 'kysely';
import { KIND_VALUES, readableFields } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import { newId } from '../db/ids';
import { readColumns } from './records';
import type { KitTx, Row } from './table';

/** Who wrote a version and when come from the row's own audit columns. */
export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time'];

/** The record as a version keeps it: the id and every readable field by key (secrets never). */
function content(def: ResourceDefinition, row: Row): string {
  const out: Record<string, unknown> = { id: String(row.id) };
  for (const field of readableFields(def)) {
    const raw = row[field.column];
    // PostgreSQL and MySQL hand big integers back as strings; a version compares like the record reads
    out[field.key] =
      raw === null || raw === undefined ? null : KIND_VALUES[field.kind].numeric ? Number(raw) : raw;
  }
  return JSON.stringify(out);
}

/**
 * Stores the record as it now is as the next version of (table, id), inside the write's transaction,
 * in two statements (the row with its latest version number, then the insert): a transaction holds
 * the connection, so every extra round trip inside it is paid by every concurrent write.
 * A record edited for the first time without any version (written before its table was logged) first
 * gets its earlier state (`before`, the stored row the write read before updating it) as version 1, so that
 * first edit can already be compared.
 * @example await storeVersion(tx, user, id, before)
 */
export async function storeVersion(
  tx: KitTx,
  def: ResourceDefinition,
  id: string,
  before: Row | null,
): Promise<void> {
  const latest = sql<
    number | null
  >`(select max(data_version) from sys_data_log where data_table = ${def.table} and data_id = ${id})`;
  const after = await tx
    .selectFrom(def.table)
    .select([...readColumns(def), ...AUDIT_COLUMNS, latest.as('__latest_version')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!after) return;
  let version = Number(after.__latest_version ?? 0);
  const rows = (version === 0 && before ? [before, after] : [after]).map((row) => ({
    id: newId(),
    data_table: def.table,
    data_id: id,
    data_version: ++version,
    data_content: content(def, row),
    create_by: (row.update_by ?? row.create_by ?? null) as string | null,
    create_time: String(row.update_time ?? row.create_time),
  }));
  await tx.insertInto('sys_data_log').values(rows).execute();
}
