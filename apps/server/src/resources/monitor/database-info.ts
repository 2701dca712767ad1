import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DialectName, PoolStats } from '../../db/dialect';

type Row = Record<string, unknown>;
const first = async (db: Kysely<Database>, query: ReturnType<typeof sql<Row>>): Promise<Row> =>
  (await query.execute(db)).rows[0] ?? {};

/**
 * The database behind the server: dialect, version, size on disk, table count and the pool's connections.
 * @example await databaseInfo(db, 'postgres', pool)
 */
export async function databaseInfo(db: Kysely<Database>, dialect: DialectName, pool: () => PoolStats) {
  let version: string;
  let size: number;
  let tables: number;
  if (dialect === 'sqlite') {
    version = String((await first(db, sql<Row>`select sqlite_version() as v`)).v);
    const pages = await first(
      db,
      sql<Row>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`,
    );
    size = Number(pages.size);
    tables = Number(
      (
        await first(
          db,
          sql<Row>`select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
        )
      ).n,
    );
  } else if (dialect === 'postgres') {
    version = String((await first(db, sql<Row>`select version() as v`)).v).split(' on ')[0] ?? '';
    size = Number((await first(db, sql<Row>`select pg_database_size(current_database()) as size`)).size);
    tables = Number(
      (
        await first(
          db,
          sql<Row>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )
      ).n,
    );
  } else {
    version = String((await first(db, sql<Row>`select version() as v`)).v);
    const stats = await first(
      db,
      sql<Row>`select coalesce(sum(data_length + index_length), 0) as size, count(*) as n from information_schema.tables where table_schema = database()`,
    );
    size = Number(stats.size);
    tables = Number(stats.n);
  }
  return { dialect, version, size, tables, pool: pool() };
}
