import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldList, isSecret, rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { ok } from '../plugins/envelope';
import { authOf, holdsRight } from '../plugins/route-config';
import { deleteRows, findRecord, findRow, listRecords, ownListParams } from './crud';
import { kitDb } from './table';
import type { ApiRecord } from './records';
import { saveRecord } from './save';
import type { ResourceHooks } from './save';
import { scopeOf } from './scope';
import type { Scope } from './scope';
import { registerExcelRoutes } from './excel/routes';
import { readableFor } from './field-rights';

const MAX_BATCH = 1000;
const idQuery = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const idsQuery = { type: 'object', required: ['ids'], properties: { ids: { type: 'string', minLength: 1, maxLength: 65_000 } } } as const;
const record = { type: 'object' } as const;

/**
 * The standard endpoints of a definition under its path: list, queryById (right `<permission>:list`),
 * add, edit, delete and deleteBatch (`:add`, `:edit`, `:delete`), exportXls and importExcel (`:export`, `:import`),
 * declared so the access hook enforces them.
 * @example registerResource(api, ctx, position)
 */
export function registerResource(api: FastifyInstance, ctx: AppContext, def: ResourceDefinition, hooks: ResourceHooks = {}): void {
  if (fieldList(def).some(isSecret) && !hooks.storeSecret) throw new Error(`${def.name} has secret fields but no storeSecret hook`);
  const tags = [def.name];
  const scope = (request: FastifyRequest) => scopeOf(ctx, def, request, hooks.scope);
  const decorated = async <T extends ApiRecord | { records: ApiRecord[] }>(request: FastifyRequest, answer: T): Promise<T> => {
    const records = 'records' in answer ? (answer.records as ApiRecord[]) : [answer as ApiRecord];
    await hooks.decorate?.(records, { request, lang: request.lang });
    return answer;
  };
  // fields the caller's query permissions hide are left out of every answer (kit/field-rights.ts)
  const find = async (request: FastifyRequest, id: string, inScope: Scope) => decorated(request, await findRecord(ctx, await readableFor(ctx, def, request), id, inScope, request.lang));
  // ids a resource's own keys can never match are not found, before any SQL compares them with the key column
  const known = (ids: string[]) => {
    if (hooks.keys && !ids.every(hooks.keys.valid)) throw new AppError(404, 'kit.notFound');
    return ids;
  };
  const audit = (request: Parameters<typeof authOf>[0]) => ({ update_by: authOf(request).principal.username, update_time: ctx.now() });

  api.get(
    `${def.path}/list`,
    { config: { permission: rightOf(def, 'list') }, schema: { tags, summary: `Page of ${def.name} records (list conventions of DESIGN.md §4)` } },
    async (request) => {
      const own = await ownListParams(request.query as Record<string, unknown>, hooks, request);
      const base = await scope(request);
      return ok(request, await decorated(request, await listRecords(ctx, await readableFor(ctx, def, request), own.params, { ...base, filters: [...base.filters, ...own.filters] }, request.lang)));
    },
  );

  const recipients = hooks.recipientScope;
  api.get<{ Querystring: { id: string } }>(
    `${def.path}/queryById`,
    {
      config: recipients ? { access: 'signedIn' } : { permission: rightOf(def, 'list') },
      schema: { tags, summary: `One ${def.name} record${recipients ? ' (without the list right: only those addressed to the caller)' : ''}`, querystring: idQuery },
    },
    async (request) => {
      const id = known([request.query.id])[0];
      if (!recipients || holdsRight(request, rightOf(def, 'list'))) return ok(request, await find(request, id, await scope(request)));
      const base = await scope(request);
      const own = { ...base, filters: [...base.filters, ...(await recipients(ctx, def, request))] };
      // a row the caller may not open is refused as the right would refuse it, whether it exists or not
      if (!(await findRow(kitDb(ctx), def, id, own))) throw new AppError(403, 'errors.forbidden');
      return ok(request, await find(request, id, own));
    },
  );

  api.post(
    `${def.path}/add`,
    { config: { permission: rightOf(def, 'add') }, schema: { tags, summary: `Create a ${def.name} record`, body: record } },
    async (request) => {
      const inScope = await scope(request);
      const id = await saveRecord(ctx, def, request, 'add', inScope, hooks);
      await hooks.afterCommit?.({ mode: 'add', ids: [id], request });
      return ok(request, await find(request, id, inScope), 'kit.added');
    },
  );

  api.put(
    `${def.path}/edit`,
    { config: { permission: rightOf(def, 'edit') }, schema: { tags, summary: `Change a ${def.name} record (fields left out keep their values)`, body: record } },
    async (request) => {
      const inScope = await scope(request);
      const id = await saveRecord(ctx, def, request, 'edit', inScope, hooks);
      await hooks.afterCommit?.({ mode: 'edit', ids: [id], request });
      return ok(request, await find(request, id, inScope), 'kit.edited');
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    `${def.path}/delete`,
    { config: { permission: rightOf(def, 'delete') }, schema: { tags, summary: `Delete a ${def.name} record`, querystring: idQuery } },
    async (request) => {
      const ids = known([request.query.id]);
      await deleteRows(ctx, def, ids, await scope(request), audit(request), hooks.beforeDelete && ((tx) => hooks.beforeDelete!(tx, ids, request)));
      await hooks.afterCommit?.({ mode: 'delete', ids, request });
      await hooks.afterDelete?.(ids, request);
      return ok(request, null, 'kit.deleted');
    },
  );

  api.delete<{ Querystring: { ids: string } }>(
    `${def.path}/deleteBatch`,
    { config: { permission: rightOf(def, 'delete') }, schema: { tags, summary: `Delete ${def.name} records by comma-joined ids, all or none`, querystring: idsQuery } },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length === 0 || ids.length > MAX_BATCH) throw new AppError(400, 'kit.badIds', { max: MAX_BATCH });
      known(ids);
      const count = await deleteRows(ctx, def, ids, await scope(request), audit(request), hooks.beforeDelete && ((tx) => hooks.beforeDelete!(tx, ids, request)));
      await hooks.afterCommit?.({ mode: 'delete', ids, request });
      await hooks.afterDelete?.(ids, request);
      return ok(request, { count }, 'kit.batchDeleted');
    },
  );

  registerExcelRoutes(api, ctx, def, hooks);
}
