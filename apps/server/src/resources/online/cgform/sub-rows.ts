import type { FastifyRequest } from 'fastify';
import { translate, withoutFields } from '@weld/core';
import type { Field, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError, fieldError } from '../../../lib/errors';
import { unwritableKeys, withoutKeys } from '../../../kit/field-rights';
import { RUNTIME_HOOKS } from '../../../kit/runtime-routes';
import { columnsOf } from '../../../kit/save';
import { scopeExpressions, scopeOf, scopeValues } from '../../../kit/scope';
import type { Eb, RowFilter, Scope } from '../../../kit/scope';
import type { KitTx, Row } from '../../../kit/table';
import { checkUnique, checkValues } from '../../../kit/write';
import { withDefaults } from './field-defaults';
import { linkDownRefusals } from './link-down-hooks';
import type { SubLink } from './sub-links';

/** One checked sub row: its place in the list, its id (none: a new row) and the columns it writes. */
interface SubRow {
  index: number;
  id: string | null;
  values: Map<Field, unknown>;
  columns: Row;
}

/** The rows a main record's body gives for one sub table, checked, with what writing them needs. */
export interface SubWrite {
  link: SubLink & { def: ResourceDefinition };
  rows: SubRow[];
  scope: Scope;
}

const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sub's served definition as a sub row is checked: its foreign key is the server's, never the body's. */
const rowDefinition = (link: SubWrite['link']) => withoutFields(link.def, [link.fkKey]);

/** One 400 for refused sub rows: `result.errors` keyed `<subTable>[<index>].<fieldKey>`, all named in the message. */
function subRowsError(errors: Record<string, string>, lang: FastifyRequest['lang']): AppError {
  const details = Object.entries(errors)
    .map(([field, message]) => translate(lang, 'server.kit.fieldMessage', { field, message }))
    .join('; ');
  return new AppError(400, 'kit.invalid', { details }, { errors });
}

/**
 * Checks the sub rows of a main record's body before anything is written: every sub table named in the body (a sub
 * left out keeps its rows) must be a list, of one row at most for a one-to-one sub, each row valid as a save of the
 * sub form (field rights, default values on a new row, the kit's validation). Every refusal is gathered into one
 * 400 whose `result.errors` are keyed `<subTable>[<index>].<fieldKey>` (or `<subTable>` for the list itself).
 * @example const writes = await checkedSubRows(ctx, request, links, body)
 */
export async function checkedSubRows(
  ctx: AppContext,
  request: FastifyRequest,
  links: readonly SubLink[],
  body: Row,
): Promise<SubWrite[]> {
  const lang = request.lang;
  const errors: Record<string, string> = {};
  const writes: SubWrite[] = [];
  for (const link of links) {
    if (!Object.hasOwn(body, link.table)) continue;
    const list = body[link.table];
    if (!link.def || link.design.head.isDbSynch !== 'Y') throw new AppError(409, 'cgform.noDbSync');
    const served = { ...link, def: link.def };
    if (!Array.isArray(list)) {
      errors[link.table] = translate(lang, 'server.errors.badRequest');
      continue;
    }
    if (served.oneToOne && list.length > 1) {
      errors[link.table] = translate(lang, 'server.cgform.subOneRow');
      continue;
    }
    const def = rowDefinition(served);
    const unwritable = await unwritableKeys(ctx, served.def, request);
    const rows: SubRow[] = [];
    for (const [index, given] of list.entries()) {
      const at = `${link.table}[${index}]`;
      if (!isRecord(given)) {
        errors[at] = translate(lang, 'server.errors.badRequest');
        continue;
      }
      const id = given.id === undefined || given.id === null || given.id === '' ? null : String(given.id);
      let row = withoutKeys(given, [...unwritable, link.fkKey]);
      let held: Row = {};
      if (!id)
        ({ body: row, columns: held } = await withDefaults(ctx, request, link.design, def, row, unwritable));
      const checked = await checkValues(ctx, def, row, id ? 'edit' : 'add', lang);
      for (const [key, message] of Object.entries(checked.errors)) errors[`${at}.${key}`] = message;
      const columns = { ...(await columnsOf(checked.values, RUNTIME_HOOKS)), ...held };
      rows.push({ index, id, values: checked.values, columns });
    }
    writes.push({ link: served, rows, scope: await scopeOf(ctx, served.def, request) });
  }
  if (Object.keys(errors).length > 0) throw subRowsError(errors, lang);
  return writes;
}

/** The main row's value its subs hold (its `mainField`, usually the id itself). */
async function mainValue(tx: KitTx, table: string, field: string, id: string): Promise<unknown> {
  if (field === 'id') return id;
  const row = await tx.selectFrom(table).select(field).where('id', '=', id).executeTakeFirst();
  return row?.[field] ?? null;
}

