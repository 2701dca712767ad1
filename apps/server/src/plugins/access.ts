import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signParams, SIGN_MAX_SKEW_MS } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { endSession } from '../lib/session-events';
import type { RequestAuth } from './route-config';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** X-Sign over query plus path variables, X-TIMESTAMP within the allowed skew (a tamper check). */
function checkSignature(request: FastifyRequest, secret: string): void {
  const sign = header(request, 'x-sign');
  const stamp = header(request, 'x-timestamp');
  if (!sign || !stamp) throw new AppError(400, 'errors.signMissing');
  const time = Number(stamp);
  if (!Number.isFinite(time) || Math.abs(Date.now() - time) > SIGN_MAX_SKEW_MS)
    throw new AppError(400, 'errors.signExpired');
  const params = {
    ...(request.query as Record<string, unknown>),
    ...(request.params as Record<string, unknown>),
  };
  if (signParams(params, secret) !== sign.toUpperCase()) throw new AppError(400, 'errors.signInvalid');
}

async function signedInCaller(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth> {
  const token = header(request, 'x-access-token');
  if (!token) throw new AppError(401, 'errors.unauthorized');
  const session = await ctx.stores.tokens.touch(token);
  if (!session) throw new AppError(401, 'errors.unauthorized');
  const principal = await ctx.principals.get(session.userId);
  if (!principal || principal.frozen) {
    await endSession(ctx.stores, token, session.userId);
    throw new AppError(401, 'errors.unauthorized');
  }
  return { token, session, principal };
}

/**
 * The signed-in caller, or a thrown 401/403: a live token, a tenant of the caller's, a changed password
 * where one is due. Sets `request.auth` before the tenant and password checks, so the operation log names
 * who was refused. Routes that decide access themselves (the gateway's, per route) call it directly.
 * @example const auth = await requireSignedIn(ctx, request)
 */
export async function requireSignedIn(
  ctx: AppContext,
  request: FastifyRequest,
  config: { beforePasswordChange?: boolean } = {},
): Promise<RequestAuth> {
  const auth = await signedInCaller(ctx, request);
  request.auth = auth;
  const tenant = header(request, 'tenant-id');
  if (tenant && tenant !== '0' && !auth.principal.tenantIds.has(Number(tenant)))
    throw new AppError(403, 'errors.tenantForbidden');
  if (auth.principal.mustChangePassword && !config.beforePasswordChange)
    throw new AppError(403, 'errors.mustChangePassword');
  return auth;
}

/**
 * The one access decision, taken on the matched route's declared config (never on the raw URL):
 * undeclared routes are refused, public ones pass, others need a live token, the tenant, a changed
 * password where one is due, and the declared right.
 */
export function registerAccessHook(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const declared =
      config.access === 'public' || config.access === 'signedIn' || typeof config.permission === 'string';
    if (!declared) throw new AppError(403, 'errors.undeclaredRoute');
    if (config.access !== 'public') {
      const auth = await requireSignedIn(ctx, request, config);
      if (config.permission && !auth.principal.isAdmin && !auth.principal.codes.has(config.permission)) {
        throw new AppError(403, 'errors.forbidden');
      }
    }
    if (config.signed) checkSignature(request, ctx.config.signSecret);
  });
}
