import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../context';
import { batchSelect, passesOf } from './export-query';
import type { BatchFilter } from './export-query';
import type { CellRule } from './sheet-cells';

const resolve = createRequire(import.meta.url).resolve;

/** A pass's statements as the writer's thread runs them: the first batch's, then the one after a cursor. */
export interface SourcePass {
  first: { sql: string; params: readonly unknown[] };
  /** `idAt` and `valueAt`: where in `params` the cursor's id and sort value go */
  after: { sql: string; params: readonly unknown[]; idAt: number[]; valueAt: number[] };
  /** the sort column the cursor's value comes from, null when the pass is in id order */
  column: string | null;
}

/** What the writer's thread needs to read the sheet's rows itself on its own SQLite connection. */
export interface SheetSource {
  driver: string;
  file: string;
  batch: number;
  passes: SourcePass[];
  rules: CellRule[];
}

/** The SQLite file the server reads (null for PostgreSQL, MySQL and an in-memory database, private to its connection). */
export function sqliteFile(ctx: AppContext): string | null {
  if (ctx.dialect !== 'sqlite') return null;
  const file = ctx.config.databaseUrl.slice('sqlite:'.length);
  return file === ':memory:' ? null : file;
}

/**
 * The export's statements for the writer's thread (SQLite): each pass compiled by Kysely exactly as the
 * main thread would run it, the batch after a cursor compiled once with markers in the cursor's place
 * (random per export, so no filter text can be taken for one), whose positions among the parameters the
 * thread fills with each batch's last row. The rows then never cross into the main thread's heap.
 * @example new SheetWriter(out, { …, source: sheetSource(ctx, def, filter, rules, file, BATCH) })
 */
export function sheetSource(
  ctx: AppContext,
  def: ResourceDefinition,
  filter: BatchFilter,
  rules: CellRule[],
  file: string,
  batch: number,
): SheetSource {
  const marker = randomUUID();
  const cursor = { id: `${marker}:id`, value: `${marker}:value` };
  const passes = passesOf(filter.query).map((pass) => {
    const first = batchSelect(ctx, def, filter, pass, null, batch).compile();
    const after = batchSelect(ctx, def, filter, pass, cursor, batch).compile();
    const at = (mark: string) => after.parameters.flatMap((p, i) => (p === mark ? [i] : []));
    return {
      first: { sql: first.sql, params: first.parameters },
      after: { sql: after.sql, params: after.parameters, idAt: at(cursor.id), valueAt: at(cursor.value) },
      column: pass && !pass.nulls ? pass.column : null,
    };
  });
  return { driver: resolve('better-sqlite3'), file, batch, passes, rules };
}
