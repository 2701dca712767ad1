import { SCHEMA_TABLES } from './product-tables.generated';
import { reservingDialects } from './reserved-words';

/**
 * Table, column and index names of a design: a lower-case letter, then lower-case letters, digits and underscores,
 * as every dialect reads them unquoted. At most 63 characters, not 64: PostgreSQL cuts longer names to 63 bytes,
 * and resources defined at run time (core's `compileRuntimeResource`) take 63.
 */
export const DESIGN_IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

/** Prefixes of the product's own tables (system, online builders, welding, scheduler …): never a design's table. */
export const PRODUCT_TABLE_PREFIXES: readonly string[] = [
  'sys_',
  'onl_',
  'weld_',
  'qrtz_',
  'act_',
  'jeecg_',
  'kysely_',
];

/** Names the builders' own rights use (`online:cgform:*`, `online:cgreport:*`): a form's rights would clash. */
const BUILDER_NAMES: readonly string[] = ['cgform', 'cgreport'];

let schemaTables: ReadonlySet<string> | null = null;

/**
 * Whether a table name belongs to the product: a table of its schema (read from the server's schema types into
 * `product-tables.generated.ts`), a product prefix, or a builder's own name.
 * @example isProductTable('oss_file') // true
 */
export function isProductTable(name: string): boolean {
  schemaTables ??= new Set(SCHEMA_TABLES);
  const lower = name.toLowerCase();
  return (
    schemaTables.has(lower) ||
    PRODUCT_TABLE_PREFIXES.some((prefix) => lower.startsWith(prefix)) ||
    BUILDER_NAMES.includes(lower)
  );
}

/** Why a name cannot be a table, column or index name: a locale key under `server.` and its parameters. */
export interface NameProblem {
  key: string;
  params: Record<string, string>;
}

/**
 * The first problem of a name, or null: its form, then the reserved words of every dialect, then (tables) the
 * product's tables.
 * @example nameProblem('order', 'column') // { key: 'cgform.reservedName', params: { name: 'order', dialects: 'SQLite, PostgreSQL, MySQL, MariaDB' } }
 */
export function nameProblem(name: unknown, what: 'table' | 'column' | 'index'): NameProblem | null {
  const text = typeof name === 'string' ? name : '';
  if (!DESIGN_IDENTIFIER.test(text)) return { key: `cgform.bad.${what}Name`, params: { name: text } };
  const dialects = reservingDialects(text);
  if (dialects.length > 0)
    return { key: 'cgform.reservedName', params: { name: text, dialects: dialects.join(', ') } };
  if (what === 'table' && isProductTable(text)) return { key: 'cgform.productTable', params: { name: text } };
  return null;
}

/**
 * The record key of a column (`create_time` → `createTime`); columns of one design must give distinct keys.
 * @example fieldKeyOf('sys_org_code') // 'sysOrgCode'
 */
export function fieldKeyOf(column: string): string {
  return column.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/_/g, '');
}
