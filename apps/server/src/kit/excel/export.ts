import { PassThrough } from 'node:stream';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import ExcelJS from 'exceljs';
import { parseListQuery, resourceTitleKey, translate } from '@weld/core';
import type { Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { queryExpression } from '../conditions';
import { dictTexts, readColumns, toRecord } from '../records';
import { scopeExpressions } from '../scope';
import type { Scope } from '../scope';
import { kitDb } from '../table';
import type { Row } from '../table';
import { label } from '../write';
import { sheetFields } from './cells';

type Eb = ExpressionBuilder<Record<string, Row>, string>;
const BATCH = 2000;

/**
 * exceljs's sheet buffer ignores its zip entry's backpressure, so rows would pile up in memory while
 * zlib catches up: wait on that entry (and on the client) before reading the next batch.
 */
async function drained(sheet: unknown, out: PassThrough): Promise<void> {
  // archiver's entry stream comes from readable-stream 2, which keeps the flag in its private state
  type Entry = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as { stream?: { pipes?: Entry[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain || pipe._writableState?.needDrain) await once(pipe, 'drain');
  if (out.writableNeedDrain) await once(out, 'drain');
}

interface Cursor {
  id: string;
  value: unknown;
}

/** One pass of the export: rows with a value in the sort column, then (second pass) those without. */
type Pass = { column: string; nulls: boolean } | null;

/**
 * Rows after the cursor in the list's order (sort column, then id): keyset paging written as a range
 * an index on (column, id) serves, so each batch costs the same however deep the export is.
 */
function after(eb: Eb, pass: Pass, desc: boolean, cursor: Cursor): Expression<SqlBool> {
  const op = desc ? '<' : '>';
  const id = eb(sql.ref('id'), op, cursor.id);
  if (!pass || pass.nulls) return id;
  const col = sql.ref(pass.column);
  return eb.and([eb(col, desc ? '<=' : '>=', cursor.value), eb.or([eb(col, op, cursor.value), id])]);
}

export interface ExportRequest {
  params: Record<string, unknown>;
  scope: Scope;
  lang: Locale;
  user: string;
}

/**
 * An .xlsx of the list query (or of `selections`) as a stream: title, exporter and header rows, then the
 * records with dictionary texts, read in keyset batches so memory stays flat however many rows there are.
 * @example reply.send(exportWorkbook(ctx, position, { params, scope, lang, user }))
 */
export function exportWorkbook(ctx: AppContext, def: ResourceDefinition, req: ExportRequest): PassThrough {
  const { selections, ...rest } = req.params;
  const query = parseListQuery(def, { ...rest, pageNo: '1', pageSize: '1' });
  if (query.problems.length > 0) throw new AppError(400, 'kit.badQuery', { params: query.problems.map((p) => p.param).join(', ') });
  const picked = typeof selections === 'string' && selections.trim() !== '' ? selections.split(',').map((s) => s.trim()).filter(Boolean) : null;
  const fields = sheetFields(def);
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = book.addWorksheet(translate(req.lang, resourceTitleKey(def)).slice(0, 31));
  sheet.columns = fields.map(() => ({ width: 20 }));

  const write = async () => {
    sheet.addRow([translate(req.lang, resourceTitleKey(def))]).commit();
    sheet.addRow([translate(req.lang, 'server.kit.excel.exporter', { user: req.user, time: ctx.now() })]).commit();
    const header = sheet.addRow(fields.map((f) => label(def, f, req.lang)));
    header.font = { bold: true };
    header.commit();
    const texts = await dictTexts(ctx, def, req.lang);
    const column = query.sort?.column ?? null;
    const desc = (query.sort?.order ?? 'desc') === 'desc';
    // nulls sort differently per dialect: export them last, in a pass of their own
    const passes: Pass[] = column ? [{ column, nulls: false }, { column, nulls: true }] : [null];
    for (const pass of passes) {
      let cursor: Cursor | null = null;
      for (;;) {
        const from: Cursor | null = cursor;
        let select = kitDb(ctx)
          .selectFrom(def.table)
          .select(readColumns(def))
          .where((eb) => {
            const parts = [...scopeExpressions(eb, def, req.scope)];
            const filter = queryExpression(eb, query);
            if (filter) parts.push(filter);
            if (picked) parts.push(eb('id', 'in', picked));
            if (pass) parts.push(eb(sql.ref(pass.column), pass.nulls ? 'is' : 'is not', null));
            if (from) parts.push(after(eb, pass, desc, from));
            return eb.and(parts);
          });
        if (pass && !pass.nulls) select = select.orderBy(pass.column, desc ? 'desc' : 'asc');
        const rows = await select.orderBy('id', desc ? 'desc' : 'asc').limit(BATCH).execute();
        for (const row of rows) {
          const record = toRecord(def, row, texts);
          sheet.addRow(fields.map((f) => (f.dictCode ? record[`${f.key}_dictText`] : record[f.key]) ?? null)).commit();
        }
        await drained(sheet, out);
        if (rows.length < BATCH) break;
        const last = rows[rows.length - 1];
        cursor = { id: String(last.id), value: pass ? last[pass.column] : null };
      }
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
