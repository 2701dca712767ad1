import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { login } from '../../../test/client';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');

interface Answer {
  status: number;
  body: { success: boolean; message: string; code: number; result: unknown };
}

/** Every file under a folder, relative, hidden ones included: what an upload left behind. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

describe('upload and static files', () => {
  let server: TestServer;
  let root: string;
  let token: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'weld-upload-'));
    server = await startServer('sqlite', { uploadDir: root, uploadMaxMb: 1 });
    token = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function upload(
    content: Buffer | string,
    name: string,
    fields: Record<string, string> = {},
    auth: string | null = token,
  ): Promise<Answer> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const response = await fetch(`${server.api}/sys/common/upload`, {
      method: 'POST',
      headers: auth ? { 'X-Access-Token': auth, 'X-Lang': 'en_US' } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const get = (path: string) => fetch(`${server.api}/sys/common/static/${path}`);

  it('stores a file under its biz folder with a generated name and answers the path in message and result', async () => {
    const first = await upload(PNG, '../../焊缝 照片.PNG', { biz: 'weld/photos', isup: '1' });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toMatch(/^weld\/photos\/焊缝_照片_[0-9a-f]{32}\.png$/);
    expect(first.body.result).toBe(first.body.message);
    const second = await upload(PNG, '焊缝 照片.png', { biz: 'weld/photos' });
    expect(second.body.message).not.toBe(first.body.message);
    expect(filesUnder(root)).toEqual([first.body.message, second.body.message].sort());
  });

  it('uses the temp folder when no biz is sent', async () => {
    const answer = await upload(PDF, 'manual.pdf');
    expect(answer.body.message).toMatch(/^temp\/manual_[0-9a-f]{32}\.pdf$/);
  });

  it('refuses a biz folder that could leave the upload root or reach the reports, writing nothing', async () => {
    const before = filesUnder(root);
    for (const biz of [
      '..',
      '../etc',
      '/etc',
      'a/../../b',
      'a\\b',
      'C:',
      'a b',
      'a/b/c/d',
      'excel-errors',
      'Excel-Errors/x',
      '.incoming',
      'a//b',
    ]) {
      const answer = await upload(PNG, 'a.png', { biz });
      expect(answer.status, biz).toBe(400);
      expect(answer.body.message).toContain('biz');
    }
    expect(filesUnder(root)).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_MB and files whose type or content is not allowed, writing nothing', async () => {
    const before = filesUnder(root);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10, 1)]);
    const tooBig = await upload(big, 'big.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The file may not be larger than 1 MB');
    const cases: [Buffer | string, string, RegExp][] = [
      ['MZ\x90\x00', 'tool.exe', /\.exe files may not be uploaded/],
      ['<svg onload="alert(1)"/>', 'logo.svg', /\.svg files may not be uploaded/],
      ['<script>alert(1)</script>', 'page.html', /\.html files may not be uploaded/],
      ['no extension', 'README', /\.\? files may not be uploaded/],
      [PDF, 'photo.png', /does not match its extension \.png/],
      ['<html><script>alert(1)</script>', 'fake.jpg', /does not match its extension \.jpg/],
      [PNG, 'notes.txt', /does not match its extension \.txt/],
      [PNG, 'report.pdf', /does not match its extension \.pdf/],
      ['', 'empty.pdf', /empty/],
    ];
    for (const [content, name, message] of cases) {
      const answer = await upload(content, name);
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toMatch(message);
    }
    expect(filesUnder(root)).toEqual(before);
  });

  it('takes raw firmware images (.bin, Intel .hex) in the firmware folder only, and never serves that folder', async () => {
    const image = Buffer.from([0x00, 0x7f, 0xff, 0x10, 0x20]);
    const elsewhere = await upload(image, 'main.bin', { biz: 'temp' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/\.bin files may not be uploaded/);
    expect(elsewhere.body.message).not.toMatch(/hex/);
    const stored = await upload(image, 'main.bin', { biz: 'weld/firmware' });
    expect(stored.status).toBe(200);
    // firmware leaves through /weld/firmware/download and the device route only (weld/firmware/firmware-download.test.ts)
    expect((await get(stored.body.message)).status).toBe(404);
    expect(
      (await upload(':020000040800F2\n:00000001FF\n', 'main.hex', { biz: 'weld/firmware' })).status,
    ).toBe(200);
    const notHex = await upload(PNG, 'main.hex', { biz: 'weld/firmware' });
    expect(notHex.body.message).toMatch(/does not match its extension \.hex/);
  });

  it('needs a signed-in caller and a multipart file', async () => {
    expect((await upload(PNG, 'a.png', {}, null)).status).toBe(401);
    const json = await fetch(`${server.api}/sys/common/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('biz', 'temp');
    const noFile = await fetch(`${server.api}/sys/common/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': token, 'X-Lang': 'en_US' },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as Answer['body']).message).toMatch(/Choose a file/);
  });

  it('serves images inline and other files as attachments under the original name, without a token, never sniffed', async () => {
    const image = (await upload(PNG, 'seam.png', { biz: 'serve' })).body.message;
    const shown = await get(image);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="seam.png"/);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);

    const doc = (await upload(PDF, '焊接规程.pdf', { biz: 'serve' })).body.message;
    const downloaded = await get(doc);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(downloaded.headers.get('content-disposition')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('焊接规程.pdf')}`,
    );
    expect(downloaded.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers 404 for missing files and for paths outside the served files', async () => {
    mkdirSync(join(root, 'excel-errors'), { recursive: true });
    writeFileSync(join(root, 'excel-errors', 'a.xlsx'), 'PK');
    mkdirSync(join(root, 'temp'), { recursive: true });
    writeFileSync(join(root, 'temp', 'planted.html'), '<script>alert(1)</script>');
    const outside = mkdtempSync(join(tmpdir(), 'weld-outside-'));
    writeFileSync(join(outside, 'secret.png'), PNG);
    symlinkSync(outside, join(root, 'linked'));
    for (const path of [
      'temp/nope_0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e/%2e%2e/etc/hosts.txt',
      'temp/..%2F..%2Foutside.png',
      '.incoming/x.png',
      'Excel-Errors/a.xlsx',
      'excel-errors/sub/a.xlsx',
      'temp/planted.html',
      'linked/secret.png',
      'temp',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    rmSync(outside, { recursive: true, force: true });
  });
});