/** Who and when of a write, as the kit stamps its audit columns. */
export interface Stamp {
  by: string;
  at: string;
}

/**
 * Writes a main record's checked sub rows inside the main's own transaction: a row with an id of this main's rows
 * is updated, a row without one inserted with the foreign key set to the main's value (whatever the body said), and
 * this main's rows missing from the list are deleted. An id of another main's row is refused (400, keyed at the row),
 * so a body cannot move or change rows it does not own; a throw here rolls the main back too.
 * @example await writeSubRows(tx, writes, { table: 'ext_order', id }, stamp, request.lang)
 */
export async function writeSubRows(
  tx: KitTx,
  writes: readonly SubWrite[],
  main: { table: string; id: string },
  stamp: Stamp,
  lang: FastifyRequest['lang'],
): Promise<void> {
  for (const { link, rows, scope } of writes) {
    const { def, fkColumn } = link;
    const key = await mainValue(tx, main.table, link.mainField, main.id);
    const own = (eb: Eb) =>
      eb.and([
        eb(fkColumn, '=', key),
        ...scopeExpressions(eb, def, { tenantId: scope.tenantId, filters: [] }),
      ]);
    const existing = new Set(
      (await tx.selectFrom(def.table).select('id').where(own).execute()).map((r) => String(r.id)),
    );
    const kept = new Set<string>();
    for (const row of rows) {
      const columns = { ...row.columns, [fkColumn]: key };
      if (row.id && !existing.has(row.id))
        throw fieldError(lang, `${link.table}[${row.index}].id`, 'cgform.subRowForeign');
      await checkUnique(tx, def, row.values, row.id, lang);
      await refuseLinkDown(tx, link, row, columns, lang);
      if (row.id) {
        kept.add(row.id);
        await tx
          .updateTable(def.table)
          .set({ ...columns, update_by: stamp.by, update_time: stamp.at })
          .where('id', '=', row.id)
          .execute();
      } else
        await tx
          .insertInto(def.table)
          .values({
            ...columns,
            ...scopeValues(def, scope),
            id: newId(),
            create_by: stamp.by,
            create_time: stamp.at,
            update_by: null,
            update_time: null,
          })
          .execute();
    }
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length > 0) await removeRows(tx, def, (eb) => eb('id', 'in', gone), stamp);
  }
}

/** A sub row's linked selects judged as the form's own writes judge them (link-down-hooks.ts), keyed at the row. */
async function refuseLinkDown(
  tx: KitTx,
  link: SubWrite['link'],
  row: SubRow,
  columns: Row,
  lang: FastifyRequest['lang'],
) {
  const stored = row.id
    ? await tx.selectFrom(link.def.table).selectAll().where('id', '=', row.id).executeTakeFirst()
    : undefined;
  const refused = await linkDownRefusals(tx, link.design, link.def, { ...stored, ...columns }, columns, lang);
  const errors = Object.fromEntries(
    Object.entries(refused).map(([field, message]) => [`${link.table}[${row.index}].${field}`, message]),
  );
  if (Object.keys(errors).length > 0) throw subRowsError(errors, lang);
}

/** Deletes rows, or marks them deleted where the table keeps deleted rows (del_flag), as the kit's delete does. */
async function removeRows(tx: KitTx, def: ResourceDefinition, where: RowFilter, stamp: Stamp) {
  if (def.softDelete)
    await tx
      .updateTable(def.table)
      .set({ del_flag: 1, update_by: stamp.by, update_time: stamp.at })
      .where(where)
      .where('del_flag', '=', 0)
      .execute();
  else await tx.deleteFrom(def.table).where(where).execute();
}

/**
 * Deletes the sub rows of main records inside the main delete's own transaction (their foreign key holds one of the
 * mains' values). Sub tables never synced have no rows to delete.
 * @example await deleteSubRows(tx, links, { table: 'ext_order', ids }, stamp)
 */
export async function deleteSubRows(
  tx: KitTx,
  links: readonly SubLink[],
  main: { table: string; ids: string[] },
  stamp: Stamp,
): Promise<void> {
  for (const link of links) {
    if (!link.def) continue;
    const keys =
      link.mainField === 'id'
        ? main.ids
        : (await tx.selectFrom(main.table).select(link.mainField).where('id', 'in', main.ids).execute())
            .map((r) => r[link.mainField])
            .filter((v) => v !== null && v !== undefined);
    if (keys.length > 0) await removeRows(tx, link.def, (eb) => eb(link.fkColumn, 'in', keys), stamp);
  }
}
