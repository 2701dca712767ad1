import type { FastifyRequest } from 'fastify';
import { resourceTitle } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { sheetFields } from '../../../kit/excel/cells';
import { sheetHeading } from '../../../kit/excel/export';
import type { MoreSheet } from '../../../kit/excel/export';
import { filterBatches } from '../../../kit/excel/export-query';
import type { BatchFilter } from '../../../kit/excel/export-query';
import { cellRules, rowCells } from '../../../kit/excel/sheet-cells';
import { readableFor } from '../../../kit/field-rights';
import { dictTexts, readColumns } from '../../../kit/records';
import type { ExportBookInfo, ResourceHooks } from '../../../kit/save';
import { scopeExpressions, scopeOf } from '../../../kit/scope';
import type { Eb } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { label } from '../../../kit/write';
import { mainKeyField, sheetNames, subSheetDef, withMainKey } from './sub-excel';
import type { SubSheet } from './sub-excel';

/** Main records whose sub rows one statement reads: their keys are its parameters. */
const MAIN_BATCH = 200;
/** Sub rows per statement, the size of the main sheet's batches. */
const SUB_BATCH = 500;

/** What a sub's sheet reads besides the sub: the exported mains and the main key column. */
interface SheetInput {
  main: { def: ResourceDefinition; filter: BatchFilter };
  key: Field;
  lang: Locale;
  user: string;
}

/**
 * The sub rows of the exported main records, a batch of mains at a time (the main's filter read again, its id and
 * the main field the sub's foreign key holds only): each row as the kit writes a record's cells, after the id of its
 * main record. Rows come grouped by main record, in the order a main record's form lists them. The sub's tenant and
 * deleted rows apply, not its data rules: sub rows go by their main record's rights.
 */
async function subSheet(
  ctx: AppContext,
  request: FastifyRequest,
  sub: SubSheet,
  name: string,
  input: SheetInput,
): Promise<MoreSheet> {
  const { link, def } = sub;
  const { lang, user, key, main } = input;
  const fields = sheetFields(def);
  const cellsOf = rowCells(cellRules(fields, await dictTexts(ctx, def, lang)));
  const headers = [label(main.def, key, lang), ...fields.map((f) => label(def, f, lang))];
  const { tenantId } = await scopeOf(ctx, def, request);
  const columns = [...new Set([...readColumns(def), link.fkColumn])];
  async function* batches(): AsyncGenerator<unknown[][]> {
    yield sheetHeading(ctx, resourceTitle(def, lang), headers, { lang, user });
    for await (const mains of filterBatches(ctx, main.def, main.filter, MAIN_BATCH, [link.mainField])) {
      // the main field's value → the first main record holding it (usually the id itself)
      const owners = new Map<string, { id: string; value: unknown }>();
      for (const row of mains) {
        const value = row[link.mainField];
        if (value !== null && value !== undefined && !owners.has(String(value)))
          owners.set(String(value), { id: String(row.id), value });
      }
      if (owners.size === 0) continue;
      const values = [...owners.values()].map((o) => o.value);
      for (let offset = 0; ; offset += SUB_BATCH) {
        const rows = await kitDb(ctx)
          .selectFrom(def.table)
          .select(columns)
          .where((eb: Eb) =>
            eb.and([
              eb(link.fkColumn, 'in', values),
              ...scopeExpressions(eb, def, { tenantId, filters: [] }),
            ]),
          )
          .orderBy(link.fkColumn)
          .orderBy('create_time')
          .orderBy('id')
          .limit(SUB_BATCH)
          .offset(offset)
          .execute();
        if (rows.length > 0)
          yield rows.map((row) => [owners.get(String(row[link.fkColumn]))?.id ?? null, ...cellsOf(row)]);
        if (rows.length < SUB_BATCH) break;
      }
    }
  }
  return { sheetName: name, columns: headers.length, batches };
}

/**
 * The export hook of a main form with sub tables: the main's sheet gets the main key column last, and each sub table
 * a sheet of the exported mains' rows (the caller's field rights of the sub applied), linked by that column.
 * @example hooks.exportBook = subExportBook(ctx, request, subs)
 */
export function subExportBook(
  ctx: AppContext,
  request: FastifyRequest,
  links: readonly SubSheet['link'][],
): NonNullable<ResourceHooks['exportBook']> {
  return async ({ def, filter, lang, user }: ExportBookInfo) => {
    const key = mainKeyField(def);
    const subs: SubSheet[] = [];
    for (const link of links)
      subs.push({ link, def: subSheetDef(link, await readableFor(ctx, link.def, request)) });
    const names = sheetNames([def, ...subs.map((s) => s.def)], lang);
    const input = { main: { def, filter }, key, lang, user };
    const more: MoreSheet[] = [];
    for (const [i, sub] of subs.entries()) more.push(await subSheet(ctx, request, sub, names[i + 1], input));
    return { def: withMainKey(def, key, 'last'), more };
  };
}
