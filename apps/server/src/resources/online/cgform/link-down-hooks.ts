import {
  LINK_DOWN,
  linkDownChains,
  parseLinkDown,
  translate,
  type CgformField,
  type DesignProblem,
  type LinkDownChain,
  type Locale,
  type ResourceDefinition,
} from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx, type KitTx } from '../../../kit/table';
import { fieldsError, label } from '../../../kit/write';
import { AppError } from '../../../lib/errors';
import { isRootPid } from '../../system/category';
import type { StoredDesign } from './design.repo';

const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

interface Node {
  id: string;
  pid: string | null;
  name: string;
}

async function nodeOf(tx: KitTx, id: string): Promise<Node | undefined> {
  return typedTx(tx)
    .selectFrom('sys_category')
    .select(['id', 'pid', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The id of the chain's root (null: the tree's top); a root code the tree no longer has is a 400. */
async function rootOf(tx: KitTx, chain: LinkDownChain): Promise<string | null> {
  if (chain.pcode === '') return null;
  const row = await typedTx(tx)
    .selectFrom('sys_category')
    .select('id')
    .where('code', '=', chain.pcode)
    .executeTakeFirst();
  if (!row) throw new AppError(400, 'cgform.linkDown.rootMissing', { code: chain.pcode });
  return row.id;
}

/**
 * The refusals of one chain on the row as it will be: each level's value is a child of the value above it (the top
 * level's, of the root), and no level holds a value under an empty one. Field key → message.
 */
async function chainErrors(
  tx: KitTx,
  chain: LinkDownChain,
  row: Record<string, unknown>,
  def: ResourceDefinition,
  byColumn: Map<string, string>,
  lang: Locale,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  let parent: Node | null = null;
  let emptyAbove: string | null = null;
  const root = await rootOf(tx, chain);
  for (const column of chain.columns) {
    const key = byColumn.get(column);
    const value = row[column];
    if (!key || isEmpty(value)) {
      emptyAbove ??= column;
      continue;
    }
    const above = emptyAbove === null ? undefined : byColumn.get(emptyAbove);
    if (above) {
      errors[key] = translate(lang, 'server.cgform.linkDown.noParent', {
        parent: label(def, def.fields[above], lang),
      });
      break;
    }
    const node = await nodeOf(tx, String(value));
    const under = parent
      ? node?.pid === parent.id
      : root === null
        ? isRootPid(node?.pid)
        : node?.pid === root;
    if (!node || !under) {
      const params = { value: node?.name ?? String(value).slice(0, 64), parent: parent?.name ?? '' };
      errors[key] = translate(lang, `server.cgform.linkDown.${parent ? 'notUnder' : 'notTop'}`, params);
      break;
    }
    parent = node;
  }
  return errors;
}

/**
 * Why a row's linked selects cannot be written (field key → message in `lang`), judging the chains of `design` that
 * the write sets a column of (`written`) on the row as it will be (`row`). Empty: they can.
 * @example const errors = await linkDownRefusals(tx, design, def, { ...stored, ...columns }, columns, 'zh_CN')
 */
export async function linkDownRefusals(
  tx: KitTx,
  design: Pick<StoredDesign, 'fields'>,
  def: ResourceDefinition,
  row: Record<string, unknown>,
  written: Record<string, unknown>,
  lang: Locale,
): Promise<Record<string, string>> {
  const byColumn = new Map(Object.entries(def.fields).map(([key, f]) => [f.column, key]));
  const errors: Record<string, string> = {};
  for (const chain of linkDownChains(design.fields))
    if (chain.columns.some((c) => Object.hasOwn(written, c)))
      Object.assign(errors, await chainErrors(tx, chain, row, def, byColumn, lang));
  return errors;
}

/**
 * The server's half of a form's linked selects (link_down, core's link-down.ts): a write that sets a level of a
 * chain is judged on the row as it will be after it, each level a child of the level above in the category tree
 * (the top one of the setting's root), no level chosen under an empty one; a refusal is a 400 at the field, inside
 * the write's transaction, so nothing is written. Add, edit and import alike; a main form's sub rows: sub-rows.ts.
 * @example joinHooks(hooks, linkDownHooks(design, def))
 */
export function linkDownHooks(design: StoredDesign, def: ResourceDefinition): Partial<ResourceHooks> {
  if (linkDownChains(design.fields).length === 0) return {};
  return {
    beforeWrite: async (columns, { stored, tx, request }) => {
      const errors = await linkDownRefusals(
        tx,
        design,
        def,
        { ...stored, ...columns },
        columns,
        request.lang,
      );
      if (Object.keys(errors).length > 0) throw fieldsError(def, errors, request.lang);
    },
  };
}

/**
 * The design's part of the root check, which core cannot make: each linked selects' root code must be a category
 * the tree has, refused at the field's `dictTable` (its writes would be refused otherwise).
 * @example const problems = await linkDownRootProblems(ctx, design.fields)
 */
export async function linkDownRootProblems(
  ctx: AppContext,
  fields: readonly CgformField[],
): Promise<DesignProblem[]> {
  const problems: DesignProblem[] = [];
  for (const [i, field] of fields.entries()) {
    const pcode = field.fieldShowType === LINK_DOWN ? parseLinkDown(field.dictTable)?.pcode : '';
    if (!pcode) continue;
    const found = await ctx.db
      .selectFrom('sys_category')
      .select('id')
      .where('code', '=', pcode)
      .executeTakeFirst();
    if (!found)
      problems.push({
        path: `fields.${i}.dictTable`,
        key: 'cgform.linkDown.rootMissing',
        params: { code: pcode },
      });
  }
  return problems;
}
