import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { OPEN, useSequencePower } from '../../../test/sequence-power-fixture';

/** What a visible sequence lets a specialist do (edit, download, push), and what deleting takes with it. */
describe.each(dialects)('sequence power actions on %s', (dialect) => {
  const power = useSequencePower(dialect);

  it('needs edit to change or delete, download for the file and push to send, each a 403 on a visible sequence', async () => {
    const { server, t1, seq, tokens, grant, byId } = power;
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
    const { server, admin, seq, tokens } = power;
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
    const { server, seq, tokens } = power;
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
    const { server, admin, t1 } = power;
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
    const { server, admin, t2, tokens, addSequence, grant, codes } = power;
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
    const { server, admin, tokens, codes } = power;
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
