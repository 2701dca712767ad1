import { gatewayRoutePaths } from '@weld/core';
import type { SysGatewayRouteTable } from '../../db/schema-admin';

/** A route as the proxy applies it, compiled once per change of the routes. */
export interface GatewayRule {
  id: string;
  routerId: string;
  /** the Path predicates' patterns (`/manual/**`); without one, `/<routerId>/**` (core's gatewayRoutePaths) */
  paths: CompiledPath[];
  /** the Method predicate's methods, upper case; null: every method */
  methods: Set<string> | null;
  upstream: URL;
  /** the route's 忽略前缀 flag: the matched pattern's literal part is cut off */
  stripLiteral: boolean;
  /** the StripPrefix filter: this many leading path segments are cut off */
  stripSegments: number;
  addHeaders: [string, string][];
  removeHeaders: string[];
  anonymous: boolean;
  /** 是否重试: a bodiless GET, HEAD or OPTIONS whose connection fails is sent once more */
  retryable: boolean;
  /** the right a caller needs; null: administrators only */
  perms: string | null;
  timeoutMs: number;
}

interface CompiledPath {
  regex: RegExp;
  /** the pattern up to its first wildcard, without a trailing slash (`/manual/**` → `/manual`) */
  literal: string;
}

/** One item of the predicates or filters JSON (checked by the resource's save hook). */
interface Definition {
  name: string;
  args?: Record<string, string | number | boolean>;
}

