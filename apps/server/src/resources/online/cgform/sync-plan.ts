import { indexColumns } from '@weld/core';
import type { CgformDesign, CgformField, CgformIndex, SyncMethod } from '@weld/core';
import type { DialectName } from '../../../db/dialect';
import { designType, sameType, typeText, widens } from './column-types';
import * as ddl from './ddl';
import { withForeignKeyIndex } from './fk-index';
import type { Statement } from './ddl';
import { longerThan, misfitDecimals, nonNullCount, nullCount, repeatedValue } from './data-checks';
import { indexOwner, readLiveTable, rowCount } from './live-table';
import type { LiveColumn, LiveIndex, LiveTable, SyncDb } from './live-table';

/** A change that would lose data (normal refuses it), or a name the database already uses elsewhere. */
export interface PlanProblem {
  key: string;
  params: Record<string, string | number>;
}

/** What a sync will do: the statements for the configured dialect, and what it would lose or cannot do. */
export interface SyncPlan {
  method: SyncMethod;
  dialect: DialectName;
  table: string;
  exists: boolean;
  statements: Statement[];
  /** rows the table holds now: a force sync drops them all */
  rowsLost: number;
  /** data a normal sync would lose: each names its column and what is lost */
  losses: PlanProblem[];
  /** index names another table of the database holds */
  conflicts: PlanProblem[];
}

/** A design field and the live column it is kept in (by its name, or by its old name when renamed). */
interface Pair {
  field: CgformField;
  column: LiveColumn;
}

const sameIndex = (wanted: CgformIndex, live: LiveIndex) =>
  (wanted.indexType === 'unique') === live.unique && indexColumns(wanted).join() === live.columns.join();

function sameDefault(field: CgformField, column: LiveColumn): boolean {
  const wanted = ddl.defaultOf(field);
  if (wanted === null || column.defaultValue === null) return wanted === column.defaultValue;
  return typeof wanted === 'number' ? wanted === Number(column.defaultValue) : wanted === column.defaultValue;
}

/** The data a type change would lose: none when the new type holds every old value, else what the rows hold. */
async function typeLoss(
  db: SyncDb,
  dialect: DialectName,
  table: string,
  pair: Pair,
): Promise<PlanProblem | null> {
  const { field, column } = pair;
  const to = designType(field);
  if (widens(column, to)) return null;
  const name = field.dbFieldName;
  const textual = (f: string) => f === 'string' || f === 'text';
  if (textual(column.family) && to.family === 'string') {
    const { count, longest } = await longerThan(db, dialect, table, column.name, to.length ?? 0);
    return count === 0
      ? null
      : { key: 'cgform.loss.narrow', params: { name, longest, length: to.length ?? 0, count } };
  }
  if (column.family === 'decimal' && to.family === 'decimal') {
    const count = await misfitDecimals(db, table, column.name, to.length ?? 0, to.scale ?? 0);
    return count === 0
      ? null
      : {
          key: 'cgform.loss.decimal',
          params: { name, count, precision: to.length ?? 0, scale: to.scale ?? 0 },
        };
  }
  const count = await nonNullCount(db, table, column.name);
  return count === 0
    ? null
    : { key: 'cgform.loss.type', params: { name, from: typeText(column), to: typeText(to), count } };
}

/**
 * New unique indexes over columns whose rows already repeat a value: the index could not be built, so the plan says
 * which index and one repeated value instead of the apply failing. The columns are read under their live names
 * (a renamed field's old one); an index over a column the sync adds has nothing to check yet.
 */
async function repeatsOf(db: SyncDb, table: string, indexes: CgformIndex[], paired: Pair[]) {
  const liveName = new Map(paired.map((p) => [p.field.dbFieldName, p.column.name]));
  const repeats: PlanProblem[] = [];
  for (const index of indexes) {
    if (index.indexType !== 'unique') continue;
    const columns = indexColumns(index).map((c) => liveName.get(c));
    if (columns.some((c) => c === undefined)) continue;
    const repeated = await repeatedValue(db, table, columns as string[]);
    if (repeated)
      repeats.push({
        key: 'cgform.loss.repeated',
        params: { index: index.indexName, columns: indexColumns(index).join(', '), ...repeated },
      });
  }
  return repeats;
}

/** Live columns paired with the design's fields: by name, or through a field's old name (a rename). */
function pairColumns(design: CgformDesign, live: LiveTable) {
  const byName = new Map(live.columns.map((c) => [c.name, c]));
  const designed = new Set(design.fields.map((f) => f.dbFieldName));
  const pairs: Pair[] = [];
  const renames: Pair[] = [];
  const added: CgformField[] = [];
  for (const field of design.fields) {
    const own = byName.get(field.dbFieldName);
    const old = field.dbFieldNameOld ? byName.get(field.dbFieldNameOld) : undefined;
    if (own) pairs.push({ field, column: own });
    else if (old && !designed.has(old.name)) renames.push({ field, column: old });
    else added.push(field);
  }
  const kept = new Set([...pairs, ...renames].map((p) => p.column.name));
  return { pairs, renames, added, dropped: live.columns.filter((c) => !kept.has(c.name)) };
}

