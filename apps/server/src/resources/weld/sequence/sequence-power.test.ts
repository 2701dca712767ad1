import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';

type Rec = { id: string; code: string; powers: string[] };
type Page = { records: Rec[]; total: number };

const SPECIALIST_RIGHTS = [
  'weld:sequence:list',
  'weld:sequence:add',
  'weld:sequence:edit',
  'weld:sequence:delete',
  'weld:sequence:export',
  'weld:sequence:download',
  'weld:sequence:push',
];
const OPEN = { validFrom: '2020-01-01', validTo: '2099-12-31' };

/** Who sees and uses which sequence: grants to specialists and roles, on sequences and model subtrees, with dates. */
describe.each(dialects)('sequence power on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let t1: Awaited<ReturnType<typeof smallTree>>;
  let t2: Awaited<ReturnType<typeof smallTree>>;
  const seq: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const addSequence = async (code: string, modelId: string, extra: Record<string, unknown> = {}) => {
    const body = {
      modelId,
      code,
      name: code,
      process: 'mig',
      material: 'carbon',
      thickness: 6,
      current: 200,
      voltage: 24,
      wireFeed: 9,
      gasFlow: 15,
      travelSpeed: 45,
      version: 'V1.0',
      status: 'draft',
      ...extra,
    };
    const answer = await call<Rec>(server, 'POST', '/weld/sequence/add', { token: admin, body });
    if (answer.status !== 200) throw new Error(`${code}: ${answer.body.message}`);
    return answer.body.result.id;
  };
  const grant = async (body: Record<string, unknown>) => {
    const answer = await call<Rec>(server, 'POST', '/weld/sequencePower/add', {
      token: admin,
      body: { ...OPEN, ...body },
    });
    if (answer.status !== 200) throw new Error(`grant: ${answer.body.message}`);
    return answer.body.result.id;
  };
  const specialist = async (username: string) => {
    tokens[username] = (await userWith(server, username, SPECIALIST_RIGHTS, [], 'A01')).token;
    const answer = await call(server, 'POST', '/weld/specialist/add', {
      token: admin,
      body: { username, level: 'senior', certifications: 'ISO 9606-1', skills: 'mig,tig', status: '1' },
    });
    if (answer.status !== 200) throw new Error(`specialist ${username}: ${answer.body.message}`);
  };
  const codes = async (token: string) => {
    const { body } = await call<Page>(server, 'GET', '/weld/sequence/list?pageSize=100&code=PW*', { token });
    return body.result.records.map((r) => r.code).sort();
  };
  const byId = (token: string, id: string) =>
    call<Rec>(server, 'GET', `/weld/sequence/queryById?id=${id}`, { token });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    t1 = await smallTree(server, admin, 'PWA');
    t2 = await smallTree(server, admin, 'PWB');
    seq.a1 = await addSequence('PW-A1', t1.m1);
    seq.a2 = await addSequence('PW-A2', t1.m2);
    seq.b1 = await addSequence('PW-B1', t2.m1);
    await specialist('pwspeca');
    await specialist('pwspecb');
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspeca',
      targetType: 'model',
      targetId: t1.series,
      actions: 'view',
    });
  });
  afterAll(async () => server?.stop());

  it('shows a specialist with a subtree grant exactly the sequences of that subtree', async () => {
    expect(await codes(tokens.pwspeca)).toEqual(['PW-A1', 'PW-A2']);
    expect((await byId(tokens.pwspeca, seq.a1)).body.result).toMatchObject({
      code: 'PW-A1',
      powers: ['view'],
    });
    expect((await byId(tokens.pwspeca, seq.b1)).status).toBe(404);
    // the export obeys the same grants: two rows below the title, exporter and header rows
    const exported = await fetch(`${server.api}/weld/sequence/exportXls?code=PW*`, {
      headers: { 'X-Access-Token': tokens.pwspeca },
    });
    expect(exported.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    expect(book.worksheets[0].rowCount).toBe(5);
  });

  it("shows a specialist without grants nothing, and answers 404 on another specialist's sequence for every call", async () => {
    const b = tokens.pwspecb;
    expect(await codes(b)).toEqual([]);
    expect((await byId(b, seq.a1)).status).toBe(404);
    expect(
      (await call(server, 'PUT', '/weld/sequence/edit', { token: b, body: { id: seq.a1, name: 'taken' } }))
        .status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/weld/sequence/delete?id=${seq.a1}`, { token: b })).status).toBe(
      404,
    );
    expect(
      (await fetch(`${server.api}/weld/sequence/download?id=${seq.a1}`, { headers: { 'X-Access-Token': b } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'POST', '/weld/sequence/push', { token: b, body: { id: seq.a1, target: 'SN-1' } }))
        .status,
    ).toBe(404);
    expect((await call(server, 'GET', `/weld/sequence/pushList?id=${seq.a1}`, { token: b })).status).toBe(
      404,
    );
    const row = await server.ctx.db
      .selectFrom('weld_sequence')
      .select('name')
      .where('id', '=', seq.a1)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('PW-A1');
  });

  it('gives nothing for a grant that has ended or not yet begun, or for a specialist no longer active', async () => {
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspecb',
      targetType: 'model',
      targetId: t1.line,
      actions: 'view',
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
    });
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspecb',
      targetType: 'sequence',
      targetId: seq.b1,
      actions: 'view',
      validFrom: '2099-01-01',
      validTo: null,
    });
    expect(await codes(tokens.pwspecb)).toEqual([]);
    await server.ctx.db
      .updateTable('weld_specialist')
      .set({ status: '0' })
      .where('username', '=', 'pwspeca')
      .execute();
    expect(await codes(tokens.pwspeca)).toEqual([]);
    await server.ctx.db
      .updateTable('weld_specialist')
      .set({ status: '1' })
      .where('username', '=', 'pwspeca')
      .execute();
    expect(await codes(tokens.pwspeca)).toEqual(['PW-A1', 'PW-A2']);
  });

  it("lets a holder of weld:sequence:all use every sequence within their organisation's reach without a grant", async () => {
    const head = await userWith(server, 'pwhead', [...SPECIALIST_RIGHTS, 'weld:sequence:all'], [], 'A01');
    expect(await codes(head.token)).toEqual(['PW-A1', 'PW-A2', 'PW-B1']);
    expect((await byId(head.token, seq.b1)).body.result.powers).toEqual(['view', 'download', 'edit', 'push']);
    expect(
      (
        await call(server, 'PUT', '/weld/sequence/edit', {
          token: head.token,
          body: { id: seq.b1, name: 'PW-B1' },
        })
      ).status,
    ).toBe(200);
    // the organisation set still bounds them: another organisation's models stay out of sight
    const far = await smallTree(server, admin, 'PWZ', 'A02');
    const hidden = await addSequence('PW-Z1', far.m1);
    expect((await byId(head.token, hidden)).status).toBe(404);
    expect(await codes(head.token)).not.toContain('PW-Z1');
    // without the right, the same user rights give nothing
    expect(await codes(tokens.pwspecb)).not.toContain('PW-B1');
  });

  it('lets a role grant reach every holder of the role, specialist or not', async () => {
    const holder = await userWith(server, 'pwroleuser', SPECIALIST_RIGHTS, [], 'A01');
    await grant({
      granteeType: 'role',
      grantee: 'role_pwroleuser',
      targetType: 'sequence',
      targetId: seq.b1,
      actions: 'view,download',
    });
    expect(await codes(holder.token)).toEqual(['PW-B1']);
    expect((await byId(holder.token, seq.b1)).body.result.powers).toEqual(['view', 'download']);
  });

  it('needs edit to change or delete, download for the file and push to send, each a 403 on a visible sequence', async () => {
    const a = tokens.pwspeca;
    const edit = await call(server, 'PUT', '/weld/sequence/edit', {
      token: a,
      body: { id: seq.a1, name: 'renamed' },
      lang: 'en_US',
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('You do not hold this right on the sequence');
    expect((await call(server, 'DELETE', `/weld/sequence/delete?id=${seq.a1}`, { token: a })).status).toBe(
      403,
    );
    expect(
      (await fetch(`${server.api}/weld/sequence/download?id=${seq.a1}`, { headers: { 'X-Access-Token': a } }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'POST', '/weld/sequence/push', { token: a, body: { id: seq.a1, target: 'SN-1' } }))
        .status,
    ).toBe(403);
    // adding needs edit on the model's subtree; a view grant is not enough
    const add = await call(server, 'POST', '/weld/sequence/add', {
      token: a,
      body: {
        modelId: t1.m1,
        code: 'PW-A3',
        name: 'x',
        process: 'tig',
        material: 'stainless',
        version: 'V1',
        status: 'draft',
      },
    });
    expect(add.status).toBe(403);

    await grant({
      granteeType: 'specialist',
      grantee: 'pwspeca',
      targetType: 'sequence',
      targetId: seq.a1,
      actions: 'edit,download,push',
    });
    expect((await byId(a, seq.a1)).body.result.powers).toEqual(['view', 'download', 'edit', 'push']);
    expect(
      (await call(server, 'PUT', '/weld/sequence/edit', { token: a, body: { id: seq.a1, name: 'renamed' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'PUT', '/weld/sequence/edit', { token: a, body: { id: seq.a2, name: 'renamed' } }))
        .status,
    ).toBe(403);
  });

  it('sends the program file only through the download route, to holders of download', async () => {
    const form = new FormData();
    form.append('biz', 'weld-sequence');
    form.append('file', new Blob(['G90 WELD 200A 24V\n']), 'pw-a1.txt');
    const uploaded = await fetch(`${server.api}/sys/common/upload`, {
      method: 'POST',
      headers: { 'X-Access-Token': admin },
      body: form,
    });
    const path = ((await uploaded.json()) as { message: string }).message;
    expect(path).toMatch(/^weld-sequence\/pw-a1_[0-9a-f]{32}\.txt$/);
    // not from the public static route, whoever asks
    expect(
      (await fetch(`${server.api}/sys/common/static/${path}`, { headers: { 'X-Access-Token': admin } }))
        .status,
    ).toBe(404);
    const outside = await call(server, 'PUT', '/weld/sequence/edit', {
      token: admin,
      body: { id: seq.a1, programFile: 'temp/x.txt' },
    });
    expect(outside.status).toBe(400);
    expect(
      (
        await call(server, 'PUT', '/weld/sequence/edit', {
          token: admin,
          body: { id: seq.a1, programFile: path },
        })
      ).status,
    ).toBe(200);
    const got = await fetch(`${server.api}/weld/sequence/download?id=${seq.a1}`, {
      headers: { 'X-Access-Token': tokens.pwspeca },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('pw-a1.txt');
    expect(await got.text()).toBe('G90 WELD 200A 24V\n');
  });

  it('records a push of a released sequence to a device, refusing a draft and a bad serial number', async () => {
    const a = tokens.pwspeca;
    const draft = await call(server, 'POST', '/weld/sequence/push', {
      token: a,
      body: { id: seq.a1, target: 'NB350-0001' },
    });
    expect(draft.status).toBe(409);
    expect(
      (
        await call(server, 'PUT', '/weld/sequence/edit', {
          token: a,
          body: { id: seq.a1, status: 'released' },
        })
      ).status,
    ).toBe(200);
    const bad = await call<{ errors: Record<string, string> }>(server, 'POST', '/weld/sequence/push', {
      token: a,
      body: { id: seq.a1, target: 'NB 350; drop' },
      lang: 'en_US',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.result.errors)).toEqual(['target']);
    const pushed = await call<{ pushedBy: string; target: string }>(server, 'POST', '/weld/sequence/push', {
      token: a,
      body: { id: seq.a1, target: 'NB350-0001' },
    });
    expect(pushed.status).toBe(200);
    expect(pushed.body.result).toMatchObject({ pushedBy: 'pwspeca', target: 'NB350-0001' });
    const rows = await server.ctx.db
      .selectFrom('weld_sequence_push')
      .selectAll()
      .where('sequence_id', '=', seq.a1)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        target: 'NB350-0001',
        pushed_by: 'pwspeca',
        push_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      }),
    ]);
    const history = await call<{ target: string }[]>(server, 'GET', `/weld/sequence/pushList?id=${seq.a1}`, {
      token: a,
    });
    expect(history.body.result.map((h) => h.target)).toEqual(['NB350-0001']);
  });

  it('refuses a grant that ends before it starts, or names no specialist, role or target', async () => {
    const bad = (body: Record<string, unknown>) =>
      call<{ errors: Record<string, string> }>(server, 'POST', '/weld/sequencePower/add', {
        token: admin,
        lang: 'en_US',
        body: {
          granteeType: 'specialist',
          grantee: 'pwspeca',
          targetType: 'model',
          targetId: t1.line,
          actions: 'view',
          ...OPEN,
          ...body,
        },
      });
    const backwards = await bad({ validFrom: '2026-05-01', validTo: '2026-04-30' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Valid to cannot be before valid from');
    expect((await bad({ grantee: 'nobody' })).body.message).toBe('There is no specialist "nobody"');
    expect((await bad({ granteeType: 'role', grantee: 'no_role' })).body.message).toBe(
      'There is no role "no_role"',
    );
    expect(
      Object.keys((await bad({ targetType: 'sequence', targetId: 'no-such' })).body.result.errors),
    ).toEqual(['targetId']);
  });

  it('drops the grants naming a sequence when it is deleted, and keeps a model with sequences from being deleted', async () => {
    const gone = await addSequence('PW-GONE', t2.m2);
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspecb',
      targetType: 'sequence',
      targetId: gone,
      actions: 'view',
    });
    expect(await codes(tokens.pwspecb)).toEqual(['PW-GONE']);
    const refused = await call(server, 'DELETE', `/weld/model/delete?id=${t2.m2}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('节点“PWB-M2”下还有焊接程序，不能删除');
    expect((await call(server, 'DELETE', `/weld/sequence/delete?id=${gone}`, { token: admin })).status).toBe(
      200,
    );
    expect(
      await server.ctx.db
        .selectFrom('weld_sequence_power')
        .select('id')
        .where('target_id', '=', gone)
        .execute(),
    ).toEqual([]);
  });

  it("withdraws a specialist's grants when the specialist is deleted, so adding them again gives back nothing", async () => {
    const row = await server.ctx.db
      .selectFrom('weld_specialist')
      .select('id')
      .where('username', '=', 'pwspeca')
      .executeTakeFirstOrThrow();
    expect(
      (await call(server, 'DELETE', `/weld/specialist/delete?id=${row.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      await server.ctx.db
        .selectFrom('weld_sequence_power')
        .select('id')
        .where('grantee', '=', 'pwspeca')
        .execute(),
    ).toEqual([]);
    expect(
      (
        await call(server, 'POST', '/weld/specialist/add', {
          token: admin,
          body: { username: 'pwspeca', level: 'junior', status: '1' },
        })
      ).status,
    ).toBe(200);
    expect(await codes(tokens.pwspeca)).toEqual([]);
  });
});