/** A route the proxy cannot apply: the key (under `server.`) and its parameters, for the form. */
export class RuleProblem extends Error {
  constructor(
    readonly field: 'uri' | 'predicates' | 'filters',
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `/a/**` matches /a and below, `**` anything, `*` within one segment. */
function compilePath(pattern: string): CompiledPath {
  if (!PATH.test(pattern)) throw new RuleProblem('predicates', 'gatewayProxy.badPath', { path: pattern });
  const wildcard = pattern.indexOf('*');
  const literal = (wildcard < 0 ? pattern : pattern.slice(0, wildcard)).replace(/\/+$/, '');
  const body = pattern
    .split(/(\/\*\*$|\*\*|\*)/)
    .map((part) =>
      part === '/**' ? '(?:/.*)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : escape(part),
    )
    .join('');
  return { regex: new RegExp(`^${body}$`), literal };
}

/** The values of `args` in order: `{_genkey_0: a, _genkey_1: b}` (the short form) or named ones. */
const argValues = (args: Definition['args']): string[] => Object.values(args ?? {}).map(String);

function parseList(text: string | null): Definition[] {
  if (!text || text.trim() === '') return [];
  return JSON.parse(text) as Definition[];
}

function headerName(field: 'filters', value: string | undefined): string {
  if (!value || !TOKEN.test(value))
    throw new RuleProblem(field, 'gatewayProxy.badHeader', { header: value ?? '' });
  return value.toLowerCase();
}

function applyPredicates(rule: GatewayRule, items: Definition[]): void {
  for (const item of items) {
    const values = argValues(item.args)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (item.name === 'Path') continue;
    if (item.name === 'Method') {
      if (!values.every((m) => TOKEN.test(m))) throw new RuleProblem('predicates', 'gatewayProxy.badMethod');
      rule.methods = new Set([...(rule.methods ?? []), ...values.map((m) => m.toUpperCase())]);
    } else throw new RuleProblem('predicates', 'gatewayProxy.unsupported', { name: item.name });
  }
}

function applyFilters(rule: GatewayRule, items: Definition[]): void {
  for (const item of items) {
    const args = item.args ?? {};
    const [first, second] =
      'name' in args
        ? [String(args.name), args.value === undefined ? '' : String(args.value)]
        : argValues(args);
    if (item.name === 'StripPrefix') {
      const parts = Number(first ?? args.parts);
      if (!Number.isInteger(parts) || parts < 0 || parts > 20)
        throw new RuleProblem('filters', 'gatewayProxy.badStrip');
      rule.stripSegments += parts;
    } else if (item.name === 'AddRequestHeader') {
      const value = second ?? '';
      if (/[\r\n\0]/.test(value))
        throw new RuleProblem('filters', 'gatewayProxy.badHeader', { header: first ?? '' });
      rule.addHeaders.push([headerName('filters', first), value]);
    } else if (item.name === 'RemoveRequestHeader') rule.removeHeaders.push(headerName('filters', first));
    else throw new RuleProblem('filters', 'gatewayProxy.unsupported', { name: item.name });
  }
}

/**
 * A stored route as the proxy applies it, or a RuleProblem naming the field it cannot apply: an uri
 * other than http(s), a predicate or filter the proxy does not know (Path and Method; StripPrefix,
 * AddRequestHeader and RemoveRequestHeader), a malformed path, method or header.
 * @example compileRule(row).upstream.host // 'manual.weld.example.com'
 */
export function compileRule(
  row: Pick<
    SysGatewayRouteTable,
    | 'id'
    | 'router_id'
    | 'uri'
    | 'predicates'
    | 'filters'
    | 'strip_prefix'
    | 'retryable'
    | 'anonymous'
    | 'perms'
    | 'timeout_seconds'
  >,
): GatewayRule {
  let upstream: URL;
  try {
    upstream = new URL(row.uri);
  } catch {
    throw new RuleProblem('uri', 'gatewayProxy.badUri');
  }
  if (
    (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') ||
    upstream.username ||
    upstream.password ||
    upstream.hash
  ) {
    throw new RuleProblem('uri', 'gatewayProxy.badUri');
  }
  const rule: GatewayRule = {
    id: row.id,
    routerId: row.router_id,
    paths: [],
    methods: null,
    upstream,
    stripLiteral: row.strip_prefix === '1',
    stripSegments: 0,
    addHeaders: [],
    removeHeaders: [],
    anonymous: row.anonymous === '1',
    retryable: row.retryable === '1',
    perms: row.perms && row.perms.trim() !== '' ? row.perms.trim() : null,
    timeoutMs: Math.max(1, row.timeout_seconds) * 1000,
  };
  applyPredicates(rule, parseList(row.predicates));
  applyFilters(rule, parseList(row.filters));
  rule.paths = gatewayRoutePaths(row.router_id, row.predicates).map(compilePath);
  // a Path predicate with no pattern would serve nothing: say so rather than save a dead route
  if (rule.paths.length === 0) throw new RuleProblem('predicates', 'gatewayProxy.badPath', { path: '' });
  return rule;
}

/** The upstream port: the URI's own, else the scheme's. */
export const upstreamPort = (url: URL): number =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** `/a/b/c` without its first `count` segments (`/c` for 2), keeping a trailing slash. */
function stripSegments(path: string, count: number): string {
  if (count === 0) return path;
  const kept = path
    .split('/')
    .filter((s) => s !== '')
    .slice(count)
    .join('/');
  return kept === '' ? '/' : `/${kept}${path.endsWith('/') ? '/' : ''}`;
}

/**
 * The route a request's path (below `/gateway`) and method go to, and the path to ask upstream for;
 * the most specific pattern (longest literal part) wins, then the route id.
 */
export function matchRule(
  rules: readonly GatewayRule[],
  path: string,
  method: string,
): { rule: GatewayRule; upstreamPath: string } | null {
  let best: { rule: GatewayRule; literal: string } | null = null;
  for (const rule of rules) {
    const methodAllowed =
      !rule.methods || rule.methods.has(method) || (method === 'HEAD' && rule.methods.has('GET'));
    if (!methodAllowed) continue;
    for (const compiled of rule.paths) {
      if (!compiled.regex.test(path)) continue;
      if (
        !best ||
        compiled.literal.length > best.literal.length ||
        (compiled.literal.length === best.literal.length && rule.routerId < best.rule.routerId)
      ) {
        best = { rule, literal: compiled.literal };
      }
    }
  }
  if (!best) return null;
  const rest = stripSegments(
    best.rule.stripLiteral ? path.slice(best.literal.length) : path,
    best.rule.stripSegments,
  );
  const base = best.rule.upstream.pathname.replace(/\/+$/, '');
  const joined = `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return { rule: best.rule, upstreamPath: joined };
}
