import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signParams, SIGN_MAX_SKEW_MS } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { endSession } from '../lib/session-events';
import { tenantHeader } from '../lib/tenant-header';
import type { RequestAuth } from './route-config';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Java's URLDecoder: `+` is a space; text that is not valid percent-encoding stays as it is. */
function formDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The original platform's signed parameters: the query, plus the last path segment under `x-path-variable`
 * when it holds a comma (a table dictionary code), decoded as its server decodes it; its clients sign these.
 */
function originalSignedParams(request: FastifyRequest): Record<string, unknown> {
  const path = request.url.split('?')[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  const params: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
  if (last.includes(',')) {
    const once = formDecode(last);
    params['x-path-variable'] = once.includes('%') ? formDecode(once) : once;
  }
  return params;
}

/**
 * X-Sign over query plus path variables (ours), or over the parameters the original's clients sign, and
 * X-TIMESTAMP within the allowed skew: a tamper check, never an access control.
 */
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
  const given = sign.toUpperCase();
  if (signParams(params, secret) !== given && signParams(originalSignedParams(request), secret) !== given)
    throw new AppError(400, 'errors.signInvalid');
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
 * The signed-in caller, or a thrown 401/403: a live token, a tenant of the caller's (`tenant-id` or
 * `X-Tenant-Id`, lib/tenant-header.ts), a changed password
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
  const tenant = tenantHeader(request);
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
