import { badUrlValue, wrongFor } from './malformed';
import { badEncoding, badHeaders, badMultipart } from './malformed-bodies';
import { badBody, badListQuery, plausible, typeOf } from './schema-values';
import type { UrlValue } from './malformed';
import type { Operation, Parameter } from './operations';
import { rng, seedOf } from './prng';
import type { Rng } from './prng';

export type CallerName = 'admin' | 'noRoles' | 'anonymous';

/** How a route is declared: open to anyone, to any signed-in user, or to holders of a right. */
export type Access = 'public' | 'signedIn' | 'permission';

/** What a request gets wrong. */
export type Mutation = 'path' | 'query' | 'list' | 'body' | 'encoding' | 'multipart' | 'headers';

export interface FuzzRequest {
  route: string;
  caller: CallerName;
  mutation: Mutation;
  method: string;
  /** path and query exactly as sent (already encoded) */
  url: string;
  /** headers besides the caller's token */
  headers: Record<string, string>;
  body?: Buffer;
  /** the request carries a malformed token of its own in place of the caller's */
  ownToken: boolean;
}

export interface PlanOptions {
  seed: number;
  /** X-Sign of a signed route over its query and path values, so the handler behind the check is reached */
  sign?: (params: Record<string, unknown>) => string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const asText = (value: unknown): UrlValue => ({
  text: typeof value === 'string' ? value : JSON.stringify(value),
});

function encode(value: UrlValue): string {
  return value.raw ? value.text : encodeURIComponent(value.text);
}

/** The query of a request: declared parameters filled in (or spoilt, for a query mutation), plus extras. */
function queryOf(op: Operation, r: Rng, mutation: Mutation): [string, UrlValue][] {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const spoilt =
    mutation === 'query'
      ? new Set(declared.filter(() => r.chance(0.6)).map((p) => p.name))
      : new Set<string>();
  if (mutation === 'query' && spoilt.size === 0 && declared.length > 0) spoilt.add(r.pick(declared).name);
  const out: [string, UrlValue][] = [];
  for (const p of declared) {
    if (spoilt.has(p.name)) {
      out.push([p.name, r.chance(0.3) ? asText(wrongFor(r, typeOf(p.schema))) : badUrlValue(r)]);
      if (r.chance(0.2)) out.push([p.name, badUrlValue(r)]);
    } else if (p.required || r.chance(0.5)) out.push([p.name, asText(plausible(p.schema, r))]);
  }
  if (mutation === 'query' && r.chance(0.4))
    out.push([
      r.pick([`x${r.hex(3)}`, 'a[b]', '__proto__', 'constructor[prototype]', '', '\u0000']),
      badUrlValue(r),
    ]);
  if (mutation === 'list') out.push(...badListQuery(op, r));
  return out;
}

function pathOf(
  op: Operation,
  r: Rng,
  mutation: Mutation,
  params: Parameter[],
  values: Record<string, unknown>,
): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.name === name);
    const value =
      mutation === 'path'
        ? badUrlValue(r)
        : asText(name === '*' ? `fz/${r.hex(8)}.png` : plausible(param?.schema ?? { type: 'string' }, r));
    values[name] = value.text;
    if (name === '*' && !value.raw) return value.text.split('/').map(encodeURIComponent).join('/');
    return encode(value);
  });
}

/** Mutations that apply to an operation, the richest ones (list queries, bodies, multipart) more than once. */
export function mutationsOf(op: Operation): Mutation[] {
  const out: Mutation[] = ['headers'];
  if (op.parameters.some((p) => p.in === 'path')) out.push('path');
  if (op.parameters.some((p) => p.in === 'query')) out.push('query');
  if (op.list) out.push('list', 'list', 'list');
  if (BODY_METHODS.has(op.method) && op.body) out.push('body', 'body');
  if (BODY_METHODS.has(op.method)) out.push('encoding');
  if (op.multipart) out.push('multipart', 'multipart');
  return out;
}

/** How many requests a caller sends an operation: every mutation for those the route lets in, one for those it refuses at the door. */
export function budgetOf(access: Access, caller: CallerName, mutations: number): number {
  const full = Math.max(3, mutations);
  if (access === 'public') return full + 2;
  if (caller === 'admin') return full;
  if (caller === 'noRoles') return access === 'signedIn' ? full : 1;
  return 1;
}

/** One request to `op` as `caller` with one mutation. */
function requestOf(
  op: Operation,
  caller: CallerName,
  mutation: Mutation,
  r: Rng,
  options: PlanOptions,
  signed: boolean,
): FuzzRequest {
  const values: Record<string, unknown> = {};
  const path = pathOf(
    op,
    r,
    mutation,
    op.parameters.filter((p) => p.in === 'path'),
    values,
  );
  const query = queryOf(op, r, mutation);
  const url =
    query.length > 0
      ? `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&')}`
      : path;
  const headers: Record<string, string> = mutation === 'headers' ? badHeaders(r) : {};
  if (signed && options.sign && !('X-Sign' in headers)) {
    const params: Record<string, unknown> = {};
    for (const [k, v] of query) params[k] = k in params ? [params[k], v.text].flat() : v.text;
    headers['X-Sign'] = options.sign({ ...params, ...values });
    headers['X-TIMESTAMP'] = String(Date.now());
  }
  let body: Buffer | undefined;
  if (mutation === 'encoding' || (mutation === 'multipart' && op.multipart)) {
    const raw = mutation === 'encoding' ? badEncoding(r) : badMultipart(r);
    if (raw.contentType !== undefined) headers['Content-Type'] = raw.contentType;
    body = raw.body;
  } else if (BODY_METHODS.has(op.method) && op.body) {
    headers['Content-Type'] = 'application/json';
    body = Buffer.from(
      JSON.stringify(
        mutation === 'body' ? badBody(op.body, r) : plausible({ ...op.body, type: 'object' }, r),
      ) ?? 'null',
    );
  }
  return {
    route: op.route,
    caller,
    mutation,
    method: op.method,
    url,
    headers,
    body,
    ownToken: 'X-Access-Token' in headers,
  };
}

/**
 * Every request of a run: per operation and caller, a budget of requests drawn from the route's own
 * sequence of the seed, cycling through the mutations that apply to it.
 * @example planRequests(ops, (op) => 'permission', { seed: 1 })
 */
export function planRequests(
  ops: Operation[],
  accessOf: (op: Operation) => Access,
  options: PlanOptions,
  signedOf: (op: Operation) => boolean = () => false,
): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const op of ops) {
    const mutations = mutationsOf(op);
    for (const caller of ['admin', 'noRoles', 'anonymous'] as const) {
      const r = rng(seedOf(options.seed, op.route, caller));
      const start = r.int(mutations.length);
      const count = budgetOf(accessOf(op), caller, mutations.length);
      for (let i = 0; i < count; i++)
        out.push(requestOf(op, caller, mutations[(start + i) % mutations.length], r, options, signedOf(op)));
    }
  }
  return out;
}
