import type { ResourceDefinition } from '../resource/define';
import type { CgformDesign, CgformField } from './design';
import { fieldKeyOf } from './names';
import type { DesignProblem } from './field-checks';

/** A sub table's relation to its main (`relation_type`): 0 one-to-many, 1 one-to-one. */
export const RELATION_TYPES = [0, 1] as const;
export const ONE_TO_ONE = 1;

/**
 * A sub table of a main form as getDefinition serves it in `head.subTables` (the main's order), for every layout
 * of a main form: the ERP list reads the sub's own form by `id`, the tab and inner-table layouts its `definition`.
 */
export interface ServedSubTable {
  /** the sub form's head id: its own getDefinition, getData and form calls */
  id: string;
  /** the sub table's name: the main record's property holding its rows in a save, and its tab's key */
  tableName: string;
  tableTxt: string;
  /** 0 one-to-many (an editable grid, a list), 1 one-to-one (a form section, one row per main record) */
  relationType: number;
  /** the served key of the sub's foreign-key field (set by the server from the main record, never typed) */
  fkField: string;
  /** the served key of the main's field the foreign key holds (usually `id`) */
  mainField: string;
  /** the sub's served definition without the fields the caller's field rights hide; null while not published */
  definition: ResourceDefinition | null;
  /** the field keys the caller's field rights show but keep from changing */
  disabled: string[];
  /** statistics rows of the sub's grid by field key, as its design marks them (`subTotalsOf`) */
  totals: Record<string, SubTotal[]>;
}

/** A statistics row of a sub table's grid: 合计 (sum) or 平均 (average). */
export type SubTotal = 'sum' | 'average';

const TOTALS: readonly string[] = ['sum', 'average'];
const NUMERIC = ['int', 'double', 'BigDecimal'];

/** The statistics a numeric field's `fieldExtendJson` asks for (`{"statistics": ["sum"]}`); none when unreadable. */
function totalsOfField(field: CgformField): SubTotal[] {
  if (!NUMERIC.includes(field.dbType) || !field.fieldExtendJson) return [];
  try {
    const { statistics } = JSON.parse(field.fieldExtendJson) as { statistics?: unknown };
    return Array.isArray(statistics) ? TOTALS.filter((k): k is SubTotal => statistics.includes(k)) : [];
  } catch {
    return [];
  }
}

/**
 * The statistics rows a sub design's grid shows, by served field key: the numeric fields whose extra settings
 * (`fieldExtendJson`) mark them, e.g. `{"statistics": ["sum", "average"]}`.
 * @example subTotalsOf(passDesign) // { currentA: ['sum'] }
 */
export function subTotalsOf(design: CgformDesign): Record<string, SubTotal[]> {
  const out: Record<string, SubTotal[]> = {};
  for (const field of design.fields) {
    const totals = totalsOfField(field);
    if (totals.length) out[fieldKeyOf(field.dbFieldName)] = totals;
  }
  return out;
}

/** A served sub table that is published: the tab and inner-table layouts edit and show only these. */
export type PublishedSubTable = ServedSubTable & { definition: ResourceDefinition };

/**
 * The published sub tables of a main form's served list.
 * @example publishedSubs(head.subTables ?? []).map((s) => s.tableName)
 */
export function publishedSubs(subs: readonly ServedSubTable[]): PublishedSubTable[] {
  return subs.filter((s): s is PublishedSubTable => s.definition !== null);
}

/**
 * `'a, b'` → `['a', 'b']`: the sub table names a main design lists in `subTableStr`.
 * @example subTableNames({ subTableStr: 'order_line,order_note' }) // ['order_line', 'order_note']
 */
