import { describe, expect, it } from 'vitest';
import { HostNotAllowedError, allowedAddress, isGuardedAddress, parseHostRules } from './host-allow-list';
import type { Lookup } from './host-allow-list';
import { formatIp, parseIp, parseRange } from './ip-address';

/** A DNS of fixed answers; names it does not know fail as the system resolver does. */
function dnsOf(table: Record<string, string[]>): Lookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (name: string) => {
    asked.push(name);
    const answers = table[name];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address }));
  };
  return Object.assign(lookup, { asked });
}

const noDns = dnsOf({});

async function verdict(list: string, host: string, port: number, lookup: Lookup = noDns): Promise<string> {
  try {
    return await allowedAddress(parseHostRules(list), host, port, lookup);
  } catch (err) {
    if (err instanceof HostNotAllowedError) return 'refused';
    throw err;
  }
}

describe('IP addresses', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 (as IPv4) addresses', () => {
    expect(parseIp('10.1.2.3')).toEqual({ family: 4, value: 0x0a010203n });
    expect(parseIp('::ffff:127.0.0.1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(parseIp('::FFFF:7f00:1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(parseIp('[::1]')).toEqual({ family: 6, value: 1n });
    expect(parseIp('fe80::1%eth0')).toEqual({ family: 6, value: (0xfe80n << 112n) | 1n });
    expect(formatIp(parseIp('2001:db8::8:800:200c:417a')!)).toBe('2001:db8:0:0:8:800:200c:417a');
    expect(formatIp(parseIp('::ffff:169.254.169.254')!)).toBe('169.254.169.254');
    for (const text of ['db', '256.1.1.1', '1.2.3', '::ffff::1', '0x7f.1', '2130706433', ''])
      expect(parseIp(text), text).toBeNull();
  });

  it('reads CIDR ranges, clearing host bits, and mapped ranges as IPv4 ones', () => {
    expect(parseRange('10.9.8.7/8')).toEqual({ family: 4, base: 0x0a000000n, prefix: 8 });
    expect(parseRange('::ffff:10.0.0.0/104')).toEqual({ family: 4, base: 0x0a000000n, prefix: 8 });
    expect(parseRange('fd00::/8')).toEqual({ family: 6, base: 0xfdn << 120n, prefix: 8 });
    for (const text of ['10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.0/x', 'db/8'])
      expect(parseRange(text), text).toBeNull();
  });

  it('knows loopback, link-local, unspecified and metadata addresses, however they are written', () => {
    for (const text of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '0.0.0.0',
      '::',
      '169.254.1.1',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '100.100.100.200',
    ]) {
      expect(isGuardedAddress(parseIp(text)!), text).toBe(true);
    }
    for (const text of ['10.0.0.1', '192.168.1.1', '8.8.8.8', '2001:db8::1', 'fd00::1'])
      expect(isGuardedAddress(parseIp(text)!), text).toBe(false);
  });
});

describe('allow-list entries', () => {
  it('reads names, addresses and ranges, each optionally with a port', () => {
    const rules = parseHostRules(
      ' DB.Internal.:5432, 10.0.0.0/8, 10.1.0.0/16:3306 ,[fd00::/8]:5432, ::1, [::1]:3306, weld_db ,',
    );
    expect(
      rules.map((r) => [
        r.name,
        r.range && formatIp({ family: r.range.family, value: r.range.base }) + '/' + r.range.prefix,
        r.port,
      ]),
    ).toEqual([
      ['db.internal', null, 5432],
      [null, '10.0.0.0/8', null],
      [null, '10.1.0.0/16', 3306],
      [null, 'fd00:0:0:0:0:0:0:0/8', 5432],
      [null, '0:0:0:0:0:0:0:1/128', null],
      [null, '0:0:0:0:0:0:0:1/128', 3306],
      ['weld_db', null, null],
    ]);
    expect(parseHostRules('')).toEqual([]);
    expect(parseHostRules(undefined)).toEqual([]);
  });

  it('refuses what is no host, address or range, naming the entry', () => {
    for (const bad of [
      'db:0',
      'db:65536',
      'db:x',
      'http://db',
      'db/8',
      '10.0.0.0/40',
      'a b',
      '[::1',
      '-db',
    ]) {
      expect(() => parseHostRules(`10.0.0.1, ${bad}`), bad).toThrow(`"${bad}"`);
    }
  });
});

