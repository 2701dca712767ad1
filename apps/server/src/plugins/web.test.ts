import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server';
import type { TestServer } from '../test/server';

describe('serving the built web app', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js.gz'), gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
    server = await startServer('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (p: string, accept = 'text/html') => fetch(`${server.base}${p}`, { headers: { accept } });

  it('answers index.html at / and for page paths that accept HTML (history mode)', async () => {
    for (const p of ['/', '/dashboard/analysis', '/user/login?redirect=%2Faccount%2Fcenter']) {
      const response = await get(p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('caches hashed assets for good and other files not', async () => {
    const asset = await get('/assets/index-a1b2c3.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.ico', '*/*');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the 404 envelope for unknown API paths and missing files, and never leaves the folder', async () => {
    const api = await get('/api/sys/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 404 });
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
    for (const p of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      expect((await get(p, 'application/json')).status, p).toBe(404);
      expect(await (await get(p, '*/*')).text(), p).not.toContain('root:');
    }
  });

  it('sends the pre-compressed copy to clients that accept gzip', async () => {
    const asset = await fetch(`${server.base}/assets/index-a1b2c3.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('answers index.html to clients that take anything, but not for a missing file', async () => {
    const page = await get('/dashboard/analysis', '*/*');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    expect((await get('/assets/missing.css', '*/*')).status).toBe(404);
  });
});
