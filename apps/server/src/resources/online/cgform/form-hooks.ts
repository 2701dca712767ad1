import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { unwritableKeys } from '../../../kit/field-rights';
import type { RuntimeHookProvider } from '../../../kit/runtime-routes';
import type { ResourceHooks } from '../../../kit/save';
import type { StoredDesign } from './design.repo';
import { withDefaults } from './field-defaults';
import { formCache } from './form-cache';
import { linkageHooks } from './linkage-hooks';
import { linkDownHooks } from './link-down-hooks';
import { subExcelHooks } from './sub-excel-hooks';
import { joinHooks, mainGuard, subTableHooks } from './sub-hooks';
import { treeHooks } from './tree-hooks';

const WRITES = ['add', 'edit', 'importExcel'];

/**
 * What a form adds to one call of the kit's handler, whichever path it came by (the form's own calls or the
 * runtime dispatch): the tree's `pid` parameter and has-child upkeep, and on add the field default values and
 * fill rules (filled into the body before the kit validates it; fields the caller may not write get theirs in
 * beforeWrite), a main form's sub rows (sub-hooks.ts) and workbooks (sub-excel-hooks.ts), its linkage rules' required
 * and read-only fields (linkage-hooks.ts) and linked selects (link-down-hooks.ts), and for a sub form the main form's right and main record. Call it after the
 * right: an add draws serial numbers.
 * @example const hooks = await formCallHooks(ctx, design, def, 'add', request)
 */
export async function formCallHooks(
  ctx: AppContext,
  design: StoredDesign,
  def: ResourceDefinition,
  endpoint: string,
  request: FastifyRequest,
): Promise<Partial<ResourceHooks>> {
  const guarded = joinHooks(treeHooks(design), await mainGuard(ctx, design, endpoint, request));
  // linkage rules judge every write of a row: add, edit and import
  const hooks = WRITES.includes(endpoint)
    ? joinHooks(joinHooks(guarded, await linkageHooks(ctx, design, def)), linkDownHooks(design, def))
    : guarded;
  // a main form's workbook: its import writes each record with its sub rows through this function's add
  const addHooks = (one: FastifyRequest) => formCallHooks(ctx, design, def, 'add', one);
  const excel = await subExcelHooks(ctx, design, def, endpoint, request, addHooks);
  if (endpoint !== 'add')
    return joinHooks(joinHooks(hooks, excel), await subTableHooks(ctx, design, endpoint, request));
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError(400, 'errors.badRequest');
  const unwritable = await unwritableKeys(ctx, def, request);
  const filled = await withDefaults(ctx, request, design, def, body as Record<string, unknown>, unwritable);
  request.body = filled.body;
  const added = joinHooks(
    { beforeWrite: (columns: Record<string, unknown>) => void Object.assign(columns, filled.columns) },
    hooks,
  );
  return joinHooks(added, await subTableHooks(ctx, design, endpoint, request));
}

/**
 * The runtime dispatch's hooks of an online form's table (`/online/data/<table>/*`), the same as the form's own
 * calls: a design out of sync answers `NO_DB_SYNC`, an add gets default values, a tree keeps its flags. The design
 * is read once per served definition (form-cache.ts).
 * @example resourceModule.runtimeHooks = formRuntimeHooks
 */
export function formRuntimeHooks(ctx: AppContext): RuntimeHookProvider {
  const cache = formCache(ctx);
  return async (def, { endpoint, request }) => {
    const design = await cache.byDefinition(def);
    if (!design) return null;
    if (design.head.isDbSynch !== 'Y') throw new AppError(409, 'cgform.noDbSync');
    return formCallHooks(ctx, design, def, endpoint, request);
  };
}
