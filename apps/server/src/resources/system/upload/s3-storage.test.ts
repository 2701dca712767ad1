import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { useS3Server } from '../../../test/s3-server';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import { login } from '../../../test/client';
import { signedWith } from './fake-s3';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');

// MinIO is not packaged for Debian: the remote end is a recording S3 endpoint, our code runs unchanged
describe('uploads with STORAGE=s3', () => {
  const fx = useS3Server({ S3_PUBLIC_URL: 'https://files.weld.example/weld-files/' });
  beforeEach(() => {
    fx.s3.requests.length = 0;
  });

  async function post(path: string, content: Buffer, name: string, biz?: string) {
    const form = new FormData();
    if (biz) form.append('biz', biz);
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${fx.server.api}${path}`, {
      method: 'POST',
      headers: { 'X-Access-Token': fx.token, 'X-Lang': 'en_US' },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message: string; result: unknown },
    };
  }

  it('puts the checked file into the bucket under <biz>/<generated name>, signed, with its type; nothing stays on disk', async () => {
    const answer = await post('/sys/common/upload', PNG, '焊缝.png', 'weld/photos');
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toMatch(/^weld\/photos\/焊缝_[0-9a-f]{32}\.png$/);
    expect(fx.s3.requests).toHaveLength(1);
    const put = fx.s3.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(decodeURIComponent(put.url.split('?')[0])).toBe(`/weld-files/${answer.body.message}`);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.body).toEqual(PNG);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=weldkey\/\d{8}\/cn-east-1\/s3\/aws4_request/,
    );
    expect(signedWith(put, 'weldsecret', 'cn-east-1')).toBe(true);
    expect(signedWith(put, 'another-secret', 'cn-east-1')).toBe(false);
    expect(
      readdirSync(fx.root, { recursive: true }).filter((f) => !String(f).startsWith('.incoming')),
    ).toEqual([]);
  });

  it('refuses a file whose content does not match before anything reaches the bucket', async () => {
    const answer = await post('/sys/common/upload', PDF, 'photo.png');
    expect(answer.status).toBe(400);
    expect(fx.s3.requests).toHaveLength(0);
  });

  it('serves a stored object through /sys/common/static with the same headers as local files', async () => {
    const path = (await post('/sys/common/upload', PDF, 'manual.pdf', 'weld/manuals')).body.message;
    const response = await fetch(`${fx.server.api}/sys/common/static/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="manual.pdf"/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    const get = fx.s3.requests.find((r) => r.method === 'GET')!;
    expect(signedWith(get, 'weldsecret', 'cn-east-1')).toBe(true);
    expect(
      (await fetch(`${fx.server.api}/sys/common/static/temp/none_0123456789abcdef0123456789abcdef.pdf`))
        .status,
    ).toBe(404);
    expect((await fetch(`${fx.server.api}/sys/common/static/Excel-Errors/a.xlsx`)).status).toBe(404);
  });

  it('answers /minioUpload/upload with the object URL under S3_PUBLIC_URL', async () => {
    const answer = await post('/minioUpload/upload', PDF, 'spec.pdf', 'weld/firmware');
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toMatch(
      /^https:\/\/files\.weld\.example\/weld-files\/weld\/firmware\/spec_[0-9a-f]{32}\.pdf$/,
    );
    expect(answer.body.result).toBe(answer.body.message);
    expect(fx.s3.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});

describe('/minioUpload/upload with local storage', () => {
  it('stores in the upload folder and answers the stored path', async () => {
    const root = mkdtempSync(join(tmpdir(), 'weld-minio-local-'));
    const server = await startServer('sqlite', { uploadDir: root });
    try {
      const token = await login(server, 'admin', ADMIN_PASSWORD);
      const form = new FormData();
      form.append('biz', 'weld');
      form.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
      const unsigned = await fetch(`${server.api}/minioUpload/upload`, { method: 'POST', body: form });
      expect(unsigned.status).toBe(401);
      const response = await fetch(`${server.api}/minioUpload/upload`, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        body: form,
      });
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(/^weld\/a_[0-9a-f]{32}\.pdf$/);
      expect(readdirSync(join(root, 'weld'))).toEqual([body.message.split('/')[1]]);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('storage configuration', () => {
  it('defaults to local and checks the S3 keys', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toMatchObject({
      kind: 's3',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: null,
      endpoint: null,
    });
  });
});
