import type { Kysely } from 'kysely';
import { childNodeType, translate } from '@weld/core';
import type { Locale, WeldNodeType } from '@weld/core';
import type { Database } from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import type { KitTx } from '../../../kit/table';
import { modelScopeFilters } from '../weld-scope';
import { modelLinks } from './model-links';

/** A specs text is a JSON object of name → text or number; anything else is refused with a clear message. */
export function checkSpecs(specs: unknown, lang: Locale): void {
  if (specs === null || specs === undefined || specs === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(specs));
  } catch {
    throw fieldError(lang, 'specs', 'weldModel.specsInvalid');
  }
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.entries(parsed).every(
      ([k, v]) => k.trim() !== '' && (typeof v === 'string' || typeof v === 'number'),
    );
  if (!ok) throw fieldError(lang, 'specs', 'weldModel.specsInvalid');
}

/** The id path and node type of a parent (null at the top), or a refusal when it does not exist. */
export async function parentOf(
  db: Kysely<Database>,
  parentId: string | null,
  lang: Locale,
): Promise<{ path: string; type: WeldNodeType | null; orgCode: string | null }> {
  if (!parentId) return { path: '/', type: null, orgCode: null };
  const row = await db
    .selectFrom('weld_model')
    .select(['path', 'node_type', 'org_code'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!row) throw fieldError(lang, 'parentId', 'weldModel.parentMissing');
  return { path: row.path, type: row.node_type as WeldNodeType, orgCode: row.org_code };
}

/** Refuses a node type that does not belong below its parent: lines at the top, series under lines, models under series. */
export function checkLevel(parentType: WeldNodeType | null, nodeType: unknown, lang: Locale): void {
  const expected = childNodeType(parentType);
  if (expected === null) throw fieldError(lang, 'parentId', 'weldModel.noChildOfModel');
  if (nodeType !== expected)
    throw fieldError(lang, 'nodeType', 'weldModel.wrongLevel', {
      type: translate(lang, `server.weldModel.types.${expected}`),
    });
}

/**
 * Rewrites the id paths of a moved node's subtree inside the write's transaction: the subtree moves whole.
 * @example await repath(tx, '/a/b/', '/c/b/')
 */
export async function repath(tx: KitTx, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  const rows = await tx
    .selectFrom('weld_model')
    .select(['id', 'path'])
    .where('path', 'like', `${oldPath}%`)
    .execute();
  for (const row of rows) {
    await tx
      .updateTable('weld_model')
      .set({ path: newPath + String(row.path).slice(oldPath.length) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * The model tree: a node's level must fit its parent, its specs must be a JSON object, its id path is
 * kept by the server (moving a node carries its subtree), and a node with children or anything
 * attached (manuals, sequences …) cannot be deleted. Everything is bound by the organisation set.
 */
export function weldModelHooks(): ResourceHooks {
  return {
    scope: (c, _def, request) => modelScopeFilters(c, request, 'id'),
    beforeWrite: async (columns, { id, request, tx, stored }) => {
      const lang = request.lang;
      checkSpecs(columns.specs, lang);
      // an edit may leave out fields (they keep their values): check the node as it will be
      const parentId =
        columns.parent_id !== undefined
          ? (columns.parent_id as string | null) || null
          : ((stored?.parent_id as string | null | undefined) ?? null);
      if (columns.parent_id !== undefined) columns.parent_id = parentId;
      const parent = await parentOf(typedTx(tx), parentId, lang);
      checkLevel(parent.type, columns.node_type ?? stored?.node_type, lang);
      const newPath = `${parent.path}${id}/`;
      // the id is known before an added row exists: its path ends with it
      if (!stored) {
        columns.path = newPath;
        // a node added without an owner belongs to its parent's organisation, so whoever saw the parent sees it
        if (!columns.org_code && parent.orgCode) columns.org_code = parent.orgCode;
        return;
      }
      const storedPath = String(stored.path);
      if (parent.path.startsWith(storedPath)) throw fieldError(lang, 'parentId', 'weldModel.cycle');
      columns.path = newPath;
      // the subtree moves with the node, in the same transaction
      await repath(tx, storedPath, newPath);
    },
    beforeDelete: async (tx, ids, request) => {
      const going = new Set(ids);
      const children = await tx
        .selectFrom('weld_model')
        .select(['id', 'parent_id'])
        .where('parent_id', 'in', ids)
        .execute();
      const blocking = children.find((c) => !going.has(String(c.id)));
      if (blocking) {
        const parent = await tx
          .selectFrom('weld_model')
          .select('name')
          .where('id', '=', String(blocking.parent_id))
          .executeTakeFirstOrThrow();
        throw new AppError(409, 'weldModel.hasChildren', { name: String(parent.name) });
      }
      for (const link of modelLinks) {
        const hit = await tx
          .selectFrom(link.table)
          .select(link.column)
          .where(link.column, 'in', ids)
          .limit(1)
          .executeTakeFirst();
        if (!hit) continue;
        const node = await tx
          .selectFrom('weld_model')
          .select('name')
          .where('id', '=', String(hit[link.column]))
          .executeTakeFirstOrThrow();
        throw new AppError(409, 'weldModel.hasLinks', {
          name: String(node.name),
          what: translate(request.lang, link.what),
        });
      }
    },
  };
}
