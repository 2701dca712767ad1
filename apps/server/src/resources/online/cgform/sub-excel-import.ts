import type { FastifyRequest } from 'fastify';
import { LOCALES, translate } from '@weld/core';
import type { Field, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { pacer } from '../../../lib/pacer';
import { importRows } from '../../../kit/excel/import';
import type { ImportContext, ImportResult, RowError } from '../../../kit/excel/import';
import { bodyOf, dictCodes, SLICE_MS } from '../../../kit/excel/import-checks';
import { readWorkbook, textOf } from '../../../kit/excel/read';
import type { BookSheet, SheetRow } from '../../../kit/excel/read';
import { RUNTIME_HOOKS } from '../../../kit/runtime-routes';
import { saveRecord } from '../../../kit/save';
import type { ResourceHooks } from '../../../kit/save';
import type { Row } from '../../../kit/table';
import { MAIN_KEY, mainKeyField, sheetNames, subSheetDef, withMainKey } from './sub-excel';
import type { SubSheet } from './sub-excel';
import { sheetRefusal } from './sub-excel-refusals';
import type { SheetOf } from './sub-excel-refusals';

/** The hooks of the form's own add for one record's request (its body the record with its sub rows). */
export type AddHooks = (request: FastifyRequest) => Promise<Partial<ResourceHooks>>;

/** A sub sheet found in the workbook: the sub, the sheet's name and its rows. */
interface FoundSub extends SubSheet {
  name: string;
  rows: SheetRow[];
}

/** Sheet name (case-blind) → sub: the names the export gives in every language, and the table names. */
function subsByName(main: ResourceDefinition, subs: readonly SubSheet[]): Map<string, SubSheet> {
  const out = new Map<string, SubSheet>();
  for (const lang of LOCALES) {
    const names = sheetNames([main, ...subs.map((s) => s.def)], lang).slice(1);
    names.forEach((name, i) => out.set(name.toLowerCase(), subs[i]));
  }
  for (const sub of subs) out.set(sub.link.table.toLowerCase(), sub);
  return out;
}

/** The first sheet's rows without the main key column, as the kit's import of one sheet reads them. */
function withoutKey(rows: SheetRow[], key: Field): SheetRow[] {
  const at = rows[0]?.fields.indexOf(key) ?? -1;
  if (at < 0) return rows;
  const fields = rows[0].fields.filter((f) => f !== key);
  return rows.map((row) => ({ ...row, fields, texts: row.texts.filter((_t, i) => i !== at) }));
}

/** A row's body as the form's add takes it (dictionary texts → codes), the main key column left out. */
function bodyWithout(row: SheetRow, codes: Awaited<ReturnType<typeof dictCodes>>): Row {
  const { [MAIN_KEY]: _key, ...body } = bodyOf(row, codes);
  return body;
}

/**
 * The import hook of a main form with sub tables: a workbook whose other sheets are sub tables' (named as the export
 * names them, or by table name) is taken in one main record at a time, each with the rows of every sub sheet that
 * carry its main key, through the form's own add (`addHooks`: field rights, default values, validation of every sub
 * row, the foreign key set by the server) in one transaction per main record. A refused main record or sub row
 * leaves that main record out, its sub rows with it, and is reported by sheet, row and field; a sub row whose main key
 * no row of the first sheet holds, and a main key repeated on the first sheet, are reported too. A workbook without
 * sub sheets is the kit's import of its first sheet.
 * @example hooks.importBook = subImportBook(ctx, def, subs, addHooks)
 */
export function subImportBook(
  ctx: AppContext,
  def: ResourceDefinition,
  links: readonly SubSheet['link'][],
  addHooks: AddHooks,
): NonNullable<ResourceHooks['importBook']> {
  return async (file: Buffer, at: ImportContext): Promise<ImportResult> => {
    const lang = at.request.lang;
    const key = mainKeyField(def);
    const mainDef = withMainKey(def, key, 'last');
    const subs = links.map((link) => ({ link, def: withMainKey(subSheetDef(link, link.def), key, 'first') }));
    const byName = subsByName(def, subs);
    const sheets = await readWorkbook(file, (name, index) =>
      index === 0 ? mainDef : (byName.get(name.trim().toLowerCase())?.def ?? null),
    );
    const main = sheets.find((s) => s.index === 0) as BookSheet;
    if (!main.rows) throw new AppError(400, 'kit.excel.noHeader');
    const found: FoundSub[] = [];
    for (const sheet of sheets.slice(1)) {
      const sub = byName.get(sheet.name.trim().toLowerCase());
      if (!sub || found.some((f) => f.link === sub.link)) continue;
      if (!sheet.rows) throw new AppError(400, 'cgform.excel.noHeader', { sheet: sheet.name });
      found.push({ ...sub, name: sheet.name, rows: sheet.rows });
    }
    if (found.length === 0) return importRows(ctx, def, withoutKey(main.rows, key), at);

    const errors: RowError[] = [];
    const failed: (number | string)[] = [];
    const keyLabel = (sheet: string, row: number, reason: string) =>
      errors.push({ sheet, row, field: key.label?.[lang] ?? MAIN_KEY, reason });
    // main key → its row on the first sheet; a repeated key leaves its later rows out
    const mainRows = new Map<string, number>();
    const refused = new Set<number>();
    for (const row of main.rows) {
      const value = textOf(row, key);
      if (value === '') continue;
      const first = mainRows.get(value);
      if (first === undefined) mainRows.set(value, row.number);
      else {
        refused.add(row.number);
        keyLabel(main.name, row.number, translate(lang, 'server.cgform.excel.keyRepeated', { row: first }));
      }
    }
    // each sub sheet's rows by the main row they name
    const children = new Map<number, Map<FoundSub, SheetRow[]>>();
    for (const sub of found)
      for (const row of sub.rows) {
        const owner = mainRows.get(textOf(row, key));
        if (owner === undefined) {
          keyLabel(sub.name, row.number, translate(lang, 'server.cgform.excel.noMainRow'));
          failed.push(`${sub.name}!${row.number}`);
          continue;
        }
        const own = children.get(owner) ?? children.set(owner, new Map()).get(owner)!;
        const list = own.get(sub) ?? own.set(sub, []).get(sub)!;
        list.push(row);
      }

    const mainCodes = await dictCodes(ctx, def);
    const subCodes = new Map(
      await Promise.all(found.map(async (s) => [s, await dictCodes(ctx, s.link.def)] as const)),
    );
    const written: number[] = [];
    const pace = pacer(SLICE_MS);
    for (const row of main.rows) {
      await pace();
      if (refused.has(row.number)) {
        failed.push(row.number);
        continue;
      }
      const own = children.get(row.number);
      const body = bodyWithout(row, mainCodes);
      for (const sub of found)
        body[sub.link.table] = (own?.get(sub) ?? []).map((r) => bodyWithout(r, subCodes.get(sub)!));
      const sheetOf: SheetOf = (table) => {
        const sub = found.find((s) => s.link.table === table);
        return sub && { name: sub.name, def: sub.link.def, rows: own?.get(sub) ?? [] };
      };
      // the request of this record alone: its body is what the form's add reads and fills
      const request = Object.create(at.request, {
        body: { value: body, writable: true, enumerable: true, configurable: true },
      }) as FastifyRequest;
      try {
        const hooks: ResourceHooks = { ...RUNTIME_HOOKS, ...(await addHooks(request)) };
        const id = await saveRecord(ctx, def, request, 'add', at.scope, hooks);
        await hooks.afterCommit?.({ mode: 'add', ids: [id], request });
        written.push(row.number);
      } catch (err) {
        const lines = sheetRefusal(err, { name: main.name, def, row: row.number }, sheetOf, lang);
        if (!lines) throw err;
        errors.push(...lines);
        failed.push(row.number);
      }
    }
    // the report in the workbook's order: by sheet, then row
    const order = new Map(sheets.map((s) => [s.name, s.index]));
    errors.sort((a, b) => (order.get(a.sheet!) ?? 0) - (order.get(b.sheet!) ?? 0) || a.row - b.row);
    return { written, errors, failed };
  };
}
