import type { CgformField } from './design';
import type { DesignProblem } from './field-checks';

/** The control of linked selects (联动组件), ONLINE.md "Control types". */
export const LINK_DOWN = 'link_down';
/**
 * The one tree linked selects draw from: the category tree (分类字典), its node ids stored, its names shown. The
 * original platform's setting names them (`table`, `txt`, `key`); a setting may leave them out, never change them.
 */
export const LINK_DOWN_TREE = { table: 'sys_category', txt: 'name', key: 'id' } as const;
/** A column holding a level's value holds a category id: `sys_category.id` is varchar(32). */
export const LINK_DOWN_MIN_LENGTH = 32;
/** A category code (`A01`, `A01A02` …) as the category tree's codes are made. */
const CATEGORY_CODE = /^[A-Za-z0-9]{1,100}$/;
/** The keys a setting may hold: the original's tree names, the linked fields, and the root's code in place of its SQL condition. */
const SETTING_KEYS = ['table', 'txt', 'key', 'linkField', 'pcode'];

/**
 * A link_down field's setting, kept where the original platform keeps it, as JSON in `dict_table`:
 * `{"linkField": "series,model", "pcode": "A02"}` makes the field the top level (the children of the category
 * A02; without pcode the tree's top) and the fields `series` then `model` the levels below.
 */
export interface LinkDownSetting {
  /** code of the node whose children the top level lists; '' for the tree's top */
  pcode: string;
  /** columns of the levels below the field, nearest first */
  linkFields: string[];
}

/** One chain of linked selects: the columns from the top level down, and the top level's root code. */
export interface LinkDownChain {
  pcode: string;
  columns: string[];
}

/**
 * Reads a link_down field's `dictTable`; null when it is no setting (not JSON, unknown keys, another tree, no
 * linked field, a bad code): a typed SQL condition, as the original took, is one of those.
 * @example parseLinkDown('{"linkField":"city"}') // { pcode: '', linkFields: ['city'] }
 */
export function parseLinkDown(text: string | null | undefined): LinkDownSetting | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const setting = parsed as Record<string, unknown>;
  if (Object.keys(setting).some((k) => !SETTING_KEYS.includes(k))) return null;
  for (const [k, fixed] of Object.entries(LINK_DOWN_TREE))
    if (setting[k] !== undefined && setting[k] !== fixed) return null;
  const pcode = setting.pcode ?? '';
  if (typeof pcode !== 'string' || (pcode !== '' && !CATEGORY_CODE.test(pcode))) return null;
  if (typeof setting.linkField !== 'string') return null;
  const linkFields = setting.linkField
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return linkFields.length > 0 ? { pcode, linkFields } : null;
}

const isLinkDown = (f: CgformField) => f.fieldShowType === LINK_DOWN;

/** Whether following the chains from `from` comes to `target` (a field's links, and theirs when they lead on). */
function leadsTo(
  from: string,
  target: string,
  links: Map<string, string[]>,
  seen = new Set<string>(),
): boolean {
  if (from === target) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return (links.get(from) ?? []).some((next) => leadsTo(next, target, links, seen));
}

/**
 * What is wrong with a design's linked selects: a setting that cannot be read, a linked field that is not a field of
 * the design (or is its key), a chain that leads back to where it starts, a field that is a level of two chains or
 * starts a chain of its own, and a column that cannot hold a category id. Each at the field's `dictTable`.
 * @example linkDownProblems(design.fields)
 */
export function linkDownProblems(fields: readonly CgformField[]): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const index = new Map(fields.map((f, i) => [f.dbFieldName, i]));
  const links = new Map<string, string[]>();
  fields.forEach((f) => {
    const setting = isLinkDown(f) ? parseLinkDown(f.dictTable) : null;
    if (setting) links.set(f.dbFieldName, setting.linkFields);
  });
  const claimedBy = new Map<string, string>();
  fields.forEach((f, i) => {
    if (!isLinkDown(f)) return;
    const name = f.dbFieldName;
    const add = (key: string, params: Record<string, string | number> = {}) =>
      problems.push({
        path: `fields.${i}.dictTable`,
        key: `cgform.linkDown.${key}`,
        params: { name, ...params },
      });
    const levels = links.get(name);
    if (!levels) return add('setting');
    for (const link of levels) {
      const at = index.get(link);
      if (at === undefined || link === 'id') {
        add('missing', { link });
        continue;
      }
      if (leadsTo(link, name, links)) {
        add('cycle', { link });
        continue;
      }
      const other = claimedBy.get(link);
      if (other !== undefined) add('twice', { link, other });
      else if (links.has(link)) add('nested', { link });
      claimedBy.set(link, name);
      const level = fields[at];
      if (level.dbType !== 'string' || level.dbLength < LINK_DOWN_MIN_LENGTH)
        problems.push({
          path: `fields.${at}.dbLength`,
          key: 'cgform.linkDown.column',
          params: { name: link, min: LINK_DOWN_MIN_LENGTH },
        });
    }
  });
  fields.forEach((f, i) => {
    if (isLinkDown(f) && (f.dbType !== 'string' || f.dbLength < LINK_DOWN_MIN_LENGTH))
      problems.push({
        path: `fields.${i}.dbLength`,
        key: 'cgform.linkDown.column',
        params: { name: f.dbFieldName, min: LINK_DOWN_MIN_LENGTH },
      });
  });
  return problems;
}

/**
 * The chains of linked selects of a design whose settings are sound (linkDownProblems empty): each top level's
 * column followed by its linked columns, with its root code.
 * @example linkDownChains(fields) // [{ pcode: 'A02', columns: ['line', 'series', 'model'] }]
 */
export function linkDownChains(fields: readonly CgformField[]): LinkDownChain[] {
  const columns = new Set(fields.map((f) => f.dbFieldName));
  const chains: LinkDownChain[] = [];
  for (const f of fields) {
    const setting = isLinkDown(f) ? parseLinkDown(f.dictTable) : null;
    if (setting && setting.linkFields.every((c) => columns.has(c)))
      chains.push({ pcode: setting.pcode, columns: [f.dbFieldName, ...setting.linkFields] });
  }
  return chains;
}
