import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { useAdminServer } from '../../test/admin-server';
import { dialects } from '../../test/databases';
import { ANALYZE_AFTER_ROWS } from './import';

/** An .xlsx of `rows` fresh positions (header of field keys), codes starting with `prefix`. */
async function positions(rows: number, prefix: string): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('positions');
  sheet.addRow(['code', 'name', 'postRank']);
  for (let i = 0; i < rows; i++) sheet.addRow([`${prefix}${i}`, `Statistics ${i}`, '1']);
  return new Blob([Buffer.from(await book.xlsx.writeBuffer())]);
}

/**
 * PostgreSQL plans a statement prepared while its table was empty for an empty table (a scan of every row),
 * and keeps that plan per connection until the table's statistics change: a second 100k import into a table
 * a first had filled took 137-267 s instead of 5, each of its unique-value lookups scanning the table. An
 * import that writes many rows refreshes the statistics once it has committed. (MariaDB's InnoDB refreshes
 * its own after a tenth of a table changes; SQLite has no per-connection plan of this kind.)
 */
describe.each(dialects.filter((d) => d === 'postgres'))('statistics after an import on %s', (dialect) => {
  const admin = useAdminServer(dialect);

  it(`are current once an import of ${ANALYZE_AFTER_ROWS} rows or more has committed`, async () => {
    const tuples = async () =>
      (
        await sql<{
          n: number;
        }>`select reltuples::int as n from pg_class where relname = 'sys_position'`.execute(
          admin.server.ctx.db,
        )
      ).rows[0].n;
    const before = await tuples();
    const form = new FormData();
    form.append('file', await positions(ANALYZE_AFTER_ROWS + 200, 'STAT'), 'positions.xlsx');
    const answer = await fetch(`${admin.server.api}/sys/position/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': admin.token },
      body: form,
    });
    expect(await answer.json()).toMatchObject({ code: 200, result: { count: ANALYZE_AFTER_ROWS + 200 } });
    expect(before).toBeLessThan(ANALYZE_AFTER_ROWS);
    expect(await tuples()).toBeGreaterThanOrEqual(ANALYZE_AFTER_ROWS + 200);
  }, 60_000);
});
