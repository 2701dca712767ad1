import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Headers that name the caller's tenant: ours and the original's older clients send `tenant-id`, its Vue3 client `X-Tenant-Id`. */
const TENANT_HEADERS = ['tenant-id', 'x-tenant-id'] as const;

/**
 * The tenant a request names, as sent (`undefined` when neither header is there); the same value in both headers
 * is one tenant, two different ones are refused (400) rather than one of them silently chosen.
 * @example const tenant = tenantHeader(request) // '1'
 */
export function tenantHeader(request: FastifyRequest): string | undefined {
  const values = new Set<string>();
  for (const name of TENANT_HEADERS) {
    const raw = request.headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) values.add(value);
  }
  if (values.size > 1) throw new AppError(400, 'originalClient.tenantConflict');
  return [...values][0];
}
