import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';
import { tinyPdf, tinyPng } from '../../../db/demo/sample-files';
import { digestStored } from '../../system/upload/stored-file';

type Uploaded = { file: string; fileName: string; fileSize: number; checksum: string };
type Rec = {
  id: string;
  title: string;
  version: string;
  status: string;
  downloadCount: number;
  checksum: string;
  fileSize: number;
  file?: string;
  groupId: string;
};
type Page = { records: Rec[]; total: number };

const READER = ['weld:manualFile:list'];
const EDITOR = [
  'weld:manualFile:list',
  'weld:manualFile:add',
  'weld:manualFile:edit',
  'weld:manualFile:publish',
  'weld:manualFile:archive',
];

describe.each(dialects)('weld manuals and files on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  const root = mkdtempSync(join(tmpdir(), 'weld-manual-'));
  beforeAll(async () => {
    server = await startServer(dialect, { uploadDir: root });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'MF', 'A01A01');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function upload(token: string, bytes: Buffer, name: string, biz = 'weldmanual') {
    const form = new FormData();
    form.append('biz', biz);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.api}/weld/manualFile/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; result: Uploaded },
    };
  }
  const get = (token: string, path: string) =>
    fetch(`${server.api}${path}`, { headers: { 'X-Access-Token': token } });
  const add = (token: string, body: Record<string, unknown>) =>
    call<Rec>(server, 'POST', '/weld/manualFile/add', { token, body });
  const list = (token: string, query = '') =>
    call<Page>(server, 'GET', `/weld/manualFile/list?pageSize=100${query}`, { token });
  const manual = (file: string, extra: Record<string, unknown> = {}) => ({
    modelId: tree.m1,
    title: 'MF-M1 操作手册',
    kind: 'manual',
    language: 'zh_CN',
    version: '1.0',
    securityLevel: 'public',
    file,
    ...extra,
  });

  it('stores an upload, measuring its size and SHA-256 from the bytes, and the record keeps them whatever the client says', async () => {
    const pdf = tinyPdf(['MF-M1 manual', 'v1.0']);
    const up = await upload(admin, pdf, 'MF-M1 手册.pdf');
    expect(up.status, up.body.message).toBe(200);
    expect(up.body.result).toMatchObject({
      fileName: 'MF-M1 手册.pdf',
      fileSize: pdf.length,
      checksum: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(up.body.result.file).toMatch(/^weldmanual\/MF-M1_手册_[0-9a-f]{32}\.pdf$/);
    const saved = await add(admin, { ...manual(up.body.result.file), checksum: 'f'.repeat(64), fileSize: 1 });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.result).toMatchObject({
      checksum: up.body.result.checksum,
      fileSize: pdf.length,
      fileName: 'MF-M1 手册.pdf',
      status: 'draft',
      status_dictText: '草稿',
      downloadCount: 0,
      groupId: saved.body.result.id,
    });
    const elsewhere = await upload(admin, pdf, 'x.pdf', 'temp');
    expect(elsewhere.status).toBe(400);
    const outside = await add(admin, manual('temp/never_00000000000000000000000000000000.pdf'));
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('文件须通过文件列表的上传功能上传');
    const missing = await call(server, 'POST', '/weld/manualFile/add', {
      token: admin,
      lang: 'en_US',
      body: manual('weldmanual/gone_00000000000000000000000000000000.pdf'),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The file is not stored; upload it again');
  });

  it("adds a new version only above the group's newest (compared as numbers), keeping the older ones as history", async () => {
    const first = await add(
      admin,
      manual((await upload(admin, tinyPdf(['v1.9']), 'guide.pdf')).body.result.file, {
        title: 'MF 维护指南',
        version: '1.9',
      }),
    );
    const id = first.body.result.id;
    const file2 = (await upload(admin, tinyPdf(['v1.10']), 'guide.pdf')).body.result.file;
    const lower = await call(server, 'POST', '/weld/manualFile/newVersion', {
      token: admin,
      body: { id, version: '1.8.5', file: file2 },
    });
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe('新版本 1.8.5 须高于当前最新版本 1.9');
    const same = await call(server, 'POST', '/weld/manualFile/newVersion', {
      token: admin,
      body: { id, version: '1.9.0', file: file2 },
    });
    expect(same.status).toBe(400);
    const bad = await call(server, 'POST', '/weld/manualFile/newVersion', {
      token: admin,
      body: { id, version: 'v2', file: file2 },
    });
    expect(bad.status).toBe(400);
    const added = await call<{ id: string }>(server, 'POST', '/weld/manualFile/newVersion', {
      token: admin,
      body: { id, version: '1.10', file: file2 },
    });
    expect(added.status, added.body.message).toBe(200);
    const third = (await upload(admin, tinyPdf(['v2']), 'guide.pdf')).body.result.file;
    // asking from an older row still compares with the group's newest
    const stale = await call(server, 'POST', '/weld/manualFile/newVersion', {
      token: admin,
      body: { id, version: '1.9.5', file: third },
    });
    expect(stale.body.message).toBe('新版本 1.9.5 须高于当前最新版本 1.10');
    const history = await list(admin, `&versionsOf=${id}&column=createTime&order=asc`);
    expect(history.body.result.records.map((r) => [r.version, r.title, r.status])).toEqual([
      ['1.9', 'MF 维护指南', 'draft'],
      ['1.10', 'MF 维护指南', 'draft'],
    ]);
    const newer = history.body.result.records[1];
    expect(newer.groupId).toBe(id);
    // 只看最新版本 lists the document once, at its highest version (1.10 above 1.9)
    const latest = await list(admin, `&latest=1&title=${encodeURIComponent('MF 维护指南')}`);
    expect(latest.body.result.records.map((r) => r.version)).toEqual(['1.10']);
    expect(newer.checksum).not.toBe(history.body.result.records[0].checksum);
  });

  it('moves a file only forward, draft → published → archived, each step with its own right', async () => {
    const id = (
      await add(
        admin,
        manual((await upload(admin, tinyPdf(['flow']), 'flow.pdf')).body.result.file, { title: 'MF 流程' }),
      )
    ).body.result.id;
    const lister = await userWith(
      server,
      `mf_lister_${dialect}`,
      ['weld:manualFile:list', 'weld:manualFile:edit'],
      ['depart-A01A01'],
    );
    expect(
      (await call(server, 'POST', '/weld/manualFile/publish', { token: lister.token, body: { id } })).status,
    ).toBe(403);
    expect(
      (await call(server, 'POST', '/weld/manualFile/archive', { token: admin, body: { id } })).body.message,
    ).toBe('只能归档已发布的文件');
    expect(
      (await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } })).status,
    ).toBe(200);
    expect(
      (await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } })).status,
    ).toBe(409);
    expect(
      (await call(server, 'POST', '/weld/manualFile/archive', { token: admin, body: { id } })).status,
    ).toBe(200);
    expect(
      (await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } })).body.message,
    ).toBe('只能发布草稿状态的文件');
    const row = await server.ctx.db
      .selectFrom('weld_manual_file')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('archived');
    // the status is not a form field: an edit cannot move it
    await call(server, 'PUT', '/weld/manualFile/edit', { token: admin, body: { id, status: 'draft' } });
    expect(
      (
        await server.ctx.db
          .selectFrom('weld_manual_file')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('archived');
  });

  it('streams a download with the stored bytes and counts it; a draft only to editors; PDFs and images preview inline', async () => {
    const png = tinyPng(32, [24, 144, 255]);
    const up = (await upload(admin, png, 'panel.png')).body.result;
    const id = (await add(admin, manual(up.file, { title: 'MF 面板图', kind: 'drawing' }))).body.result.id;
    const reader = await userWith(server, `mf_reader_${dialect}`, READER, ['depart-A01A01']);
    const editor = await userWith(server, `mf_editor_${dialect}`, EDITOR, ['depart-A01A01']);
    const draft = await get(reader.token, `/weld/manualFile/download?id=${id}`);
    expect(draft.status).toBe(403);
    expect(((await draft.json()) as { message: string }).message).toBe('草稿文件只有编辑人员可以下载');
    const byEditor = await get(editor.token, `/weld/manualFile/download?id=${id}`);
    expect(byEditor.status).toBe(200);
    expect(Buffer.from(await byEditor.arrayBuffer())).toEqual(png);
    expect(byEditor.headers.get('content-disposition')).toMatch(/^attachment;.*panel\.png/);
    await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } });
    const byReader = await get(reader.token, `/weld/manualFile/download?id=${id}`);
    expect(byReader.status).toBe(200);
    await byReader.arrayBuffer();
    const preview = await get(reader.token, `/weld/manualFile/preview?id=${id}`);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    await preview.arrayBuffer();
    const counted = await list(reader.token, `&versionsOf=${id}`);
    // two downloads; the preview is not one
    expect(counted.body.result.records[0].downloadCount).toBe(2);
    // readers never see the storage key, and the public static route does not serve the manuals' folder
    expect(counted.body.result.records[0]).not.toHaveProperty('file');
    expect((await list(editor.token, `&versionsOf=${id}`)).body.result.records[0].file).toBe(up.file);
    const direct = await fetch(`${server.api}/sys/common/static/${String(up.file)}`);
    expect(direct.status).toBe(404);
    await direct.arrayBuffer();
  });

  it('lists and serves confidential files only to holders of weld:manualFile:confidential', async () => {
    const up = (await upload(admin, tinyPdf(['secret circuit']), 'circuit.pdf')).body.result;
    const id = (
      await add(
        admin,
        manual(up.file, { title: 'MF 电路图', kind: 'drawing', securityLevel: 'confidential' }),
      )
    ).body.result.id;
    await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } });
    const plain = await userWith(server, `mf_plain_${dialect}`, READER, ['depart-A01A01']);
    const cleared = await userWith(
      server,
      `mf_cleared_${dialect}`,
      [...READER, 'weld:manualFile:confidential'],
      ['depart-A01A01'],
    );
    expect((await list(plain.token, '&title=*电路*')).body.result.total).toBe(0);
    expect((await get(plain.token, `/weld/manualFile/download?id=${id}`)).status).toBe(404);
    expect(
      (await call(server, 'GET', `/weld/manualFile/queryById?id=${id}`, { token: plain.token })).status,
    ).toBe(404);
    expect((await list(cleared.token, '&title=*电路*')).body.result.records.map((r) => r.id)).toEqual([id]);
    const got = await get(cleared.token, `/weld/manualFile/download?id=${id}`);
    expect(got.status).toBe(200);
    await got.arrayBuffer();
    // an editor without the right cannot file a confidential document either
    const editor = await userWith(server, `mf_editor2_${dialect}`, EDITOR, ['depart-A01A01']);
    const file = (await upload(editor.token, tinyPdf(['x']), 'x.pdf')).body.result.file;
    expect((await add(editor.token, manual(file, { securityLevel: 'confidential' }))).status).toBe(403);
  });

  it("shows a user outside the model's reach nothing of its files, and refuses to attach to such a model", async () => {
    const up = (await upload(admin, tinyPdf(['reach']), 'reach.pdf')).body.result;
    const id = (await add(admin, manual(up.file, { title: 'MF 可见性' }))).body.result.id;
    await call(server, 'POST', '/weld/manualFile/publish', { token: admin, body: { id } });
    const outsider = await userWith(server, `mf_outsider_${dialect}`, EDITOR, ['depart-A02']);
    expect((await list(outsider.token, '&title=MF*')).body.result.total).toBe(0);
    expect((await get(outsider.token, `/weld/manualFile/download?id=${id}`)).status).toBe(404);
    expect(
      (
        await call(server, 'POST', '/weld/manualFile/newVersion', {
          token: outsider.token,
          body: { id, version: '9.0', file: up.file },
        })
      ).status,
    ).toBe(404);
    const file = (await upload(outsider.token, tinyPdf(['y']), 'y.pdf')).body.result.file;
    expect((await add(outsider.token, manual(file))).status).toBe(403);
    expect(
      await server.ctx.db
        .selectFrom('weld_manual_file')
        .select('id')
        .where('title', '=', 'MF 可见性')
        .execute(),
    ).toHaveLength(1);
    // the model cannot be deleted while files hang on it; deleting a file takes its stored bytes with it
    const stored = await server.ctx.db
      .selectFrom('weld_manual_file')
      .select('file')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await call(server, 'DELETE', `/weld/manualFile/delete?id=${id}`, { token: admin })).status).toBe(
      200,
    );
    expect(await digestStored(server.ctx.config, stored.file)).toBeNull();
    expect(
      await server.ctx.db.selectFrom('oss_file').select('id').where('url', '=', stored.file).execute(),
    ).toEqual([]);
    const refused = await call(server, 'DELETE', `/weld/model/delete?id=${tree.m1}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('节点“MF-M1”下还有文件，不能删除');
  });
});
