import {
  FORM_TEMPLATES,
  INDEX_TYPES,
  QUERY_MODES,
  TABLE_TYPES,
  THEME_TEMPLATES,
  indexColumns,
} from './design';
import type { CgformDesign, CgformField, CgformHead } from './design';
import { fieldProblems, TEXT_TYPE_LENGTHS } from './field-checks';
import type { DesignProblem } from './field-checks';
import { linkDownProblems } from './link-down';
import { fieldKeyOf, nameProblem } from './names';

/** The key column every design has: the kit's ids are texts of 19 characters (db/ids.ts), 64 at most. */
export const KEY_COLUMN = 'id';
export const KEY_LENGTH = { min: 19, max: 64 } as const;
/** MySQL's row limit (bytes; every varchar character counted as 4 in utf8mb4), checked on every dialect. */
export const MAX_ROW_BYTES = 65_535;
/** InnoDB's longest index key in bytes (DYNAMIC rows), checked on every dialect. */
export const MAX_INDEX_BYTES = 3_072;

const YES_NO = ['Y', 'N'];

/** Bytes a column takes at most in a MySQL row (what its row limit counts). */
function rowBytes(field: CgformField): number {
  const chars = field.dbType === 'string' ? field.dbLength : TEXT_TYPE_LENGTHS[field.dbType];
  if (chars !== undefined) return chars * 4 + 2;
  if (field.dbType === 'int') return 4;
  if (field.dbType === 'double') return 8;
  if (field.dbType === 'BigDecimal') return Math.ceil(field.dbLength / 2) + 1;
  return 12;
}

function headProblems(head: CgformHead, fields: CgformField[]): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const add = (prop: string, key: string, params: Record<string, string | number> = {}) =>
    problems.push({ path: `head.${prop}`, key, params });
  const named = nameProblem(head.tableName, 'table');
  if (named) add('tableName', named.key, named.params);
  if (typeof head.tableTxt !== 'string' || head.tableTxt.trim() === '' || head.tableTxt.length > 200)
    add('tableTxt', 'cgform.tableTxt');
  const choices: [keyof CgformHead, readonly unknown[]][] = [
    ['tableType', TABLE_TYPES],
    ['isCheckbox', YES_NO],
    ['isPage', YES_NO],
    ['isTree', YES_NO],
    ['queryMode', QUERY_MODES],
    ['formTemplate', FORM_TEMPLATES],
    ['themeTemplate', THEME_TEMPLATES],
  ];
  for (const [prop, allowed] of choices)
    if (!allowed.includes(head[prop]))
      add(prop, 'cgform.badChoice', { field: prop, value: String(head[prop]), allowed: allowed.join(', ') });
  if (head.relationType != null && ![0, 1].includes(head.relationType))
    add('relationType', 'cgform.badChoice', {
      field: 'relationType',
      value: String(head.relationType),
      allowed: '0, 1',
    });
  if (head.isTree === 'Y') {
    const names = new Set(fields.map((f) => f.dbFieldName));
    for (const prop of ['treeParentIdField', 'treeIdField', 'treeFieldname'] as const) {
      const value = head[prop] ?? '';
      if (value === '') {
        if (prop !== 'treeFieldname') add(prop, 'cgform.treeFieldRequired', { field: prop });
      } else if (!names.has(value)) add(prop, 'cgform.treeFieldMissing', { field: prop, name: value });
    }
  }
  return problems;
}

function keyProblems(fields: CgformField[]): DesignProblem[] {
  const keys = fields.map((f, i) => ({ f, i })).filter(({ f }) => f.dbIsKey === 1);
  if (keys.length !== 1) return [{ path: 'fields', key: 'cgform.keyCount', params: { count: keys.length } }];
  const [{ f, i }] = keys;
  if (f.dbFieldName !== KEY_COLUMN)
    return [{ path: `fields.${i}.dbIsKey`, key: 'cgform.keyNotId', params: { name: f.dbFieldName } }];
  if (f.dbType !== 'string' || f.dbLength < KEY_LENGTH.min || f.dbLength > KEY_LENGTH.max)
    return [{ path: `fields.${i}.dbType`, key: 'cgform.keyType', params: { ...KEY_LENGTH } }];
  return [];
}

