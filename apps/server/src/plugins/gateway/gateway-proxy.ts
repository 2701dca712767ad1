import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { allowedAddress, HostNotAllowedError, hostText } from '../../lib/host-allow-list';
import type { HostRule } from '../../lib/host-allow-list';
import { fail } from '../envelope';
import { requireSignedIn } from '../access';
import { answerHeaders, forward, upstreamHeaders, UpstreamTimeout } from './forward';
import type { GatewayRule } from './route-rules';
import { upstreamPort } from './route-rules';

/** Where the routes are served, below API_BASE: a prefix of its own, so no route can shadow the product's. */
export const GATEWAY_PREFIX = '/gateway';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Methods a retryable route sends again after a failed connection: safe ones, and only without a body. */
const RETRIED = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The hosts routes may proxy to: the data sources' allow-list (DATA_SOURCE_ALLOWED_HOSTS) exactly; with
 * it empty, none (the data sources' fallback, the product's own database server, is no proxy target).
 */
export const gatewayHostRules = (config: Pick<Config, 'dataSourceAllowedHosts'>): HostRule[] =>
  config.dataSourceAllowedHosts;

/** The upstream's host and port of a route, as the allow-list reads them. */
export function upstreamTarget(rule: Pick<GatewayRule, 'upstream'>): { host: string; port: number } {
  return { host: rule.upstream.hostname.replace(/^\[(.*)\]$/, '$1'), port: upstreamPort(rule.upstream) };
}

/** Anonymous routes pass; others need a signed-in caller holding the route's right (no right named: admins only). */
async function checkCaller(ctx: AppContext, request: FastifyRequest, rule: GatewayRule): Promise<void> {
  if (rule.anonymous) return;
  const { principal } = await requireSignedIn(ctx, request);
  if (principal.isAdmin) return;
  if (rule.perms === null || !principal.codes.has(rule.perms)) throw new AppError(403, 'errors.forbidden');
}

const answerFailure = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: 502 | 504,
  key: string,
  params: Record<string, unknown> = {},
) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(fail(request.lang, status, key, params));

/**
 * `<API_BASE>/gateway/*`: each request goes to the enabled route its path and method match (404 when
 * none), if the caller may use that route, to the route's upstream, provided the host is allowed after
 * resolving it now; the bodies stream both ways, the upstream's status and headers come back without
 * hop-by-hop ones. No answer in the route's timeout is a 504, a failed connection a 502, in the envelope
 * (a retryable route's bodiless GET, HEAD or OPTIONS is sent once more first).
 * @example registerGatewayProxy(api, ctx)
 */
export function registerGatewayProxy(api: FastifyInstance, ctx: AppContext): void {
  api.register(async (scope) => {
    // bodies are not parsed here: the raw request streams on to the upstream
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: METHODS,
      url: `${GATEWAY_PREFIX}/*`,
      // access is per route (checkCaller); the declaration only lets the request reach it
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const [path, query] = splitUrl(request.url.slice(`${ctx.config.apiBase}${GATEWAY_PREFIX}`.length));
        if (hasDotSegment(path)) throw new AppError(400, 'errors.badRequest');
        const match = ctx.gateway.match(path, request.method);
        if (!match) throw new AppError(404, 'errors.notFound');
        const { rule } = match;
        await checkCaller(ctx, request, rule);
        const target = upstreamTarget(rule);
        let address: string;
        try {
          address = await allowedAddress(gatewayHostRules(ctx.config), target.host, target.port);
        } catch (err) {
          if (!(err instanceof HostNotAllowedError))
            return answerFailure(request, reply, 502, 'gatewayProxy.upstreamFailed');
          // the caller (maybe anonymous) learns nothing of the internal host; the log names it
          request.log.warn(
            { routerId: rule.routerId, host: hostText(err.host, err.port) },
            'gateway upstream host not allowed',
          );
          return answerFailure(request, reply, 502, 'gatewayProxy.upstreamRefused');
        }
        const headers = upstreamHeaders(request.headers, rule, {
          clientIp: request.ip,
          host: request.headers.host,
          proto: request.protocol,
        });
        const sent = {
          rule,
          address,
          method: request.method,
          path: `${match.upstreamPath}${query}`,
          headers,
        };
        const retry = rule.retryable && RETRIED.has(request.method) && !hasBody(request);
        try {
          const answer = await forward({ ...sent, body: retry ? null : request.raw }).catch(
            (err: unknown) => {
              if (!retry || err instanceof UpstreamTimeout) throw err;
              request.log.info({ routerId: rule.routerId, err }, 'gateway upstream failed, retried once');
              return forward({ ...sent, body: null });
            },
          );
          return reply
            .code(answer.statusCode ?? 502)
            .headers(answerHeaders(answer.headers))
            .send(answer);
        } catch (err) {
          if (err instanceof UpstreamTimeout)
            return answerFailure(request, reply, 504, 'gatewayProxy.upstreamTimeout', {
              seconds: err.seconds,
            });
          request.log.warn({ routerId: rule.routerId, err }, 'gateway upstream failed');
          return answerFailure(request, reply, 502, 'gatewayProxy.upstreamFailed');
        }
      },
    });
  });
}

/** The path below the prefix as the caller sent it (still encoded) and the query string (`?a=1`, or ''). */
function splitUrl(rest: string): [string, string] {
  const at = rest.indexOf('?');
  return at < 0 ? [rest, ''] : [rest.slice(0, at), rest.slice(at)];
}

/** `.` or `..` segments (also encoded) would let a path climb out of the route's prefix upstream. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
