import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { tenantHeader } from '../lib/tenant-header';
import type { Row } from './table';
import { dataRuleFilters } from './data-rules';

export type Eb = ExpressionBuilder<Record<string, Row>, string>;
/** A row filter in SQL terms; columns are whitelisted by whoever builds it, values are parameters. */
export type RowFilter = (eb: Eb) => Expression<SqlBool>;

/**
 * Which rows a caller may reach beyond the query: live ones, of the caller's tenant, inside the
 * filters (data rules, resource-specific restrictions). Lists, exports, details, edits and deletes
 * all apply it, so a row a caller cannot list cannot be read or changed either.
 */
export interface Scope {
  tenantId: number | null;
  filters: RowFilter[];
}

/** Where a resource narrows the scope of its own rows (see ResourceHooks.scope). */
export type ScopeSource = (
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
) => Promise<RowFilter[]> | RowFilter[];

function tenantOf(def: ResourceDefinition, request: FastifyRequest): number | null {
  if (!def.tenantScoped) return null;
  const tenantId = Number(tenantHeader(request));
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new AppError(403, 'kit.tenantRequired');
  return tenantId;
}

/**
 * The caller's scope: the tenant of a tenant-scoped resource is the `tenant-id` (or `X-Tenant-Id`) header, which the access
 * hook has checked; filters come from the resource's own hook and the caller's data rules.
 * @example const scope = await scopeOf(ctx, position, request)
 */
export async function scopeOf(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
  own?: ScopeSource,
): Promise<Scope> {
  const tenantId = tenantOf(def, request);
  const filters: RowFilter[] = own ? [...(await own(ctx, def, request))] : [];
  // the data rules the caller's roles chose on the resource's menu (kit/data-rules.ts)
  filters.push(...(await dataRuleFilters(ctx, def, request)));
  return { tenantId, filters };
}

/** The scope as expressions to AND with the rest. */
export function scopeExpressions(eb: Eb, def: ResourceDefinition, scope: Scope): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  if (def.softDelete) parts.push(eb(sql.ref('del_flag'), '=', 0));
  if (scope.tenantId !== null) parts.push(eb(sql.ref('tenant_id'), '=', scope.tenantId));
  for (const filter of scope.filters) parts.push(filter(eb));
  return parts;
}

/** Columns a new row gets from its scope. */
export function scopeValues(def: ResourceDefinition, scope: Scope): Row {
  return {
    ...(def.softDelete ? { del_flag: 0 } : {}),
    ...(scope.tenantId !== null ? { tenant_id: scope.tenantId } : {}),
  };
}
