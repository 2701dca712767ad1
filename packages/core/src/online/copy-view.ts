import type { CgformDesign, CgformField, CgformHead } from './design';
import type { DesignProblem } from './field-checks';

/** The longest resource name the runtime engine takes (as its table names). */
const NAME_MAX = 63;

/** Whether a design head is a copy view (复制视图: copy_type 1, physic_id its original). */
export function isCopyView(head: Pick<CgformHead, 'copyType'>): boolean {
  return Number(head.copyType) === 1;
}

/**
 * The name a design's runtime resource is served under, the root of its rights (`online:<name>:*`) and data path:
 * an original's table name; a copy view's `<table>$<n>` as `<table>Copy<n>`. A table name has no capital, so a
 * copy's name never meets a table's; a long one is cut before the suffix.
 * @example servedNameOf({ tableName: 'weld_proc$2', copyType: 1 }) // 'weld_procCopy2'
 */
export function servedNameOf(head: Pick<CgformHead, 'tableName' | 'copyType'>): string {
  if (!isCopyView(head)) return head.tableName;
  const at = head.tableName.lastIndexOf('$');
  const suffix = `Copy${head.tableName.slice(at + 1)}`;
  return head.tableName.slice(0, Math.min(at, NAME_MAX - suffix.length)) + suffix;
}

/**
 * The table a copy view shows: its name up to `$` (a copy is named `<table>$<n>`); an original's own name.
 * @example tableOfCopy('weld_proc$2') // 'weld_proc'
 */
export function tableOfCopy(tableName: string): string {
  const at = tableName.lastIndexOf('$');
  return at < 0 ? tableName : tableName.slice(0, at);
}

/** Head properties that describe the table (its key, tree columns, main–sub links): a copy keeps its original's. */
export const COPY_FIXED_HEAD = [
  'tableType',
  'idType',
  'isTree',
  'treeParentIdField',
  'treeIdField',
  'subTableStr',
  'relationType',
] as const;

/** Field properties that describe the column: a copy never changes them (its labels, flags and controls it may). */
export const COPY_FIXED_FIELD = [
  'dbType',
  'dbLength',
  'dbPointLength',
  'dbDefaultVal',
  'dbIsKey',
  'dbIsNull',
  'mainTable',
  'mainField',
] as const;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * What a copy view's save would change of the table, each at its field (key `cgform.copy.dbFixed`, or
 * `cgform.copy.unknownColumn` for a field that is none of the columns it may show). `columns` are the fields a
 * copy may show: its stored ones, then its original's; `head` is the original's.
 * @example copyProblems(edited, stored.fields.concat(original.fields), original.head)
 */
export function copyProblems(
  copy: CgformDesign,
  columns: readonly CgformField[],
  head: CgformHead,
): DesignProblem[] {
  const problems: DesignProblem[] = [];
  for (const prop of COPY_FIXED_HEAD)
    if (!same(copy.head[prop], head[prop]))
      problems.push({ path: `head.${prop}`, key: 'cgform.copy.headFixed', params: {} });
  copy.fields.forEach((field, i) => {
    const column = columns.find((c) => c.dbFieldName === field.dbFieldName);
    if (!column) {
      problems.push({
        path: `fields.${i}.dbFieldName`,
        key: 'cgform.copy.unknownColumn',
        params: { name: field.dbFieldName },
      });
      return;
    }
    for (const prop of COPY_FIXED_FIELD)
      if (!same(field[prop], column[prop]))
        problems.push({
          path: `fields.${i}.${prop}`,
          key: 'cgform.copy.dbFixed',
          params: { name: field.dbFieldName },
        });
  });
  return problems;
}
