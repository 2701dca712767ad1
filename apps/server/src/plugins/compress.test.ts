import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../test/server';
import { login } from '../test/client';
import { codingFor, gzipAnswer } from './compress';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** A GET over plain node:http, which neither asks for nor undoes any coding by itself. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const withoutTime = (text: string) => ({ ...(JSON.parse(text) as Record<string, unknown>), timestamp: 0 });

describe('compressed JSON answers (real HTTP)', () => {
  let server: TestServer;
  let token: string;
  const permissions = () => `${server.api}/sys/permission/getUserPermissionByToken`;

  beforeAll(async () => {
    server = await startServer('sqlite');
    token = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('send the permission answer gzipped, and again from the cache, each decompressing to the plain answer', async () => {
    const plain = await get(permissions(), { 'x-access-token': token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.bytes.length).toBeGreaterThan(20_000);
    for (let i = 0; i < 2; i++) {
      const gz = await get(permissions(), {
        'x-access-token': token,
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toBe('accept-encoding');
      expect(gz.bytes.length).toBeLessThan(plain.bytes.length / 4);
      const text = gunzipSync(gz.bytes).toString();
      expect(withoutTime(text)).toEqual(withoutTime(plain.bytes.toString()));
      expect(Number(JSON.parse(text).timestamp)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('send brotli to a client that takes only br', async () => {
    const plain = await get(permissions(), { 'x-access-token': token });
    const br = await get(permissions(), { 'x-access-token': token, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(withoutTime(brotliDecompressSync(br.bytes).toString())).toEqual(
      withoutTime(plain.bytes.toString()),
    );
  });

  it('leave small answers and clients that refuse every coding alone', async () => {
    const small = await get(`${server.api}/sys/loginConfig`, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({ success: true });
    const refused = await get(permissions(), {
      'x-access-token': token,
      'accept-encoding': 'gzip;q=0, br;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ success: true });
  });

  it('send an Excel export as it is', async () => {
    const file = await get(`${server.api}/sys/user/exportXls`, {
      'x-access-token': token,
      'accept-encoding': 'gzip, br',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('gzip of an answer', () => {
  it('is one valid gzip stream with or without a timestamp, and reuses the head of an identical answer', () => {
    const head = `{"success":true,"result":${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: `菜单${i}` })))}`;
    for (const body of [`${head},"timestamp":1}`, `${head},"timestamp":22}`, `${head}}`, ''])
      expect(gunzipSync(gzipAnswer(body)).toString()).toBe(body);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(codingFor('gzip, deflate, br')).toBe('gzip');
    expect(codingFor('br')).toBe('br');
    expect(codingFor('gzip;q=0, br;q=0.5')).toBe('br');
    expect(codingFor('identity')).toBeNull();
    expect(codingFor(undefined)).toBeNull();
  });
});
