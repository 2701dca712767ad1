import { deepText, HUGE } from './malformed';
import type { Rng } from './prng';

// Bodies and headers a route should refuse cleanly (plan.ts): the values inside them come from malformed.ts.

/** A body and its content type that are not the JSON object a route expects. */
export interface RawBody {
  contentType?: string;
  body: Buffer;
}

/** Bodies that are not what a JSON route takes: empty, cut, not JSON, another encoding, another type. */
export function badEncoding(r: Rng): RawBody {
  const json = 'application/json';
  const cases: (() => RawBody)[] = [
    () => ({ contentType: json, body: Buffer.alloc(0) }),
    () => ({
      contentType: json,
      body: Buffer.from(
        r.pick([
          '{',
          '{"a":',
          '[',
          'nul',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":1}{"b":2}',
          'NaN',
        ]),
      ),
    }),
    () => ({
      contentType: json,
      body: Buffer.from(
        r.pick([
          'null',
          '0',
          '"x"',
          'true',
          '[]',
          '[{}]',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
        ]),
      ),
    }),
    () => ({ contentType: `${json}; charset=utf-16le`, body: Buffer.from('{"a":"b"}', 'utf16le') }),
    () => ({
      contentType: `${json}; charset=latin1`,
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0xff, 0x22, 0x7d]),
    }),
    () => ({
      contentType: json,
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]),
    }),
    () => ({ contentType: json, body: Buffer.from(deepText(r.pick([5_000, 50_000]), r.chance(0.5))) }),
    () => ({ contentType: 'text/plain', body: Buffer.from(r.pick(['hello', '{"a":1}', ''])) }),
    () => ({
      contentType: 'application/xml',
      body: Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      ),
    }),
    () => ({
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from('a=1&b=%zz&c[d]=e&__proto__[x]=1'),
    }),
    () => ({
      contentType: r.pick([
        'application/octet-stream',
        'image/png',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        '*/*',
        'application/json-patch+json',
        ';;;',
        'application/json; charset=nope',
      ]),
      body: Buffer.from('{"a":1}'),
    }),
    () => ({ body: Buffer.from('{"a":1}') }),
  ];
  return r.pick(cases)();
}

const CRLF = '\r\n';

/** Multipart bodies that are cut, lack or mismatch their boundary, or carry a file that is not what it says. */
export function badMultipart(r: Rng): RawBody {
  const boundary = `----fuzz${r.hex(12)}`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const filePart = (
    name: string,
    filename: string,
    content: string,
    headers = 'Content-Type: application/octet-stream',
  ) =>
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}${headers}${CRLF}${CRLF}${content}${CRLF}`;
  const fieldPart = (name: string, value: string) =>
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
  const end = `--${boundary}--${CRLF}`;
  const junk = r.pick(['PK\u0003\u0004 not a zip', 'hello', '\u0000\u0001\u0002', 'x'.repeat(20_000), '']);
  const filename = r.pick([
    'a.xlsx',
    'a.xls',
    'a.png',
    'a.pdf',
    '../../../a.xlsx',
    'a\u0000.xlsx',
    `${'n'.repeat(2_000)}.xlsx`,
    '',
    '中文.xlsx',
    '.htaccess',
  ]);
  const cases: (() => RawBody)[] = [
    () => ({ contentType: 'multipart/form-data', body: Buffer.from(filePart('file', filename, junk) + end) }),
    () => ({
      contentType: 'multipart/form-data; boundary=other',
      body: Buffer.from(filePart('file', filename, junk) + end),
    }),
    () => ({ contentType: type, body: Buffer.alloc(0) }),
    () => ({ contentType: type, body: Buffer.from(end) }),
    () => ({
      contentType: type,
      body: Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="file"; filename="a.xlsx"${CRLF}`,
      ),
    }),
    () => ({ contentType: type, body: Buffer.from(`--${boundary}${CRLF}${CRLF}${junk}${CRLF}${end}`) }),
    () => ({
      contentType: type,
      body: Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data${CRLF}${CRLF}x${CRLF}${end}`),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(filePart('file', filename, junk) + filePart('file', 'b.xlsx', junk) + end),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(
        fieldPart('biz', r.pick(['../../etc', '/abs', '\u0000', 'a/../../b', 'x'.repeat(500)])) +
          filePart('file', filename, junk) +
          end,
      ),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(fieldPart(r.pick(['isup', 'biz', 'x', '']), r.pick(['1', 'abc', '\u0000'])) + end),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(filePart(r.pick(['nofile', '', 'file[]']), filename, junk) + end),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(
        filePart(
          'file',
          filename,
          junk,
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ) + end,
      ),
    }),
    () => ({
      contentType: type,
      body: Buffer.from(Array.from({ length: 20 }, (_, i) => fieldPart(`f${i}`, 'v')).join('') + end),
    }),
  ];
  return r.pick(cases)();
}

/** Header sets a client should not send: bad tokens, tenants, signatures, languages. */
export function badHeaders(r: Rng): Record<string, string> {
  const pickOne = r.int(6);
  if (pickOne === 0)
    return {
      'X-Access-Token': r.pick([
        '',
        'x',
        'null',
        'undefined',
        'Bearer abc',
        'é'.repeat(100),
        'a'.repeat(8_000),
        "' OR 1=1 --",
        '../../',
        '0'.repeat(64),
      ]),
    };
  if (pickOne === 1)
    return {
      'tenant-id': r.pick([
        'abc',
        '-1',
        '1.5',
        HUGE,
        '99999999999999999999',
        '',
        ' ',
        '1e3',
        '0x1',
        '1,2',
        'null',
      ]),
    };
  if (pickOne === 2)
    return {
      'X-Sign': r.pick(['', 'zz', 'A'.repeat(32), 'é']),
      'X-TIMESTAMP': r.pick(['abc', '-1', HUGE, '1e309', '', 'NaN', String(Date.now())]),
    };
  if (pickOne === 3)
    return {
      'X-Lang': r.pick(['xx', '../../etc', 'zh_CN\u00e9', 'a'.repeat(500), '__proto__', 'constructor']),
    };
  if (pickOne === 4)
    return {
      'X-Device-Serial': r.pick(['', 'x', HUGE, "' OR 1=1", 'é']),
      'X-Device-Key': r.pick(['', 'x', 'a'.repeat(4_000)]),
      'X-Gateway-Key': r.pick(['', 'x', 'null']),
    };
  return {
    'X-Forwarded-For': r.pick(['::::', '999.999.999.999', 'x'.repeat(2_000), '1.1.1.1, 2.2.2.2']),
    Accept: r.pick(['*/*', 'application/xml', 'text/html', 'x/y;q=abc']),
    'Accept-Language': r.pick(['xx', '*', 'é;q=x']),
  };
}