/** Normal sync of an existing table: ALTERs that keep data (a SQLite rebuild where ALTER cannot), and the losses. */
async function alterPlan(db: SyncDb, dialect: DialectName, design: CgformDesign, live: LiveTable) {
  const table = live.name;
  const { pairs, renames, added, dropped } = pairColumns(design, live);
  const rows = await rowCount(db, table);
  const losses: PlanProblem[] = [];
  for (const column of dropped) {
    const count = await nonNullCount(db, table, column.name);
    if (count > 0) losses.push({ key: 'cgform.loss.dropColumn', params: { name: column.name, count } });
  }
  for (const field of added)
    if (rows > 0 && ddl.notNull(field) && ddl.defaultOf(field) === null)
      losses.push({ key: 'cgform.loss.addNotNull', params: { name: field.dbFieldName, count: rows } });
  const changed: { pair: Pair; type: boolean; nullable: boolean; fallback: boolean }[] = [];
  for (const pair of [...pairs, ...renames]) {
    const type = !sameType(pair.field, pair.column);
    const nullable = ddl.notNull(pair.field) === pair.column.nullable;
    const fallback = !sameDefault(pair.field, pair.column);
    if (type) {
      const loss = await typeLoss(db, dialect, table, pair);
      if (loss) losses.push(loss);
    }
    if (nullable && ddl.notNull(pair.field)) {
      const count = await nullCount(db, table, pair.column.name);
      if (count > 0)
        losses.push({ key: 'cgform.loss.notNull', params: { name: pair.field.dbFieldName, count } });
    }
    if (type || nullable || fallback) changed.push({ pair, type, nullable, fallback });
  }
  const kept = design.indexs.filter((wanted) =>
    live.indexes.some((l) => l.name === wanted.indexName && sameIndex(wanted, l)),
  );
  const dropIndexes = live.indexes.filter((l) => !kept.some((k) => k.indexName === l.name));
  const newIndexes = design.indexs.filter((wanted) => !kept.includes(wanted));
  losses.push(...(await repeatsOf(db, table, newIndexes, [...pairs, ...renames])));
  const rebuild =
    dialect === 'sqlite' &&
    (changed.length > 0 ||
      added.some((f) => f.dbIsKey === 1 || (ddl.notNull(f) && ddl.defaultOf(f) === null)));
  let statements: Statement[];
  if (rebuild) {
    const copied = [...pairs, ...renames].map((p) => ({ from: p.column.name, to: p.field.dbFieldName }));
    statements = ddl.rebuildTable(db, table, design.fields, design.indexs, copied);
  } else {
    statements = [
      ...dropIndexes.map((index) => ddl.dropIndex(db, dialect, table, index.name)),
      ...renames.map((p) => ddl.renameColumn(db, table, p.column.name, p.field.dbFieldName)),
      ...dropped.map((column) => ddl.dropColumn(db, table, column.name)),
      ...changed.flatMap(({ pair, ...change }) =>
        dialect === 'mysql'
          ? [ddl.modifyColumn(db, table, pair.field)]
          : ddl.alterPostgresColumn(db, table, pair.field, change),
      ),
      ...added.map((field) => ddl.addColumn(db, dialect, table, field)),
      ...newIndexes.map((index) => ddl.createIndex(db, table, index)),
    ];
  }
  return { statements, losses, rows };
}

/**
 * The plan of a sync: reads the live table and compares it with the design. A missing table is created (either
 * method); `force` drops and creates an existing one (its rows are lost); `normal` alters it, and lists every
 * change that would lose data. Index names another table holds are conflicts for both. A sub table gets an index
 * on its foreign key.
 * @example const plan = await planSync(kitDb(ctx), ctx.dialect, design, 'normal')
 */
export async function planSync(
  db: SyncDb,
  dialect: DialectName,
  designed: CgformDesign,
  method: SyncMethod,
): Promise<SyncPlan> {
  // a sub table's foreign-key column is indexed by the sync (fk-index.ts)
  const design = withForeignKeyIndex(designed);
  const table = design.head.tableName;
  const live = await readLiveTable(db, dialect, table);
  const conflicts: PlanProblem[] = [];
  for (const index of design.indexs) {
    const owner = await indexOwner(db, dialect, index.indexName);
    if (owner && owner !== table && !rebuilding(dialect, table, owner))
      conflicts.push({ key: 'cgform.indexNameTaken', params: { index: index.indexName, table: owner } });
  }
  const base = { method, dialect, table, exists: live !== null, conflicts };
  const create = () => ddl.createTable(db, dialect, table, design.fields, design.indexs);
  if (!live) return { ...base, statements: create(), rowsLost: 0, losses: [] };
  if (method === 'force') {
    const rows = await rowCount(db, table);
    return { ...base, statements: [ddl.dropTable(db, table), ...create()], rowsLost: rows, losses: [] };
  }
  const { statements, losses } = await alterPlan(db, dialect, design, live);
  return { ...base, statements, rowsLost: 0, losses };
}

/** A SQLite rebuild's own temporary table (left by nothing, but never a conflict with its own table). */
const rebuilding = (dialect: DialectName, table: string, owner: string) =>
  dialect === 'sqlite' && owner === `weld_rebuild_${table}`;
