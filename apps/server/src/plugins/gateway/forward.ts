import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import type { GatewayRule } from './route-rules';
import { upstreamPort } from './route-rules';

/** Headers of one connection, not of the message (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Kept-alive upstream connections, closed after 4 s idle: before the 5 s after which Node servers (and
 * many others) close theirs, so a request rarely lands on a connection the upstream is closing.
 */
const agents = {
  http: new http.Agent({ keepAlive: true, timeout: 4_000 }),
  https: new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/** The product's own credentials: an upstream service never sees the caller's session. */
const OWN_CREDENTIALS = new Set(['x-access-token']);

/** Hop-by-hop headers, and those the Connection header names, of a message. */
function connectionHeaders(headers: IncomingHttpHeaders): Set<string> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  return new Set([...HOP_BY_HOP, ...named]);
}

/** The upstream's answer headers without hop-by-hop ones. */
export function answerHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const dropped = connectionHeaders(headers);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !dropped.has(name)) out[name] = value;
  return out;
}

/** What the upstream is told of the original request (X-Forwarded-*), as proxies do. */
export interface ForwardedFor {
  clientIp: string;
  host: string | undefined;
  proto: string;
}

/**
 * The request headers sent upstream: the caller's without hop-by-hop ones and the product's session
 * token, Host of the upstream, X-Forwarded-For/-Host/-Proto, then the route's RemoveRequestHeader and
 * AddRequestHeader filters in that order.
 */
export function upstreamHeaders(
  headers: IncomingHttpHeaders,
  rule: GatewayRule,
  forwarded: ForwardedFor,
): OutgoingHttpHeaders {
  const dropped = connectionHeaders(headers);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || dropped.has(name) || OWN_CREDENTIALS.has(name) || name === 'host') continue;
    out[name] = value;
  }
  const before = headers['x-forwarded-for'];
  out['x-forwarded-for'] = before ? `${String(before)}, ${forwarded.clientIp}` : forwarded.clientIp;
  if (forwarded.host) out['x-forwarded-host'] = forwarded.host;
  out['x-forwarded-proto'] = forwarded.proto;
  out.host = rule.upstream.host;
  for (const name of rule.removeHeaders) delete out[name];
  for (const [name, value] of rule.addHeaders) out[name] = value;
  return out;
}

/** The upstream gave no answer in time. */
export class UpstreamTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`upstream gave no answer within ${seconds} s`);
  }
}

export interface ForwardRequest {
  rule: GatewayRule;
  /** the allowed address the upstream's name resolved to: connect there, not to a second lookup's answer */
  address: string;
  method: string;
  /** path and query string */
  path: string;
  headers: OutgoingHttpHeaders;
  /** the caller's body, streamed on as it arrives; null: none (a retried GET) */
  body: (Readable & { complete?: boolean }) | null;
}

/**
 * Sends one request upstream and resolves with its answer as soon as the head arrives (the body
 * streams on); rejects with UpstreamTimeout when no head comes within the route's timeout, or with the
 * connection's error. While the answer streams, a connection silent for the timeout is cut.
 * @example const answer = await forward({ rule, address: '10.0.3.7', method: 'GET', path: '/a', headers, body: request.raw })
 */
export function forward(request: ForwardRequest): Promise<IncomingMessage> {
  const { rule } = request;
  const secure = rule.upstream.protocol === 'https:';
  const hostname = rule.upstream.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve, reject) => {
    const upstream = (secure ? https : http).request({
      agent: secure ? agents.https : agents.http,
      host: request.address,
      port: upstreamPort(rule.upstream),
      method: request.method,
      path: request.path,
      headers: request.headers,
      // the certificate is checked against the name in the route, not the address connected to
      ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
      timeout: rule.timeoutMs,
    });
    const timeout = new UpstreamTimeout(rule.timeoutMs / 1000);
    const headTimer = setTimeout(() => upstream.destroy(timeout), rule.timeoutMs);
    upstream.on('timeout', () => upstream.destroy(timeout));
    upstream.on('response', (answer) => {
      clearTimeout(headTimer);
      resolve(answer);
    });
    upstream.on('error', (err) => {
      clearTimeout(headTimer);
      reject(err);
    });
    const { body } = request;
    if (!body) return void upstream.end();
    // a caller who goes away mid-body takes the upstream request with them
    body.on('close', () => {
      if (body.complete === false) upstream.destroy();
    });
    body.pipe(upstream);
  });
}