/** Duplicate column names, and columns whose record keys (`fieldKeyOf`) would be the same. */
function clashProblems(fields: CgformField[]): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const names = new Map<string, number>();
  const keys = new Map<string, string>();
  fields.forEach((f, i) => {
    if (typeof f.dbFieldName !== 'string') return;
    if (names.has(f.dbFieldName)) {
      problems.push({
        path: `fields.${i}.dbFieldName`,
        key: 'cgform.duplicateColumn',
        params: { name: f.dbFieldName },
      });
      return;
    }
    names.set(f.dbFieldName, i);
    const key = fieldKeyOf(f.dbFieldName);
    const other = keys.get(key);
    if (other)
      problems.push({
        path: `fields.${i}.dbFieldName`,
        key: 'cgform.columnKeyClash',
        params: { name: f.dbFieldName, other },
      });
    else keys.set(key, f.dbFieldName);
  });
  return problems;
}

function indexProblems(design: CgformDesign): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const byName = new Map(design.fields.map((f) => [f.dbFieldName, f]));
  const seen = new Set<string>();
  design.indexs.forEach((index, i) => {
    const add = (prop: string, key: string, params: Record<string, string | number>) =>
      problems.push({ path: `indexs.${i}.${prop}`, key, params });
    const label = typeof index.indexName === 'string' && index.indexName ? index.indexName : `#${i + 1}`;
    const named = nameProblem(index.indexName, 'index');
    if (named) add('indexName', named.key, named.params);
    else if (seen.has(index.indexName)) add('indexName', 'cgform.duplicateIndex', { index: label });
    seen.add(index.indexName);
    if (!INDEX_TYPES.includes(index.indexType))
      add('indexType', 'cgform.badChoice', {
        field: 'indexType',
        value: String(index.indexType),
        allowed: INDEX_TYPES.join(', '),
      });
    const columns = indexColumns(index);
    if (columns.length === 0 || new Set(columns).size !== columns.length) {
      add('indexField', 'cgform.indexColumns', { index: label });
      return;
    }
    let bytes = 0;
    for (const column of columns) {
      const field = byName.get(column);
      if (!field) add('indexField', 'cgform.indexColumnMissing', { index: label, name: column });
      else if (field.dbType === 'Text' || field.dbType === 'Blob')
        add('indexField', 'cgform.indexColumnType', { index: label, name: column, type: field.dbType });
      else bytes += rowBytes(field);
    }
    if (bytes > MAX_INDEX_BYTES)
      add('indexField', 'cgform.indexTooLong', { index: label, max: MAX_INDEX_BYTES });
  });
  return problems;
}

/**
 * Every reason a design cannot be saved, each at the field it concerns with a locale key under `server.` (the
 * server answers them in the caller's language; the designer can show them before sending). Empty: it is valid.
 * @example designProblems({ head, fields: standardFields(), indexs: [] })
 */
export function designProblems(design: CgformDesign): DesignProblem[] {
  const fields = Array.isArray(design.fields) ? design.fields : [];
  const indexs = Array.isArray(design.indexs) ? design.indexs : [];
  const own = fields.map((field, i) => fieldProblems(field, i));
  const problems = [...headProblems(design.head, fields), ...own.flat()];
  if (fields.length === 0) return [...problems, { path: 'fields', key: 'cgform.noFields', params: {} }];
  problems.push(
    ...clashProblems(fields),
    ...keyProblems(fields),
    ...indexProblems({ ...design, fields, indexs }),
    ...linkDownProblems(fields),
  );
  // the row size is meaningful once every field's type and length are
  if (own.every((p) => p.length === 0)) {
    const bytes = fields.reduce((sum, f) => sum + rowBytes(f), 0);
    if (bytes > MAX_ROW_BYTES)
      problems.push({ path: 'fields', key: 'cgform.rowTooLarge', params: { bytes } });
  }
  return problems;
}
