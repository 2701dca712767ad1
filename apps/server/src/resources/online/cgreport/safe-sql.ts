import nodeSqlParser from 'node-sql-parser';
import type { DialectName } from '../../../db/dialect';
import { AppError } from '../../../lib/errors';
import { ALLOWED_FUNCTIONS, holdsSecrets, isCatalogTable, isSecretColumn } from './sql-rules';
import { splitParams } from './sql-text';
import type { SqlTemplate } from './sql-text';

const parser = new nodeSqlParser.Parser();
const GRAMMAR: Record<DialectName, string> = { sqlite: 'Sqlite', postgres: 'PostgresQL', mysql: 'MariaDB' };

type Node = Record<string, unknown>;

const refuse = (key: string, values: Record<string, unknown> = {}) =>
  new AppError(400, `cgreport.sql.${key}`, values);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Every object in an AST, depth first. */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (isNode(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** A name as the parser keeps it: a plain string, or `{expr: {value}}` / `{value}` for quoted ones. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    if (typeof value.value === 'string') return value.value;
    if (isNode(value.expr)) return nameOf(value.expr);
  }
  return null;
}

function functionName(node: Node): { name: string; qualified: boolean } {
  if (typeof node.name === 'string') return { name: node.name, qualified: false };
  const name = isNode(node.name) ? node.name : {};
  const parts = Array.isArray(name.name) ? name.name.map(nameOf) : [];
  return { name: parts.join('.'), qualified: parts.length !== 1 || Boolean(name.schema) };
}

const STATEMENTS = new Set([
  'insert', 'update', 'delete', 'replace', 'create', 'drop', 'alter', 'truncate', 'rename', 'use', 'set',
  'lock', 'unlock', 'call', 'exec', 'execute', 'grant', 'revoke', 'show', 'desc', 'explain', 'transaction',
  'load_data', 'attach', 'pragma', 'declare', 'copy',
]); // prettier-ignore

/** The checks of one AST node; throws the refusal that names what it refuses. */
function checkNode(node: Node, dialect: DialectName, tables: Set<string>): void {
  const type = node.type;
  // statement types are lower case; ORDER BY's direction (DESC) is upper case
  if (typeof type === 'string' && STATEMENTS.has(type)) throw refuse('write', { what: type });
  if (type === 'select') {
    const into = isNode(node.into) ? node.into : null;
    if (into && (into.position || into.keyword || into.expr)) throw refuse('into');
    if (node.locking_read || node.for_update) throw refuse('locking');
  }
  if (type === 'var') throw refuse('variable', { name: String(node.name ?? '') });
  if (type === 'function' || type === 'aggr_func') {
    const { name, qualified } = functionName(node);
    if (qualified || !ALLOWED_FUNCTIONS.has(name.toLowerCase())) throw refuse('function', { name });
  }
  if (type === 'column_ref') {
    const column = nameOf(node.column) ?? '';
    const table = nameOf(node.table);
    if (column === '*') {
      const secret = [...tables].find(holdsSecrets);
      if (secret) throw refuse('star', { table: secret });
    } else if (isSecretColumn(column)) throw refuse('secretColumn', { name: column });
    // PostgreSQL reads a bare table name or alias as its whole row, secrets included
    if (dialect === 'postgres' && !table && tables.has(column.toLowerCase()))
      throw refuse('wholeRow', { name: column });
  }
  // SQLite reads a double-quoted name as a column when one has it; MySQL in ANSI_QUOTES mode too
  if ((type === 'double_quote_string' || type === 'backticks_quote_string') && typeof node.value === 'string')
    if (isSecretColumn(node.value)) throw refuse('secretColumn', { name: node.value });
}

/** The tables (and their aliases) an AST reads; refuses catalogue tables and names qualified by a schema. */
function tablesOf(ast: unknown): Set<string> {
  const tables = new Set<string>();
  for (const node of nodes(ast)) {
    if (typeof node.table !== 'string' || node.type !== undefined) continue;
    if (node.db) throw refuse('schema', { name: `${nameOf(node.db)}.${node.table}` });
    if (isCatalogTable(node.table)) throw refuse('catalog', { name: node.table });
    // the parser reads `t natural join u` as `t AS natural` joined without a condition: refuse what it misreads
    if (typeof node.as === 'string' && node.as.toLowerCase() === 'natural') throw refuse('naturalJoin');
    const using = Array.isArray(node.using) ? node.using.map(nameOf) : [];
    const secret = using.find((name) => name !== null && isSecretColumn(name));
    if (secret) throw refuse('secretColumn', { name: secret });
    tables.add(node.table.toLowerCase());
    if (typeof node.as === 'string') tables.add(node.as.toLowerCase());
  }
  return tables;
}

/**
 * A report's SQL checked for running: exactly one SELECT (CTEs allowed) in the dialect's grammar, no writes, DDL,
 * SELECT INTO or locking reads, only allowed functions, no secret column (nor `*` over a table that has one), no
 * catalogue tables. Its `${param}` places become bound values (sql-text.ts). Throws a 400 saying what is refused.
 * @example const template = checkReportSql("select name from weld_model where kind = '${kind}'", 'sqlite')
 */
export function checkReportSql(sql: string, dialect: DialectName): SqlTemplate {
  const key = `${dialect}\u0000${sql}`;
  const known = checked.get(key);
  if (known) return known;
  const template = checkedTemplate(sql, dialect);
  if (checked.size >= CHECKED_KEPT) checked.delete(checked.keys().next().value!);
  checked.set(key, template);
  return template;
}

/**
 * Texts that passed, by dialect: every report call checks its SQL again, and parsing cost 0.3-0.9 ms a call, a
 * page's own cost. The rules are the code's, so a text that passed once passes until the server is replaced.
 */
const checked = new Map<string, SqlTemplate>();
const CHECKED_KEPT = 500;

function checkedTemplate(sql: string, dialect: DialectName): SqlTemplate {
  const template = splitParams(sql, dialect);
  let ast: unknown;
  try {
    ast = parser.astify(template.parseText, { database: GRAMMAR[dialect] });
  } catch (err) {
    const location = (err as { location?: { start?: { line?: number; column?: number } } }).location?.start;
    throw refuse('syntax', { line: location?.line ?? 1, column: location?.column ?? 1 });
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw refuse('oneStatement');
  const [statement] = statements as Node[];
  if (statement.type !== 'select') throw refuse('write', { what: String(statement.type ?? '') });
  const tables = tablesOf(statement);
  for (const node of nodes(statement)) checkNode(node, dialect, tables);
  return template;
}
