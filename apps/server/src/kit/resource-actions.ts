import type { FastifyReply, FastifyRequest } from 'fastify';
import { rightOf } from '@weld/core';
import type { ResourceAction, ResourceDefinition } from '@weld/core';
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
import { readableFor } from './field-rights';
import { EXCEL_ACTIONS } from './excel/actions';

const MAX_BATCH = 1000;
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
const idsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: 65_000 } },
} as const;
const record = { type: 'object' } as const;

/** What an endpoint of a resource gets: the served definition and its hooks, and the request. */
export interface ActionCall {
  ctx: AppContext;
  def: ResourceDefinition;
  hooks: ResourceHooks;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One standard endpoint of every resource: `<path>/<name>` under the right `<permission>:<right>`. Code-defined
 * resources get it at their own path with the right in route config; resources defined at run time reach it
 * through the dispatch route, which checks the same right per request.
 */
export interface ResourceEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  right: ResourceAction;
  summary: (def: ResourceDefinition, hooks: ResourceHooks) => string;
  querystring?: object;
  body?: object;
  /** any signed-in caller reaches the handler, which decides (queryById with a recipient scope) */
  open?: (hooks: ResourceHooks) => boolean;
  handle: (call: ActionCall) => Promise<unknown>;
}

/**
 * The route schema of an endpoint: its querystring and body when it has them (a key present but undefined
 * reads as a missing schema to Fastify).
 */
export function endpointSchema(
  endpoint: ResourceEndpoint,
  own: { tags: string[]; summary: string; params?: object },
): Record<string, unknown> {
  return {
    ...own,
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
}

const scope = ({ ctx, def, hooks, request }: ActionCall) => scopeOf(ctx, def, request, hooks.scope);
const decorated = async <T extends ApiRecord | { records: ApiRecord[] }>(
  { hooks, request }: ActionCall,
  answer: T,
): Promise<T> => {
  const records = 'records' in answer ? (answer.records as ApiRecord[]) : [answer as ApiRecord];
  await hooks.decorate?.(records, { request, lang: request.lang });
  return answer;
};
// fields the caller's query permissions hide are left out of every answer (kit/field-rights.ts)
const find = async (call: ActionCall, id: string, inScope: Scope) =>
  decorated(
    call,
    await findRecord(
      call.ctx,
      await readableFor(call.ctx, call.def, call.request),
      id,
      inScope,
      call.request.lang,
    ),
  );
// ids a resource's own keys can never match are not found, before any SQL compares them with the key column
const known = ({ hooks }: ActionCall, ids: string[]) => {
  if (hooks.keys && !ids.every(hooks.keys.valid)) throw new AppError(404, 'kit.notFound');
  return ids;
};
const audit = ({ ctx, request }: ActionCall) => ({
  update_by: authOf(request).principal.username,
  update_time: ctx.now(),
});
const query = <T>(call: ActionCall) => call.request.query as T;

async function remove(call: ActionCall, ids: string[]): Promise<number> {
  const { ctx, def, hooks, request } = call;
  const count = await deleteRows(
    ctx,
    def,
    ids,
    await scope(call),
    audit(call),
    hooks.beforeDelete && ((tx) => hooks.beforeDelete!(tx, ids, request)),
  );
  await hooks.afterCommit?.({ mode: 'delete', ids, request });
  await hooks.afterDelete?.(ids, request);
  return count;
}

async function write(call: ActionCall, mode: 'add' | 'edit'): Promise<ApiRecord> {
  const inScope = await scope(call);
  const id = await saveRecord(call.ctx, call.def, call.request, mode, inScope, call.hooks);
  await call.hooks.afterCommit?.({ mode, ids: [id], request: call.request });
  return find(call, id, inScope);
}

/** The standard endpoints (DESIGN.md §4): list, queryById, add, edit, delete, deleteBatch, exportXls, importExcel. */
export const RESOURCE_ENDPOINTS: readonly ResourceEndpoint[] = [
  {
    name: 'list',
    method: 'GET',
    right: 'list',
    summary: (def) => `Page of ${def.name} records (list conventions of DESIGN.md §4)`,
    handle: async (call) => {
      const { ctx, def, hooks, request } = call;
      const own = await ownListParams(request.query as Record<string, unknown>, hooks, request);
      const base = await scope(call);
      const page = await listRecords(
        ctx,
        await readableFor(ctx, def, request),
        own.params,
        { ...base, filters: [...base.filters, ...own.filters] },
        request.lang,
      );
      return ok(request, await decorated(call, page));
    },
  },
  {
    name: 'queryById',
    method: 'GET',
    right: 'list',
    querystring: idQuery,
    open: (hooks) => Boolean(hooks.recipientScope),
    summary: (def, hooks) =>
      `One ${def.name} record${hooks.recipientScope ? ' (without the list right: only those addressed to the caller)' : ''}`,
    handle: async (call) => {
      const { ctx, def, hooks, request } = call;
      const id = known(call, [query<{ id: string }>(call).id])[0];
      const recipients = hooks.recipientScope;
      if (!recipients || holdsRight(request, rightOf(def, 'list')))
        return ok(request, await find(call, id, await scope(call)));
      const base = await scope(call);
      const own = { ...base, filters: [...base.filters, ...(await recipients(ctx, def, request))] };
      // a row the caller may not open is refused as the right would refuse it, whether it exists or not
      if (!(await findRow(kitDb(ctx), def, id, own))) throw new AppError(403, 'errors.forbidden');
      return ok(request, await find(call, id, own));
    },
  },
  {
    name: 'add',
    method: 'POST',
    right: 'add',
    body: record,
    summary: (def) => `Create a ${def.name} record`,
    handle: async (call) => ok(call.request, await write(call, 'add'), 'kit.added'),
  },
  {
    name: 'edit',
    method: 'PUT',
    right: 'edit',
    body: record,
    summary: (def) => `Change a ${def.name} record (fields left out keep their values)`,
    handle: async (call) => ok(call.request, await write(call, 'edit'), 'kit.edited'),
  },
  {
    name: 'delete',
    method: 'DELETE',
    right: 'delete',
    querystring: idQuery,
    summary: (def) => `Delete a ${def.name} record`,
    handle: async (call) => {
      await remove(call, known(call, [query<{ id: string }>(call).id]));
      return ok(call.request, null, 'kit.deleted');
    },
  },
  {
    name: 'deleteBatch',
    method: 'DELETE',
    right: 'delete',
    querystring: idsQuery,
    summary: (def) => `Delete ${def.name} records by comma-joined ids, all or none`,
    handle: async (call) => {
      const ids = [
        ...new Set(
          query<{ ids: string }>(call)
            .ids.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > MAX_BATCH)
        throw new AppError(400, 'kit.badIds', { max: MAX_BATCH });
      const count = await remove(call, known(call, ids));
      return ok(call.request, { count }, 'kit.batchDeleted');
    },
  },
  ...EXCEL_ACTIONS,
];
