import { sql } from 'kysely';
import type { DialectName } from '../../../db/dialect';
import type { KitDb, KitTx } from '../../../kit/table';
import { liveType, sqliteType } from './column-types';
import type { ColumnType } from './column-types';

/** The database a sync reads and writes: the app's, or a transaction of it. */
export type SyncDb = KitDb | KitTx;

export interface LiveColumn extends ColumnType {
  name: string;
  nullable: boolean;
  /** the default as a plain value (quotes and casts taken off), or null */
  defaultValue: string | null;
  key: boolean;
}

export interface LiveIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

/** A table as the database has it now: its columns in order, and its indexes (the primary key's left out). */
export interface LiveTable {
  name: string;
  columns: LiveColumn[];
  indexes: LiveIndex[];
}

type Raw = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** `'abc'::character varying` (PostgreSQL), `'abc'` (SQLite, MariaDB), `NULL`: the value itself, or null. */
export function plainDefault(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text = String(value).trim();
  if (/^null(::.*)?$/i.test(text)) return null;
  const cast = /^(.*)::[a-z ]+(\(\d+(,\s*\d+)?\))?$/i.exec(text);
  if (cast) text = cast[1];
  const quoted = /^'(.*)'$/s.exec(text);
  if (quoted) return quoted[1].replace(/''/g, "'");
  if (/^\(.*\)$/.test(text)) return text.slice(1, -1);
  return text;
}

async function rows(db: SyncDb, query: ReturnType<typeof sql>): Promise<Raw[]> {
  return (await query.execute(db)).rows as Raw[];
}

async function sqliteTable(db: SyncDb, table: string): Promise<LiveTable | null> {
  const columns = await rows(db, sql`select * from pragma_table_info(${table})`);
  if (columns.length === 0) return null;
  const list = await rows(db, sql`select * from pragma_index_list(${table})`);
  const indexes: LiveIndex[] = [];
  for (const index of list.filter((i) => i.origin === 'c')) {
    const parts = await rows(
      db,
      sql`select name from pragma_index_info(${String(index.name)}) order by seqno`,
    );
    indexes.push({
      name: String(index.name),
      columns: parts.map((p) => String(p.name)),
      unique: index.unique === 1,
    });
  }
  return {
    name: table,
    columns: columns.map((c) => ({
      name: String(c.name),
      ...sqliteType(String(c.type ?? '')),
      nullable: c.notnull === 0 && c.pk === 0,
      defaultValue: plainDefault(c.dflt_value),
      key: Number(c.pk) > 0,
    })),
    indexes,
  };
}

async function postgresTable(db: SyncDb, table: string): Promise<LiveTable | null> {
  const columns = await rows(
    db,
    sql`select column_name as name, data_type as type, character_maximum_length as length,
      numeric_precision as prec, numeric_scale as scale, is_nullable as nullable, column_default as dflt
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`,
  );
  if (columns.length === 0) return null;
  const parts = await rows(
    db,
    sql`select i.relname as name, ix.indisunique as uniq, ix.indisprimary as pk, a.attname as col
      from pg_class t
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
      join pg_index ix on ix.indrelid = t.oid
      join pg_class i on i.oid = ix.indexrelid
      cross join lateral unnest(ix.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where t.relname = ${table} order by i.relname, k.ord`,
  );
  const keys = new Set(parts.filter((p) => p.pk === true).map((p) => String(p.col)));
  return {
    name: table,
    columns: columns.map((c) => {
      const type = String(c.type);
      const length = type === 'numeric' ? num(c.prec) : num(c.length);
      return {
        name: String(c.name),
        ...liveType(type, length, num(c.scale)),
        nullable: c.nullable === 'YES',
        defaultValue: plainDefault(c.dflt),
        key: keys.has(String(c.name)),
      };
    }),
    indexes: grouped(parts.filter((p) => p.pk !== true).map((p) => [p.name, p.col, p.uniq === true])),
  };
}

async function mysqlTable(db: SyncDb, table: string): Promise<LiveTable | null> {
  const columns = await rows(
    db,
    sql`select column_name as name, data_type as type, character_maximum_length as length,
      numeric_precision as prec, numeric_scale as scale, is_nullable as nullable, column_default as dflt,
      column_key as ckey
      from information_schema.columns where table_schema = database() and table_name = ${table}
      order by ordinal_position`,
  );
  if (columns.length === 0) return null;
  const parts = await rows(
    db,
    sql`select index_name as name, non_unique as non_unique, column_name as col
      from information_schema.statistics where table_schema = database() and table_name = ${table}
      order by index_name, seq_in_index`,
  );
  return {
    name: table,
    columns: columns.map((c) => {
      const type = String(c.type);
      const length = type === 'decimal' ? num(c.prec) : num(c.length);
      return {
        name: String(c.name),
        ...liveType(type, length, num(c.scale)),
        nullable: c.nullable === 'YES',
        defaultValue: plainDefault(c.dflt),
        key: c.ckey === 'PRI',
      };
    }),
    indexes: grouped(
      parts.filter((p) => p.name !== 'PRIMARY').map((p) => [p.name, p.col, Number(p.non_unique) === 0]),
    ),
  };
}

/** Index rows (name, column, unique) in column order as indexes. */
function grouped(parts: [unknown, unknown, boolean][]): LiveIndex[] {
  const byName = new Map<string, LiveIndex>();
  for (const [name, column, unique] of parts) {
    const index = byName.get(String(name)) ?? { name: String(name), columns: [], unique };
    index.columns.push(String(column));
    byName.set(index.name, index);
  }
  return [...byName.values()];
}

/**
 * The table as the database has it (columns with types, lengths, nullability, defaults; indexes), or null when
 * there is no such table. Names are bound as values here, never pasted.
 * @example const live = await readLiveTable(kitDb(ctx), ctx.dialect, 'ext_gas_order')
 */
export function readLiveTable(db: SyncDb, dialect: DialectName, table: string): Promise<LiveTable | null> {
  if (dialect === 'sqlite') return sqliteTable(db, table);
  return dialect === 'postgres' ? postgresTable(db, table) : mysqlTable(db, table);
}

/** The base tables of the database (its current schema on PostgreSQL), sorted. */
export async function listTables(db: SyncDb, dialect: DialectName): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : dialect === 'postgres'
        ? sql`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`
        : sql`select table_name as name from information_schema.tables
            where table_schema = database() and table_type = 'BASE TABLE'`;
  return (await rows(db, query)).map((r) => String(r.name)).sort();
}

/**
 * The table an index name belongs to where index names are shared by the whole schema (SQLite, PostgreSQL), or
 * null; MySQL names indexes per table.
 */
export async function indexOwner(db: SyncDb, dialect: DialectName, index: string): Promise<string | null> {
  if (dialect === 'mysql') return null;
  const query =
    dialect === 'sqlite'
      ? sql`select tbl_name as owner from sqlite_master where type = 'index' and name = ${index}`
      : sql`select t.relname as owner from pg_class i
          join pg_namespace n on n.oid = i.relnamespace and n.nspname = current_schema()
          join pg_index ix on ix.indexrelid = i.oid join pg_class t on t.oid = ix.indrelid
          where i.relname = ${index}`;
  const [row] = await rows(db, query);
  return row ? String(row.owner) : null;
}

/** The rows of a table. */
export async function rowCount(db: SyncDb, table: string): Promise<number> {
  const [row] = await rows(db, sql`select count(*) as n from ${sql.table(table)}`);
  return Number(row?.n ?? 0);
}
