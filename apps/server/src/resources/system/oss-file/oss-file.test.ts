import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { dialects } from '../../../test/databases';
import { useS3Server } from '../../../test/s3-server';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');
const PASSWORD = 'Upl0ader#2026';

interface FileRecord {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  storage: string;
  bizPath: string;
  url: string;
  createBy: string;
  createTime: string;
}

async function post(
  server: TestServer,
  token: string,
  path: string,
  content: Buffer,
  name: string,
  biz?: string,
) {
  const form = new FormData();
  if (biz) form.append('biz', biz);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; result: unknown },
  };
}

describe.each(dialects)('OSS文件 on %s', (dialect) => {
  let server: TestServer;
  let root: string;
  let admin: string;
  let plain: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'weld-oss-'));
    server = await startServer(dialect, { uploadDir: root });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, {
      username: 'welder',
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    plain = await login(server, 'welder', PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const list = (query: string, token = admin) =>
    call<PageResult<FileRecord>>(server, 'GET', `/sys/ossFile/list?${query}`, { token });

  it('records every upload with its name, type, size, storage, folder and uploader', async () => {
    const mine = await post(server, plain, '/sys/common/upload', PNG, '焊缝 照片.png', 'weld/photos');
    expect(mine.status, mine.body.message).toBe(200);
    const theirs = await post(server, admin, '/minioUpload/upload', PDF, '工艺卡.pdf');
    expect(theirs.status).toBe(200);
    const { body } = await list('column=createTime&order=asc');
    expect(body.result.total).toBe(2);
    expect(body.result.records[0]).toMatchObject({
      fileName: '焊缝 照片.png',
      fileType: 'png',
      fileSize: PNG.length,
      storage: 'local',
      bizPath: 'weld/photos',
      url: mine.body.message,
      createBy: 'welder',
    });
    expect(body.result.records[1]).toMatchObject({
      fileName: '工艺卡.pdf',
      fileType: 'pdf',
      fileSize: PDF.length,
      bizPath: 'temp',
      url: theirs.body.message,
      createBy: 'admin',
    });
    expect(body.result.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('filters by name, type, uploader and upload time', async () => {
    expect((await list('fileName=*照片*')).body.result.records.map((r) => r.fileName)).toEqual([
      '焊缝 照片.png',
    ]);
    expect((await list('fileType=pdf')).body.result.records.map((r) => r.fileName)).toEqual(['工艺卡.pdf']);
    expect((await list('createBy=*weld*')).body.result.records.map((r) => r.createBy)).toEqual(['welder']);
    expect(
      (await list('createTime_begin=2000-01-01 00:00:00&createTime_end=2999-01-01 00:00:00')).body.result
        .total,
    ).toBe(2);
    expect((await list('createTime_end=2000-01-01 00:00:00')).body.result.total).toBe(0);
    const bad = await list('column=password');
    expect(bad.status).toBe(400);
  });

  it('uploads from the screen with its own right and answers the record', async () => {
    const answer = await post(server, admin, '/sys/ossFile/upload', PNG, 'logo.png');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ fileName: 'logo.png', fileType: 'png', createBy: 'admin' });
    const refused = await post(server, admin, '/sys/ossFile/upload', Buffer.from('MZ not a png'), 'evil.png');
    expect(refused.status).toBe(400);
    expect((await list('fileName=evil.png')).body.result.total).toBe(0);
  });

  it('deletes the record and the stored file; a row whose file is gone deletes cleanly', async () => {
    const records = (await list('column=createTime&order=asc')).body.result.records;
    const photo = records.find((r) => r.fileType === 'png' && r.createBy === 'welder')!;
    const file = join(root, ...photo.url.split('/'));
    expect(existsSync(file)).toBe(true);
    const removed = await call(server, 'DELETE', `/sys/ossFile/delete?id=${photo.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await call(server, 'GET', `/sys/common/static/${photo.url}`)).status).toBe(404);

    const rest = (await list('')).body.result.records;
    expect(rest).toHaveLength(2);
    rmSync(join(root, ...rest[0].url.split('/')));
    const batch = await call<{ count: number }>(
      server,
      'DELETE',
      `/sys/ossFile/deleteBatch?ids=${rest.map((r) => r.id).join(',')}`,
      { token: admin },
    );
    expect(batch.status).toBe(200);
    expect(batch.body.result.count).toBe(2);
    expect(existsSync(join(root, ...rest[1].url.split('/')))).toBe(false);
    expect((await list('')).body.result.total).toBe(0);
  });

  it('deletes all or none: an unknown id keeps the other row and its file', async () => {
    const kept = await post(server, admin, '/sys/common/upload', PDF, 'keep.pdf');
    const row = (await list('fileName=keep.pdf')).body.result.records[0];
    const answer = await call(server, 'DELETE', `/sys/ossFile/deleteBatch?ids=${row.id},nope`, {
      token: admin,
    });
    expect(answer.status).toBe(404);
    expect(existsSync(join(root, ...kept.body.message.split('/')))).toBe(true);
    expect((await list('fileName=keep.pdf')).body.result.total).toBe(1);
  });

  it('refuses the list, the upload and delete to a user without the rights', async () => {
    expect((await list('', plain)).status).toBe(403);
    expect((await post(server, plain, '/sys/ossFile/upload', PNG, 'x.png')).status).toBe(403);
    const row = (await list('fileName=keep.pdf')).body.result.records[0];
    expect((await call(server, 'DELETE', `/sys/ossFile/delete?id=${row.id}`, { token: plain })).status).toBe(
      403,
    );
    expect((await list('fileName=keep.pdf')).body.result.total).toBe(1);
  });
});

describe('OSS文件 when the record cannot be written', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'weld-oss-broken-'));
    server = await startServer('sqlite', { uploadDir: root });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('takes the stored file back, so no file exists that the list does not show', async () => {
    const token = await login(server, 'admin', ADMIN_PASSWORD);
    await server.ctx.db.schema.dropTable('oss_file').execute();
    const answer = await post(server, token, '/sys/common/upload', PNG, 'lost.png');
    expect(answer.status).toBe(500);
    expect(readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
  });
});

describe('OSS文件 with STORAGE=s3', () => {
  const fx = useS3Server();

  it('records the bucket as storage and deletes the object from it', async () => {
    const answer = await post(fx.server, fx.token, '/minioUpload/upload', PNG, 'bucket.png');
    expect(answer.status).toBe(200);
    const { body } = await call<PageResult<FileRecord>>(fx.server, 'GET', '/sys/ossFile/list', {
      token: fx.token,
    });
    const row = body.result.records[0];
    expect(row).toMatchObject({ storage: 's3', fileName: 'bucket.png', url: answer.body.message });
    expect(fx.s3.objects.has(`/weld-files/${row.url}`)).toBe(true);
    const removed = await call(fx.server, 'DELETE', `/sys/ossFile/delete?id=${row.id}`, { token: fx.token });
    expect(removed.status).toBe(200);
    expect(fx.s3.objects.has(`/weld-files/${row.url}`)).toBe(false);
    expect(fx.s3.requests.at(-1)?.method).toBe('DELETE');
  });
});