describe('allowedAddress', () => {
  it('allows an address inside a listed range on a listed port, and nothing by default', async () => {
    expect(await verdict('10.0.0.0/8', '10.20.30.40', 5432)).toBe('10.20.30.40');
    expect(await verdict('10.0.0.0/8:3306', '10.20.30.40', 3306)).toBe('10.20.30.40');
    expect(await verdict('10.0.0.0/8:3306', '10.20.30.40', 5432)).toBe('refused');
    expect(await verdict('10.0.0.0/8', '11.0.0.1', 5432)).toBe('refused');
    expect(await verdict('', '10.0.0.1', 5432)).toBe('refused');
    expect(await verdict('2001:db8::/32', '[2001:db8::5]', 5432)).toBe('2001:db8:0:0:0:0:0:5');
    expect(await verdict('2001:db8::/32', '2001:db9::5', 5432)).toBe('refused');
  });

  it('refuses loopback, link-local, unspecified and metadata addresses unless a range names them', async () => {
    for (const host of [
      '127.0.0.1',
      '::1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '[::ffff:7f00:1]',
    ]) {
      expect(await verdict('0.0.0.0/0, ::/0', host, 5432), host).toBe('refused');
    }
    expect(await verdict('127.0.0.1:5432', '127.0.0.1', 5432)).toBe('127.0.0.1');
    expect(await verdict('127.0.0.1:5432', '::ffff:127.0.0.1', 5432)).toBe('127.0.0.1');
    expect(await verdict('127.0.0.1:5432', '127.0.0.1', 6379)).toBe('refused');
    expect(await verdict('127.0.0.0/8', '127.0.0.2', 6379)).toBe('127.0.0.2');
    expect(await verdict('::ffff:127.0.0.0/104', '127.0.0.2', 6379)).toBe('127.0.0.2');
    expect(await verdict('::1', '[::1]', 5432)).toBe('0:0:0:0:0:0:0:1');
    // link-local listed does not open the metadata address inside it: that one must be listed itself
    expect(await verdict('169.254.0.0/16', '169.254.10.1', 80)).toBe('169.254.10.1');
    expect(await verdict('169.254.0.0/16', '169.254.169.254', 80)).toBe('refused');
    expect(await verdict('169.254.169.254', '169.254.169.254', 80)).toBe('169.254.169.254');
  });

  it('trusts a listed name with whatever it resolves to, and connects to the resolved address', async () => {
    const dns = dnsOf({ 'db.internal': ['::ffff:10.0.3.7', '10.0.3.8'], localhost: ['127.0.0.1', '::1'] });
    expect(await verdict('DB.internal:5432', 'db.internal.', 5432, dns)).toBe('10.0.3.7');
    expect(await verdict('db.internal:5432', 'db.internal', 5433, dns)).toBe('refused');
    expect(await verdict('localhost:5432', 'LOCALHOST', 5432, dns)).toBe('127.0.0.1');
    // a listed name that does not resolve says so (the caller answers "unknown host")
    await expect(
      allowedAddress(parseHostRules('gone.internal'), 'gone.internal', 5432, dns),
    ).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('resolves any other name and allows it only when every address it has is allowed', async () => {
    const dns = dnsOf({
      'db.example': ['10.1.2.3', '10.1.2.4'],
      'half.example': ['10.1.2.3', '192.168.1.1'],
      'rebind.example': ['127.0.0.1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'meta.example': ['169.254.169.254'],
      'metadata.google.internal': ['10.1.2.3'],
    });
    expect(await verdict('10.0.0.0/8', 'db.example', 5432, dns)).toBe('10.1.2.3');
    expect(await verdict('10.0.0.0/8', 'half.example', 5432, dns)).toBe('refused');
    for (const name of ['rebind.example', 'mapped.example', 'meta.example', 'localhost']) {
      expect(await verdict('0.0.0.0/0, ::/0', name, 5432, dns), name).toBe('refused');
    }
    // metadata names are refused before any lookup; unknown names are refused, not reported unknown
    expect(await verdict('10.0.0.0/8', 'metadata.google.internal', 80, dns)).toBe('refused');
    expect(await verdict('10.0.0.0/8', 'nowhere.example', 5432, dns)).toBe('refused');
    expect(dns.asked).not.toContain('metadata.google.internal');
  });

  it('asks no DNS when no listed range could allow the answer', async () => {
    const dns = dnsOf({ 'db.example': ['10.1.2.3'] });
    expect(await verdict('other.example, 10.0.0.0/8:3306', 'db.example', 5432, dns)).toBe('refused');
    expect(dns.asked).toEqual([]);
  });

  it('checks names with the system resolver: localhost resolves to loopback and is refused by a wide range', async () => {
    const refused = await allowedAddress(parseHostRules('0.0.0.0/0, ::/0'), 'localhost', 5432).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(HostNotAllowedError);
    expect((refused as Error).message).toBe('localhost:5432 is not an allowed host');
    expect(await allowedAddress(parseHostRules('localhost'), 'localhost', 5432)).toMatch(
      /^127\.|^0:0:0:0:0:0:0:1$/,
    );
  });
});
