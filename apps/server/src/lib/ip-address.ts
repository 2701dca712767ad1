import net from 'node:net';

/** An IPv4 or IPv6 address as a number; IPv4-mapped IPv6 (::ffff:a.b.c.d) is always held as IPv4. */
export interface IpAddress {
  family: 4 | 6;
  value: bigint;
}

/** A CIDR range; a single address is a range of /32 (IPv4) or /128 (IPv6). */
export interface IpRange {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

const bitsOf = (family: 4 | 6) => (family === 4 ? 32 : 128);
const MAPPED_PREFIX = 0xffffn; // ::ffff:0:0/96

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  // an embedded IPv4 tail (::ffff:127.0.0.1) is the last two groups written in decimal
  const withoutDots = text.replace(/(\d+\.\d+\.\d+\.\d+)$/, (v4) => {
    const value = ipv4Value(v4);
    return `${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  });
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => BigInt(parseInt(g, 16))));
  const [left, right] = withoutDots.split('::');
  const leftGroups = groups(left);
  const rightGroups = right === undefined ? [] : groups(right);
  const zeros = Array<bigint>(8 - leftGroups.length - rightGroups.length).fill(0n);
  return [...leftGroups, ...zeros, ...rightGroups].reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** The literal without brackets and IPv6 zone id: `[fe80::1%eth0]` → `fe80::1`. */
const bareAddress = (text: string) =>
  text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');

/**
 * The address of an IP literal (IPv6 zone ids and brackets dropped), or null when the text is not one.
 * An IPv4-mapped IPv6 address becomes its IPv4 address, so `::ffff:127.0.0.1` is checked as loopback.
 * @example parseIp('::ffff:7f00:1') // { family: 4, value: 0x7f000001n }
 */
export function parseIp(text: string): IpAddress | null {
  const bare = bareAddress(text);
  const kind = net.isIP(bare);
  if (kind === 4) return { family: 4, value: ipv4Value(bare) };
  if (kind !== 6) return null;
  const value = ipv6Value(bare.toLowerCase());
  if (value >> 32n === MAPPED_PREFIX) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** The address as text a socket can connect to: dotted IPv4, or eight hex groups of IPv6. */
export function formatIp(ip: IpAddress): string {
  if (ip.family === 4)
    return [24n, 16n, 8n, 0n].map((shift) => String((ip.value >> shift) & 0xffn)).join('.');
  return [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n]
    .map((shift) => ((ip.value >> shift) & 0xffffn).toString(16))
    .join(':');
}

/**
 * `10.0.0.0/8`, `fd00::/8` or a single address; null when malformed. Host bits are cleared, and an
 * IPv4-mapped range (`::ffff:10.0.0.0/104`) becomes its IPv4 range.
 */
export function parseRange(text: string): IpRange | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const writtenBits = net.isIP(bareAddress(address)) === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? writtenBits : Number(prefixText);
  if (prefix > writtenBits) return null;
  if (writtenBits === 128 && ip.family === 4) {
    // a mapped range: as IPv4 when it stays inside ::ffff:0:0/96, else the IPv6 range it is
    if (prefix >= 96) return { family: 4, base: clear(ip.value, 32, prefix - 96), prefix: prefix - 96 };
    return { family: 6, base: clear((MAPPED_PREFIX << 32n) | ip.value, 128, prefix), prefix };
  }
  return { family: ip.family, base: clear(ip.value, writtenBits, prefix), prefix };
}

function clear(value: bigint, bits: number, prefix: number): bigint {
  const hostBits = BigInt(bits - prefix);
  return (value >> hostBits) << hostBits;
}

/** Whether the address lies in the range (never across families: mapped addresses are IPv4 already). */
export function inRange(range: IpRange, ip: IpAddress): boolean {
  return range.family === ip.family && clear(ip.value, bitsOf(ip.family), range.prefix) === range.base;
}

/** Whether every address of `inner` lies in `outer`. */
export function rangeWithin(inner: IpRange, outer: IpRange): boolean {
  return (
    inner.family === outer.family &&
    inner.prefix >= outer.prefix &&
    inRange(outer, { family: inner.family, value: inner.base })
  );
}
