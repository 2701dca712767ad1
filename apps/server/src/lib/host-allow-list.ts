import dns from 'node:dns';
import { formatIp, inRange, parseIp, parseRange, rangeWithin } from './ip-address';
import type { IpAddress, IpRange } from './ip-address';

/**
 * One entry of an allow-list such as DATA_SOURCE_ALLOWED_HOSTS: a host name (that name exactly), or an
 * IP address or CIDR range; with a port it allows only that port.
 */
export interface HostRule {
  /** the entry as written, for messages */
  text: string;
  /** lower case, without a trailing dot; null for an address or range */
  name: string | null;
  range: IpRange | null;
  port: number | null;
}

/** Where a name resolves to: dns.lookup with all: true in production, a table in tests. */
export type Lookup = (name: string) => Promise<{ address: string }[]>;

const systemLookup: Lookup = (name) => dns.promises.lookup(name, { all: true, verbatim: true });

/**
 * Addresses no wide entry opens: each is allowed only by an entry lying wholly inside the narrowest of
 * these containing it (the metadata address needs itself listed, not just 169.254.0.0/16), or by a listed name.
 */
const GUARDED = [
  '0.0.0.0/8', // unspecified ("this host"): a connection to 0.0.0.0 reaches the server itself
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local
  '169.254.169.254', // cloud metadata (AWS, GCP, Azure, OpenStack …)
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud metadata
  '168.63.129.16', // Azure host endpoint
  '::/128', // unspecified
  '::1/128', // loopback
  'fe80::/10', // link-local
  'fd00:ec2::254/128', // AWS metadata over IPv6
].map((text) => parseRange(text) as IpRange);

/** Names of metadata services: refused before any lookup unless listed by name. */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

const normalName = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** A host and port as one would write them: `db:5432`, `[::1]:5432`. */
export function hostText(host: string, port: number): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The entry of one host (name, address or CIDR range), or null when it is none of those. */
export function hostRule(
  host: string,
  port: number | null,
  text = port === null ? host : hostText(host, port),
): HostRule | null {
  const range = host.includes('/') || parseIp(host) ? parseRange(host.replace(/^\[(.*)\]$/, '$1')) : null;
  if (range) return { text, name: null, range, port };
  const name = normalName(host);
  return HOST_NAME.test(name) ? { text, name, range: null, port } : null;
}

/** `name`, `10.0.0.0/8`, `db:5432`, `[fd00::1]:5432`, `[fd00::/8]:5432`: the rule, or null when malformed. */
export function parseHostRule(entry: string): HostRule | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const [host, portText] = bracketed
    ? [bracketed[1], bracketed[2]]
    : text.split(':').length === 2
      ? text.split(':')
      : [text, undefined];
  if (portText !== undefined && !/^\d{1,5}$/.test(portText)) return null;
  const port = portText === undefined ? null : Number(portText);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return hostRule(host, port, text);
}

/**
 * A comma-separated allow-list; throws an Error naming the first entry that is not a host name, IP
 * address or CIDR range (optionally with :port). Empty entries are skipped.
 * @example parseHostRules('db.internal:5432, 10.0.0.0/8, [fd00::/8]:3306')
 */
export function parseHostRules(list: string | undefined): HostRule[] {
  const entries = (list ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  return entries.map((entry) => {
    const rule = parseHostRule(entry);
    if (!rule)
      throw new Error(`"${entry}" is not a host name, IP address or CIDR range (optionally with :port)`);
    return rule;
  });
}

/** Refused: the host (as the caller wrote it) and port are not on the allow-list. */
export class HostNotAllowedError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`${hostText(host, port)} is not an allowed host`);
  }
}

/** Whether the address is loopback, link-local, unspecified or a metadata address. */
export function isGuardedAddress(ip: IpAddress): boolean {
  return GUARDED.some((range) => inRange(range, ip));
}

function addressAllowed(rules: HostRule[], ip: IpAddress): boolean {
  const guards = GUARDED.filter((range) => inRange(range, ip));
  return rules.some(
    (rule) =>
      rule.range !== null &&
      inRange(rule.range, ip) &&
      guards.every((guard) => rangeWithin(rule.range as IpRange, guard)),
  );
}

/**
 * The address to connect to for `host:port`, or HostNotAllowedError. An address must be inside a listed
 * range (loopback, link-local, unspecified and metadata ones only by a range naming them, not by a wide
 * one such as 0.0.0.0/0); a listed name is trusted with whatever it resolves to; any other name is
 * resolved and EVERY address it has must be allowed. Connect to the answer, not to the name, so a
 * second lookup cannot give another address (DNS rebinding); keep the name for a TLS servername.
 * A listed name that does not resolve rejects with the lookup's own error (ENOTFOUND …).
 * @example const address = await allowedAddress(rules, 'db.internal', 5432) // '10.0.3.7'
 */
export async function allowedAddress(
  rules: HostRule[],
  host: string,
  port: number,
  lookup: Lookup = systemLookup,
): Promise<string> {
  const refused = new HostNotAllowedError(host, port);
  const forPort = rules.filter((rule) => rule.port === null || rule.port === port);
  const literal = parseIp(host);
  if (literal) {
    if (!addressAllowed(forPort, literal)) throw refused;
    return formatIp(literal);
  }
  const name = normalName(host);
  const addressesOf = async () => (await lookup(name)).map((answer) => parseIp(answer.address));
  if (forPort.some((rule) => rule.name === name)) {
    const [first] = await addressesOf();
    if (!first) throw refused;
    return formatIp(first);
  }
  // without a listed range no resolved address could be allowed: do not even ask the DNS
  if (METADATA_NAMES.has(name) || !HOST_NAME.test(name) || !forPort.some((rule) => rule.range)) throw refused;
  let addresses: (IpAddress | null)[];
  try {
    addresses = await addressesOf();
  } catch {
    // an unknown name is as unknown as a refused one: no oracle of what the server's DNS knows
    throw refused;
  }
  if (addresses.length === 0 || !addresses.every((ip) => ip !== null && addressAllowed(forPort, ip)))
    throw refused;
  return formatIp(addresses[0] as IpAddress);
}
