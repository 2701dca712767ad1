import { badEncoding, badHeaders, badMultipart, badNumberText, badUrlValue, oddJson, wrongFor } from './malformed';
import type { UrlValue } from './malformed';
import type { JsonSchema, Operation, Parameter } from './operations';
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

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value the schema accepts, or comes close to: random and bound to name nothing that exists. */
export function plausible(schema: JsonSchema, r: Rng): unknown {
  if (schema.enum && schema.enum.length > 0) return r.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Math.max(schema.minimum ?? 1, 1 + r.int(3)));
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items ?? { type: 'string' }, r));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = plausible(schema.properties?.[key] ?? { type: 'string' }, r);
      return out;
    }
    default: {
      const text = `fz${r.hex(14)}`.slice(0, Math.max(1, schema.maxLength ?? 16));
      return text.padEnd(schema.minLength ?? 0, '0');
    }
  }
}

const asText = (value: unknown): UrlValue => ({ text: typeof value === 'string' ? value : JSON.stringify(value) });

function encode(value: UrlValue): string {
  return value.raw ? value.text : encodeURIComponent(value.text);
}

/** A body for the route's JSON schema with one thing wrong: a property's type, the required ones, extras, the whole shape. */
function badBody(schema: JsonSchema, r: Rng): unknown {
  const body = plausible({ ...schema, type: 'object' }, r) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const roll = r.int(6);
  if (roll === 0 && properties.length > 0) {
    for (let n = 1 + r.int(3); n > 0; n--) {
      const [key, property] = r.pick(properties);
      body[key] = wrongFor(r, typeOf(property));
    }
    return body;
  }
  if (roll === 1) {
    for (const key of schema.required ?? []) if (r.chance(0.7)) delete body[key];
    for (const [key] of properties) if (r.chance(0.3)) body[key] = oddJson(r);
    return body;
  }
  if (roll === 2) {
    for (const key of ['__proto__', 'constructor', 'id', 'delFlag', 'tenantId', 'createBy', `x${r.hex(4)}`]) if (r.chance(0.5)) body[key] = oddJson(r);
    return body;
  }
  if (roll === 3) return r.pick([null, [], [body], 'x', 0, true, oddJson(r)]);
  for (const [key] of properties) if (r.chance(0.6)) body[key] = oddJson(r);
  return body;
}

const SUPER_RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'];

