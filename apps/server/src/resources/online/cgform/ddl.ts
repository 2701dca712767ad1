import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CompiledQuery } from 'kysely';
import { indexColumns } from '@weld/core';
import type { CgformField, CgformIndex } from '@weld/core';
import type { DialectName } from '../../../db/dialect';
import { designType, sqlType } from './column-types';
import type { SyncDb } from './live-table';

/**
 * One statement of a sync: its text as the plan shows it and the compiled query the sync runs. Every name in it is
 * a checked design name quoted by Kysely's identifier handling; the only literals are a design's checked default
 * values (DDL takes no bound parameters), escaped by Kysely for the dialect.
 */
export interface Statement {
  sql: string;
  query: CompiledQuery;
}

const statement = (query: CompiledQuery): Statement => ({ sql: query.sql, query });
const NUMERIC = ['int', 'double', 'BigDecimal'];

/** The default a column takes: numbers as numbers, the rest as texts; null when it has none. */
export function defaultOf(field: CgformField): string | number | null {
  const value = field.dbDefaultVal ?? '';
  if (value === '' || field.dbIsKey === 1) return null;
  return NUMERIC.includes(field.dbType) ? Number(value) : value;
}

/** Whether the column takes no empty value (the key never does). */
export const notNull = (field: CgformField) => field.dbIsKey === 1 || field.dbIsNull === 0;

/** The type a field's column has in the dialect, as a Kysely type expression. */
export const columnType = (field: CgformField, dialect: DialectName) =>
  sql.raw(sqlType(designType(field), dialect));

/** A column's constraints: key (when creating), NOT NULL, default. */
function constraints(field: CgformField, withKey: boolean) {
  return (column: ColumnDefinitionBuilder) => {
    let c = withKey && field.dbIsKey === 1 ? column.primaryKey() : column;
    if (notNull(field)) c = c.notNull();
    const fallback = defaultOf(field);
    return fallback === null ? c : c.defaultTo(fallback);
  };
}

/** CREATE TABLE with the fields in design order and the key as primary key, then its indexes. */
export function createTable(
  db: SyncDb,
  dialect: DialectName,
  table: string,
  fields: CgformField[],
  indexes: CgformIndex[],
): Statement[] {
  let create = db.schema.createTable(table);
  for (const field of fields)
    create = create.addColumn(field.dbFieldName, columnType(field, dialect), constraints(field, true));
  return [statement(create.compile()), ...indexes.map((index) => createIndex(db, table, index))];
}

export const createIndex = (db: SyncDb, table: string, index: CgformIndex): Statement => {
  const create = db.schema.createIndex(index.indexName).on(table).columns(indexColumns(index));
  return statement((index.indexType === 'unique' ? create.unique() : create).compile());
};

export const dropIndex = (db: SyncDb, dialect: DialectName, table: string, name: string): Statement =>
  statement(
    (dialect === 'mysql' ? db.schema.dropIndex(name).on(table) : db.schema.dropIndex(name)).compile(),
  );

export const dropTable = (db: SyncDb, table: string): Statement =>
  statement(db.schema.dropTable(table).ifExists().compile());

export const addColumn = (db: SyncDb, dialect: DialectName, table: string, field: CgformField): Statement =>
  statement(
    db.schema
      .alterTable(table)
      .addColumn(field.dbFieldName, columnType(field, dialect), constraints(field, true))
      .compile(),
  );

export const renameColumn = (db: SyncDb, table: string, from: string, to: string): Statement =>
  statement(db.schema.alterTable(table).renameColumn(from, to).compile());

export const dropColumn = (db: SyncDb, table: string, column: string): Statement =>
  statement(db.schema.alterTable(table).dropColumn(column).compile());

/** MySQL: the column redefined whole (type, NOT NULL, default); its key stays. */
export const modifyColumn = (db: SyncDb, table: string, field: CgformField): Statement =>
  statement(
    db.schema
      .alterTable(table)
      .modifyColumn(field.dbFieldName, columnType(field, 'mysql'), constraints(field, false))
      .compile(),
  );

/** PostgreSQL: what changed of a column, one statement each (type with USING, so texts convert too). */
export function alterPostgresColumn(
  db: SyncDb,
  table: string,
  field: CgformField,
  change: { type: boolean; nullable: boolean; fallback: boolean },
): Statement[] {
  const out: Statement[] = [];
  const column = field.dbFieldName;
  if (change.type) {
    const type = columnType(field, 'postgres');
    out.push(
      statement(
        sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${type} using ${sql.ref(column)}::${type}`.compile(
          db,
        ),
      ),
    );
  }
  if (change.nullable)
    out.push(
      statement(
        db.schema
          .alterTable(table)
          .alterColumn(column, (c) => (notNull(field) ? c.setNotNull() : c.dropNotNull()))
          .compile(),
      ),
    );
  if (change.fallback) {
    const fallback = defaultOf(field);
    out.push(
      statement(
        db.schema
          .alterTable(table)
          .alterColumn(column, (c) => (fallback === null ? c.dropDefault() : c.setDefault(fallback)))
          .compile(),
      ),
    );
  }
  return out;
}

/**
 * SQLite, where ALTER cannot change a column: a new table of the design, the kept columns copied into it (from
 * their old names), the old table dropped, the new one renamed, its indexes made. The sync runs it in one
 * transaction.
 */
export function rebuildTable(
  db: SyncDb,
  table: string,
  fields: CgformField[],
  indexes: CgformIndex[],
  copied: { from: string; to: string }[],
): Statement[] {
  const temp = `weld_rebuild_${table}`;
  const [create] = createTable(db, 'sqlite', temp, fields, []);
  const out = [create];
  if (copied.length > 0) {
    const to = sql.join(copied.map((c) => sql.ref(c.to)));
    const from = sql.join(copied.map((c) => sql.ref(c.from)));
    out.push(
      statement(
        sql`insert into ${sql.table(temp)} (${to}) select ${from} from ${sql.table(table)}`.compile(db),
      ),
    );
  }
  out.push(
    statement(db.schema.dropTable(table).compile()),
    statement(db.schema.alterTable(temp).renameTo(table).compile()),
    ...indexes.map((index) => createIndex(db, table, index)),
  );
  return out;
}
