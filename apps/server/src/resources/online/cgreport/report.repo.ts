import { reportViewRight } from '@weld/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OnlCgreportHeadTable } from '../../../db/schema-online';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { insertRightRow } from '../../system/permission';
import type { ReportDesign } from './design-input';

export type ReportHeadRow = Selectable<OnlCgreportHeadTable>;

/** A head as the wire names it. */
export const headRecord = (row: ReportHeadRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  cgrSql: row.cgr_sql,
  dbSource: row.db_source,
  createBy: row.create_by,
  createTime: row.create_time,
  updateBy: row.update_by,
  updateTime: row.update_time,
});

/** A report's head by id, or 404. */
export async function headOrFail(db: Kysely<Database>, id: string): Promise<ReportHeadRow> {
  const row = await db.selectFrom('onl_cgreport_head').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'cgreport.notFound');
  return row;
}

/** The columns of a report, in order, as the wire names them. */
export async function itemsOf(db: Kysely<Database>, headId: string) {
  const rows = await db
    .selectFrom('onl_cgreport_item')
    .selectAll()
    .where('cgrhead_id', '=', headId)
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    cgrheadId: r.cgrhead_id,
    fieldName: r.field_name,
    fieldTxt: r.field_txt,
    fieldType: r.field_type,
    isShow: r.is_show,
    isSearch: r.is_search,
    searchMode: r.search_mode,
    dictCode: r.dict_code,
    fieldHref: r.field_href,
    isTotal: r.is_total,
    orderNum: r.order_num,
  }));
}

export type ReportItem = Awaited<ReturnType<typeof itemsOf>>[number];

/** The `${param}` parameters of a report, in order, as the wire names them. */
export async function paramsOf(db: Kysely<Database>, headId: string) {
  const rows = await db
    .selectFrom('onl_cgreport_param')
    .selectAll()
    .where('cgrhead_id', '=', headId)
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    cgrheadId: r.cgrhead_id,
    paramName: r.param_name,
    paramTxt: r.param_txt,
    paramValue: r.param_value,
    orderNum: r.order_num,
  }));
}

export type ReportParam = Awaited<ReturnType<typeof paramsOf>>[number];

/** The id of a report's view right row (a parentless button until a menu row takes it). */
export const viewRightId = (headId: string) => `rpview-${headId}`;

/**
 * Writes a design in the caller's transaction: the head (new when `headId` is null), its items and params replaced
 * whole, and the report's view right row (`online:report:<code>:view`, granted to admin like every seeded right).
 */
export async function writeDesign(
  tx: Kysely<Database>,
  design: ReportDesign,
  headId: string | null,
  audit: { by: string; now: string; adminRoleId: string },
): Promise<string> {
  const { head } = design;
  const values = {
    code: head.code,
    name: head.name.trim(),
    cgr_sql: head.cgrSql,
    db_source: head.dbSource || null,
  };
  const id = headId ?? newId();
  if (headId)
    await tx
      .updateTable('onl_cgreport_head')
      .set({ ...values, update_by: audit.by, update_time: audit.now })
      .where('id', '=', id)
      .execute();
  else
    await tx
      .insertInto('onl_cgreport_head')
      .values({
        id,
        ...values,
        create_by: audit.by,
        create_time: audit.now,
        update_by: null,
        update_time: null,
      })
      .execute();
  const stamp = { create_by: audit.by, create_time: audit.now, update_by: null, update_time: null };
  await tx.deleteFrom('onl_cgreport_item').where('cgrhead_id', '=', id).execute();
  await tx.deleteFrom('onl_cgreport_param').where('cgrhead_id', '=', id).execute();
  for (const [i, item] of design.items.entries())
    await tx
      .insertInto('onl_cgreport_item')
      .values({
        id: newId(),
        cgrhead_id: id,
        field_name: item.fieldName,
        field_txt: item.fieldTxt ?? null,
        field_type: item.fieldType ?? 'String',
        is_show: item.isShow ?? 1,
        is_search: item.isSearch ?? 0,
        search_mode: item.searchMode ?? 'single',
        dict_code: item.dictCode || null,
        field_href: item.fieldHref || null,
        is_total: item.isTotal ?? 0,
        order_num: item.orderNum ?? i,
        ...stamp,
      })
      .execute();
  for (const [i, param] of design.params.entries())
    await tx
      .insertInto('onl_cgreport_param')
      .values({
        id: newId(),
        cgrhead_id: id,
        param_name: param.paramName,
        param_txt: param.paramTxt ?? null,
        param_value: param.paramValue ?? null,
        order_num: param.orderNum ?? i,
        ...stamp,
      })
      .execute();
  await writeViewRight(tx, id, head.code, head.name.trim(), audit);
  return id;
}

async function writeViewRight(
  tx: Kysely<Database>,
  headId: string,
  code: string,
  name: string,
  audit: { by: string; now: string; adminRoleId: string },
): Promise<void> {
  const rightId = viewRightId(headId);
  const perms = reportViewRight(code);
  const existing = await tx
    .selectFrom('sys_permission')
    .select('id')
    .where('id', '=', rightId)
    .executeTakeFirst();
  if (existing) {
    await tx.updateTable('sys_permission').set({ perms, name }).where('id', '=', rightId).execute();
    return;
  }
  await insertRightRow(tx, rightId, { name, perms }, audit.by, audit.now);
  await tx
    .insertInto('sys_role_permission')
    .values({ id: newId(), role_id: audit.adminRoleId, permission_id: rightId })
    .execute();
}

/** Removes a report with its items, params and view right (and every grant of it). */
export async function deleteDesign(tx: Kysely<Database>, headId: string): Promise<void> {
  await tx.deleteFrom('onl_cgreport_item').where('cgrhead_id', '=', headId).execute();
  await tx.deleteFrom('onl_cgreport_param').where('cgrhead_id', '=', headId).execute();
  await tx.deleteFrom('onl_cgreport_head').where('id', '=', headId).execute();
  await tx.deleteFrom('sys_role_permission').where('permission_id', '=', viewRightId(headId)).execute();
  await tx.deleteFrom('sys_permission').where('id', '=', viewRightId(headId)).execute();
}