/** superQueryParams that do not parse, or parse into rules, fields and values no list should choke on. */
function badSuperQuery(r: Rng, fields: string[]): string {
  const field = () => r.pick([...fields, 'password', 'del_flag', 'id) OR (1=1', '__proto__', '', 'a.b', 'sys_user.password']);
  const rule = () => r.pick([...SUPER_RULES, 'between', 'EQ', ' eq', 'like%', '', 'regex', '__proto__']);
  const cases: (() => unknown)[] = [
    () => r.pick(['{', '[', '[{', 'null', '"x"', '{}', '[1,2]', '[{}]', '[null]', '\u0000', '%', '[{"field":"id","rule":"eq","val":"\u0000"}]']),
    () => [{ field: r.pick(fields.length ? fields : ['id']), rule: rule(), val: oddJson(r) }],
    () => [{ field: field(), rule: r.pick(SUPER_RULES), val: r.pick(['x', '\u0000', badNumberText(r)]) }],
    () => [{ field: r.pick(fields.length ? fields : ['id']), rule: 'in', val: r.pick(['', ',,,', 'a,'.repeat(2_000), '\u0000,x']) }],
    () => [{ field: field(), rule: r.pick(SUPER_RULES), val: 'x', type: r.pick(['int', 'date', 'x', '']), dbType: r.pick(['bigint', 'x;drop', '']) }],
    () => Array.from({ length: 300 }, () => ({ field: field(), rule: r.pick(SUPER_RULES), val: 'x' })),
  ];
  const value = r.pick(cases)();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The list query of DESIGN.md §4 gone wrong: paging, sorting, the super query and field filters. */
function badListQuery(op: Operation, r: Rng): [string, UrlValue][] {
  const out: [string, UrlValue][] = [];
  const searchable = op.fields.filter((f) => f.search);
  const keys = op.fields.map((f) => f.key);
  const parts = r.int(3) + 1;
  for (let i = 0; i < parts; i++) {
    const roll = r.int(6);
    if (roll === 0) {
      const huge = () => r.pick(['922337203685477580', '9223372036854775807', '99999999999999999999', '1e21', '99999999999', '2147483648', '1e309', 'Infinity', '-1', '0', 'abc', '1e3', '1.5', '', '\u0000']);
      out.push(['pageNo', { text: huge() }], ['pageSize', { text: huge() }]);
    } else if (roll === 1) {
      out.push(['column', { text: r.pick([...keys, 'id;drop', '__proto__', 'constructor', 'password', 'del_flag', '', '\u0000', 'a.b', 'sys_user.password', 'name`', '1']) }]);
      out.push(['order', { text: r.pick(['asc', 'desc', 'ASC', 'sideways', '', '\u0000', 'asc;drop']) }]);
    } else if (roll === 2) {
      out.push(['superQueryParams', { text: badSuperQuery(r, keys) }], ['superQueryMatchType', { text: r.pick(['and', 'or', 'xor', '', '\u0000']) }]);
    } else if (roll >= 3 && roll <= 4 && searchable.length > 0) {
      // a few filters at once: each field kind has its own parsing, and one of them may break
      for (let n = Math.min(searchable.length, 1 + r.int(4)); n > 0; n--) {
        const field = r.pick(searchable);
        // dictionaries and switches often sit in integer columns: text that is no number suits them as well
        const numeric = ['number', 'money', 'dict', 'switchYN'].includes(field.kind);
        const value = numeric || r.chance(0.4) ? { text: badNumberText(r) } : badUrlValue(r);
        const suffix = field.search === 'range' && r.chance(0.5) ? r.pick(['_begin', '_end']) : '';
        out.push([`${field.key}${suffix}`, value]);
      }
    } else {
      out.push([r.pick(['password', 'del_flag', 'delFlag', 'tenantId', 'selections', 'fileType', 'sex', 'status', `x${r.hex(3)}`]), badUrlValue(r)]);
    }
  }
  return out;
}

/** The query of a request: declared parameters filled in (or spoilt, for a query mutation), plus extras. */
function queryOf(op: Operation, r: Rng, mutation: Mutation): [string, UrlValue][] {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const spoilt = mutation === 'query' ? new Set(declared.filter(() => r.chance(0.6)).map((p) => p.name)) : new Set<string>();
  if (mutation === 'query' && spoilt.size === 0 && declared.length > 0) spoilt.add(r.pick(declared).name);
  const out: [string, UrlValue][] = [];
  for (const p of declared) {
    if (spoilt.has(p.name)) {
      out.push([p.name, r.chance(0.3) ? asText(wrongFor(r, typeOf(p.schema))) : badUrlValue(r)]);
      if (r.chance(0.2)) out.push([p.name, badUrlValue(r)]);
    } else if (p.required || r.chance(0.5)) out.push([p.name, asText(plausible(p.schema, r))]);
  }
  if (mutation === 'query' && r.chance(0.4)) out.push([r.pick([`x${r.hex(3)}`, 'a[b]', '__proto__', 'constructor[prototype]', '', '\u0000']), badUrlValue(r)]);
  if (mutation === 'list') out.push(...badListQuery(op, r));
  return out;
}

function pathOf(op: Operation, r: Rng, mutation: Mutation, params: Parameter[], values: Record<string, unknown>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.name === name);
    const value = mutation === 'path' ? badUrlValue(r) : asText(name === '*' ? `fz/${r.hex(8)}.png` : plausible(param?.schema ?? { type: 'string' }, r));
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
function requestOf(op: Operation, caller: CallerName, mutation: Mutation, r: Rng, options: PlanOptions, signed: boolean): FuzzRequest {
  const values: Record<string, unknown> = {};
  const path = pathOf(op, r, mutation, op.parameters.filter((p) => p.in === 'path'), values);
  const query = queryOf(op, r, mutation);
  const url = query.length > 0 ? `${path}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&')}` : path;
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
    body = Buffer.from(JSON.stringify(mutation === 'body' ? badBody(op.body, r) : plausible({ ...op.body, type: 'object' }, r)) ?? 'null');
  }
  return { route: op.route, caller, mutation, method: op.method, url, headers, body, ownToken: 'X-Access-Token' in headers };
}

/**
 * Every request of a run: per operation and caller, a budget of requests drawn from the route's own
 * sequence of the seed, cycling through the mutations that apply to it.
 * @example planRequests(ops, (op) => 'permission', { seed: 1 })
 */
export function planRequests(ops: Operation[], accessOf: (op: Operation) => Access, options: PlanOptions, signedOf: (op: Operation) => boolean = () => false): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const op of ops) {
    const mutations = mutationsOf(op);
    for (const caller of ['admin', 'noRoles', 'anonymous'] as const) {
      const r = rng(seedOf(options.seed, op.route, caller));
      const start = r.int(mutations.length);
      const count = budgetOf(accessOf(op), caller, mutations.length);
      for (let i = 0; i < count; i++) out.push(requestOf(op, caller, mutations[(start + i) % mutations.length], r, options, signedOf(op)));
    }
  }
  return out;
}
