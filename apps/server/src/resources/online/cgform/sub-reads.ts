import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { readableFor } from '../../../kit/field-rights';
import { addLookupTexts, dictTexts, readColumns, toRecord } from '../../../kit/records';
import type { ApiRecord } from '../../../kit/records';
import { scopeExpressions, scopeOf } from '../../../kit/scope';
import type { Eb } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import type { SubLink } from './sub-links';

/** The most sub rows one main record answers: the kit's largest page. */
const MAX_SUB_ROWS = 1000;

/**
 * The sub rows of one main record as records (field rights of the sub, dictionary and lookup texts), oldest first.
 * They are reached through the main record's rights: the caller's right to that main record is checked by whoever
 * calls this; the sub's own tenant and deleted-row filters still apply.
 * @example const rows = await subRecords(ctx, request, link, order.id)
 */
export async function subRecords(
  ctx: AppContext,
  request: FastifyRequest,
  link: SubLink & { def: ResourceDefinition },
  mainValue: unknown,
): Promise<ApiRecord[]> {
  if (mainValue === null || mainValue === undefined) return [];
  const def = await readableFor(ctx, link.def, request);
  const { tenantId } = await scopeOf(ctx, def, request);
  const rows = await kitDb(ctx)
    .selectFrom(def.table)
    .where((eb: Eb) =>
      eb.and([eb(link.fkColumn, '=', mainValue), ...scopeExpressions(eb, def, { tenantId, filters: [] })]),
    )
    .select(readColumns(def))
    .orderBy('create_time')
    .orderBy('id')
    .limit(MAX_SUB_ROWS)
    .execute();
  const texts = await dictTexts(ctx, def, request.lang);
  const records = rows.map((row) => toRecord(def, row, texts));
  await addLookupTexts(ctx, def, records);
  return records;
}

/**
 * The value of a main record its sub rows hold (`mainField`, usually its id), or null when there is no such record.
 * @example const value = await mainValueOf(ctx, 'ext_order', 'id', id)
 */
export async function mainValueOf(
  ctx: AppContext,
  table: string,
  field: string,
  id: string,
): Promise<unknown> {
  const row = await kitDb(ctx).selectFrom(table).select(field).where('id', '=', id).executeTakeFirst();
  return row?.[field] ?? null;
}
