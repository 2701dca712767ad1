import { sql } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { SyncDb } from './live-table';

/** What the data checks of a sync read: counts over one column, names quoted, bounds bound as values. */
async function first(db: SyncDb, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const [row] = (await query.execute(db)).rows as Record<string, unknown>[];
  return row ?? {};
}

/** Rows where the column holds a value. */
export async function nonNullCount(db: SyncDb, table: string, column: string): Promise<number> {
  const row = await first(
    db,
    sql`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} is not null`,
  );
  return Number(row.n ?? 0);
}

/** Rows where the column is empty (NULL). */
export async function nullCount(db: SyncDb, table: string, column: string): Promise<number> {
  const row = await first(
    db,
    sql`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} is null`,
  );
  return Number(row.n ?? 0);
}

/** Rows whose text is longer than `length` characters, and the longest text's length. */
export async function longerThan(
  db: SyncDb,
  dialect: DialectName,
  table: string,
  column: string,
  length: number,
): Promise<{ count: number; longest: number }> {
  // characters, not bytes: MySQL's length() counts bytes
  const chars = sql.raw(dialect === 'sqlite' ? 'length' : 'char_length');
  const row = await first(
    db,
    sql`select count(*) as n, max(${chars}(${sql.ref(column)})) as longest from ${sql.table(table)}
      where ${chars}(${sql.ref(column)}) > ${length}`,
  );
  return { count: Number(row.n ?? 0), longest: Number(row.longest ?? 0) };
}

/** Rows whose decimal does not fit `decimal(precision, scale)`: too many whole digits, or more decimals. */
export async function misfitDecimals(
  db: SyncDb,
  table: string,
  column: string,
  precision: number,
  scale: number,
): Promise<number> {
  const col = sql.ref(column);
  const row = await first(
    db,
    sql`select count(*) as n from ${sql.table(table)} where ${col} is not null
      and (abs(${col}) >= ${10 ** (precision - scale)} or ${col} <> round(${col}, ${scale}))`,
  );
  return Number(row.n ?? 0);
}

/**
 * One value the columns hold together in more than one row (rows with an empty column aside: a unique index lets
 * those repeat on every dialect), with how many rows hold it; null when every value is distinct. Grouping uses the
 * column's own collation, as the index would.
 */
export async function repeatedValue(
  db: SyncDb,
  table: string,
  columns: string[],
): Promise<{ value: string; count: number } | null> {
  const refs = columns.map((c) => sql.ref(c));
  const filled = sql.join(
    refs.map((ref) => sql`${ref} is not null`),
    sql` and `,
  );
  const [row] = (
    await sql`select ${sql.join(refs)}, count(*) as n from ${sql.table(table)} where ${filled}
      group by ${sql.join(refs)} having count(*) > 1 limit 1`.execute(db)
  ).rows as Record<string, unknown>[];
  if (!row) return null;
  return { value: columns.map((c) => String(row[c])).join(', '), count: Number(row.n) };
}
