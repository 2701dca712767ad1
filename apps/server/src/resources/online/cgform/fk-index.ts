import { foreignKeyOf, indexColumns } from '@weld/core';
import type { CgformDesign } from '@weld/core';

/** PostgreSQL's longest identifier (MySQL takes 64, SQLite has no limit): the name fits all three. */
const MAX_NAME = 63;

/** FNV-1a of a text, as base 36: a short stable tag for a name cut to fit. */
function tagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36).padStart(7, '0');
}

/**
 * The name of a sub table's foreign-key index, `idx_<table>_<column>`; a longer one is cut and tagged with a hash
 * of the whole, so it stays the same from sync to sync and differs between tables.
 * @example foreignKeyIndexName('ext_order_line', 'order_id') // 'idx_ext_order_line_order_id'
 */
export function foreignKeyIndexName(table: string, column: string): string {
  const name = `idx_${table}_${column}`;
  if (name.length <= MAX_NAME) return name;
  const tag = tagOf(name);
  return `${name.slice(0, MAX_NAME - tag.length - 1)}_${tag}`;
}

/**
 * A sub design as its sync builds it: with a plain index on its foreign-key column unless one of its indexes already
 * starts with that column, as lookups of a main record's rows and the cascade of its delete go by that column. The
 * index is the sync's, not the design's: it is not stored with the design. No database FOREIGN KEY is made (the
 * server keeps the link in its writes, as the original platform does).
 * @example const planned = withForeignKeyIndex(design)
 */
export function withForeignKeyIndex(design: CgformDesign): CgformDesign {
  const fk = design.head.tableType === 3 ? foreignKeyOf(design) : null;
  if (!fk || fk.dbType === 'Text' || fk.dbType === 'Blob') return design;
  const name = foreignKeyIndexName(design.head.tableName, fk.dbFieldName);
  const covered = design.indexs.some((i) => indexColumns(i)[0] === fk.dbFieldName || i.indexName === name);
  if (covered) return design;
  const index = { indexName: name, indexField: fk.dbFieldName, indexType: 'normal' as const };
  return { ...design, indexs: [...design.indexs, index] };
}