export function subTableNames(head: { subTableStr?: string | null }): string[] {
  return String(head.subTableStr ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

/** The fields of a sub design that link it to a main table (外键: `mainTable` given). */
const linkFields = (design: CgformDesign) =>
  design.fields
    .map((field, i) => ({ field, i }))
    .filter(({ field }) => (field.mainTable ?? '').trim() !== '');

/**
 * The foreign-key field of a sub design (the one field naming a main table), or null when it has none or several.
 * @example foreignKeyOf(lineDesign)?.dbFieldName // 'order_id'
 */
export function foreignKeyOf(design: CgformDesign): CgformField | null {
  const links = linkFields(design);
  return links.length === 1 ? links[0].field : null;
}

/** A sub design on its own: type 3, a relation, exactly one foreign-key field naming a main table and field. */
function ownSubProblems(sub: CgformDesign): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const links = linkFields(sub);
  if (sub.head.tableType !== 3) {
    if (links.length > 0)
      problems.push({
        path: `fields.${links[0].i}.mainTable`,
        key: 'cgform.subLinkNotSub',
        params: { name: links[0].field.dbFieldName },
      });
    return problems;
  }
  if (sub.head.relationType == null || !(RELATION_TYPES as readonly number[]).includes(sub.head.relationType))
    problems.push({ path: 'head.relationType', key: 'cgform.subRelation', params: {} });
  if (links.length !== 1) {
    problems.push({ path: 'fields', key: 'cgform.subForeignKeyCount', params: { count: links.length } });
    return problems;
  }
  const { field, i } = links[0];
  if (field.dbIsKey === 1)
    problems.push({ path: `fields.${i}.mainTable`, key: 'cgform.subForeignKeyIsKey', params: {} });
  if ((field.mainField ?? '').trim() === '')
    problems.push({
      path: `fields.${i}.mainField`,
      key: 'cgform.subMainFieldRequired',
      params: { name: field.dbFieldName },
    });
  if (field.mainTable === sub.head.tableName)
    problems.push({ path: `fields.${i}.mainTable`, key: 'cgform.subOwnMain', params: {} });
  return problems;
}

/**
 * What is wrong between a sub design and the main design it names: the main must be type 2, its main field must
 * exist, and the foreign-key column must hold the main field's values (same type, a string at least as long).
 */
function pairProblems(sub: CgformDesign, main: CgformDesign, path: (i: number, prop: string) => string) {
  const link = linkFields(sub);
  if (link.length !== 1) return [];
  const { field, i } = link[0];
  const problems: DesignProblem[] = [];
  const params = { sub: sub.head.tableName, main: main.head.tableName, name: field.mainField ?? '' };
  if (main.head.tableType !== 2)
    problems.push({ path: path(i, 'mainTable'), key: 'cgform.subMainNotMain', params });
  const target = main.fields.find((f) => f.dbFieldName === field.mainField);
  if (!target) problems.push({ path: path(i, 'mainField'), key: 'cgform.subMainFieldMissing', params });
  else if (target.dbType !== field.dbType || (field.dbType === 'string' && field.dbLength < target.dbLength))
    problems.push({
      path: path(i, 'dbType'),
      key: 'cgform.subForeignKeyType',
      params: { ...params, column: field.dbFieldName },
    });
  return problems;
}

/**
 * The checks of a main–sub relation for a design about to be saved, against the other stored designs (by table
 * name, copies aside). A main (type 2) lists its subs in `subTableStr`: each must exist, be type 3, and name this
 * main in its one foreign-key field whose `mainField` this main has. A sub (type 3) has a relation (0 one-to-many,
 * 1 one-to-one) and exactly one foreign-key field; when its main is stored already the pair is checked too, else
 * the main's save checks it later. Paths and keys as designProblems' (`server.` locale keys).
 * @example relationProblems(design, storedDesigns)
 */
export function relationProblems(design: CgformDesign, others: readonly CgformDesign[]): DesignProblem[] {
  const byName = new Map(others.map((d) => [d.head.tableName, d]));
  const problems = ownSubProblems(design);
  const link = design.head.tableType === 3 ? foreignKeyOf(design) : null;
  const main = link ? byName.get(link.mainTable ?? '') : undefined;
  if (main) problems.push(...pairProblems(design, main, (i, prop) => `fields.${i}.${prop}`));
  const names = subTableNames(design.head);
  if (design.head.tableType !== 2) {
    if (names.length > 0) problems.push({ path: 'head.subTableStr', key: 'cgform.subNotMain', params: {} });
    return problems;
  }
  const seen = new Set<string>();
  for (const name of names) {
    const at = { path: 'head.subTableStr', params: { name, main: design.head.tableName } };
    if (seen.has(name)) {
      problems.push({ ...at, key: 'cgform.subDuplicate' });
      continue;
    }
    seen.add(name);
    const sub = name === design.head.tableName ? undefined : byName.get(name);
    if (!sub) problems.push({ ...at, key: 'cgform.subMissing' });
    else if (sub.head.tableType !== 3) problems.push({ ...at, key: 'cgform.subWrongType' });
    else if (foreignKeyOf(sub)?.mainTable !== design.head.tableName)
      problems.push({ ...at, key: 'cgform.subNotLinked' });
    else problems.push(...pairProblems(sub, design, () => 'head.subTableStr'));
  }
  return problems;
}
