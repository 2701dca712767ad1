import type { FastifyReply, FastifyRequest } from 'fastify';
import { rightOf } from '@weld/core';
import type { ResourceAction, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { holdsRight } from '../../../plugins/route-config';
import { RESOURCE_ENDPOINTS } from '../../../kit/resource-actions';
import { RUNTIME_HOOKS } from '../../../kit/runtime-routes';
import type { ResourceHooks } from '../../../kit/save';
import { formCache } from './form-cache';
import type { StoredDesign } from './design.repo';
import { formCallHooks } from './form-hooks';

/** A synced design and the runtime resource its table is served as. */
export interface ServedForm {
  design: StoredDesign;
  def: ResourceDefinition;
}

/**
 * The design `{code}` names and its served resource: 404 for no design; a design out of sync (`is_db_synch` N,
 * or never published) is a 409 whose message is the wire token `NO_DB_SYNC` (the web offers a sync then).
 * @example const { design, def } = await servedForm(ctx, request.params.code)
 */
export async function servedForm(
  ctx: AppContext,
  code: string,
  { schemaOnly = false } = {},
): Promise<ServedForm> {
  const found = await formCache(ctx).byId(code);
  if (!found) throw new AppError(404, 'cgform.notFound');
  const { design, def } = found;
  // the schema calls answer while a published table awaits its next sync (their fields: those served now)
  if (!def || (!schemaOnly && design.head.isDbSynch !== 'Y')) throw new AppError(409, 'cgform.noDbSync');
  return { design, def };
}

/** 403 unless the caller holds `online:<table>:<action>`, as the runtime dispatch checks it. */
export function requireFormRight(request: FastifyRequest, def: ResourceDefinition, action: ResourceAction) {
  if (!holdsRight(request, rightOf(def, action))) throw new AppError(403, 'errors.forbidden');
}

/**
 * Runs the kit's own handler of a standard endpoint for a form, after its right: the ONLINE.md calls are thin
 * adapters that only move their path parameters into the query or body the handler reads.
 * @example return kitCall(ctx, request, reply, form, 'list', { query })
 */
export async function kitCall(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: ServedForm,
  name: string,
  input: { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<unknown> {
  const endpoint = RESOURCE_ENDPOINTS.find((e) => e.name === name);
  if (!endpoint) throw new Error(`no kit endpoint ${name}`);
  requireFormRight(request, form.def, endpoint.right);
  if (input.query) request.query = input.query;
  if (input.body !== undefined) request.body = input.body;
  const added = await formCallHooks(ctx, form.design, form.def, endpoint.name, request);
  const hooks: ResourceHooks = { ...RUNTIME_HOOKS, ...added };
  return endpoint.handle({ ctx, def: form.def, hooks, request, reply });
}
