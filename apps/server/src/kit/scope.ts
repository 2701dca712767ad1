import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import { AppError } from '../lib/errors';
import type { Row } from './table';

/** Which rows a caller may reach beyond the query: live ones, of the caller's tenant. */
export interface Scope {
  tenantId: number | null;
}

/** The tenant of a tenant-scoped resource is the `tenant-id` header, which the access hook has checked. */
export function scopeOf(def: ResourceDefinition, request: FastifyRequest): Scope {
  if (!def.tenantScoped) return { tenantId: null };
  const raw = request.headers['tenant-id'];
  const tenantId = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new AppError(403, 'kit.tenantRequired');
  return { tenantId };
}

/** The scope as expressions to AND with the rest. */
export function scopeExpressions(eb: ExpressionBuilder<Record<string, Row>, string>, def: ResourceDefinition, scope: Scope): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  if (def.softDelete) parts.push(eb(sql.ref('del_flag'), '=', 0));
  if (scope.tenantId !== null) parts.push(eb(sql.ref('tenant_id'), '=', scope.tenantId));
  return parts;
}

/** Columns a new row gets from its scope. */
export function scopeValues(def: ResourceDefinition, scope: Scope): Row {
  return { ...(def.softDelete ? { del_flag: 0 } : {}), ...(scope.tenantId !== null ? { tenant_id: scope.tenantId } : {}) };
}
