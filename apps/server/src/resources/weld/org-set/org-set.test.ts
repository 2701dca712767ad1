import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';
import { coveringRoots } from './org-set';

type Page = { records: { code: string }[] };

describe('coveringRoots', () => {
  it('keeps a checked node once, as its checked ancestor', () => {
    expect(
      coveringRoots([
        { id: 'm', path: '/l/s/m/' },
        { id: 's', path: '/l/s/' },
        { id: 'o', path: '/o/' },
      ]),
    ).toEqual(['s', 'o']);
  });
});

describe.each(dialects)('weld organisation set on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const query = (orgCode: string, token = fx.token) =>
    call<string[]>(fx.server, 'GET', `/weld/orgSet/query?orgCode=${orgCode}`, { token });
  const save = (body: Record<string, unknown>, token = fx.token, lang?: string) =>
    call<string[]>(fx.server, 'POST', '/weld/orgSet/save', { token, body, lang });

  it("replaces an organisation's set, storing a node under a checked node as the ancestor, and what its users list follows", async () => {
    const x = await smallTree(fx.server, fx.token, 'OSX', 'A02');
    const y = await smallTree(fx.server, fx.token, 'OSY', 'A02');
    const service = await userWith(
      fx.server,
      `os_service_${dialect}`,
      ['weld:model:list'],
      ['depart-A01A03'],
    );
    const listed = async () =>
      (
        await call<Page>(fx.server, 'GET', '/weld/model/list?pageSize=100&code=OS*', { token: service.token })
      ).body.result.records
        .map((r) => r.code)
        .sort();
    expect(await listed()).toEqual([]);

    const saved = await save({ orgCode: 'A01A03', modelIds: [x.series, x.m1, y.line] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('组织设置已保存');
    expect((await query('A01A03')).body.result).toEqual([x.series, y.line].sort());
    expect(await listed()).toEqual(['OSX-M1', 'OSX-M2', 'OSX-S', 'OSY-L', 'OSY-M1', 'OSY-M2', 'OSY-S']);

    // a set given to the organisation above reaches its sub-organisations too
    expect((await save({ orgCode: 'A01A03', modelIds: [x.m2] })).status).toBe(200);
    expect((await query('A01A03')).body.result).toEqual([x.m2]);
    expect(await listed()).toEqual(['OSX-M2']);
    expect((await save({ orgCode: 'A01', modelIds: [y.series] })).status).toBe(200);
    expect(await listed()).toEqual(['OSX-M2', 'OSY-M1', 'OSY-M2', 'OSY-S']);
    expect((await save({ orgCode: 'A01', modelIds: [] })).status).toBe(200);
    expect((await query('A01')).body.result).toEqual([]);
    expect(await listed()).toEqual(['OSX-M2']);
  });

  it('refuses an unknown organisation or node with a clear message and keeps the set as it was', async () => {
    const t = await smallTree(fx.server, fx.token, 'OSV', 'A02');
    expect((await save({ orgCode: 'A01A01', modelIds: [t.line] })).status).toBe(200);
    const org = await save({ orgCode: 'Z99', modelIds: [t.line] });
    expect(org.status).toBe(400);
    expect(org.body.message).toBe('组织机构“Z99”不存在');
    const model = await save({ orgCode: 'A01A01', modelIds: [t.series, 'no-such-node'] }, fx.token, 'en_US');
    expect(model.status).toBe(400);
    expect(model.body.message).toBe('Model node "no-such-node" does not exist');
    expect((await query('A01A01')).body.result).toEqual([t.line]);
    expect((await save({ orgCode: 'A01A01' })).status).toBe(400);
  });

  it('reads with weld:orgSet:list and saves only with weld:orgSet:edit', async () => {
    const t = await smallTree(fx.server, fx.token, 'OSR', 'A02');
    const viewer = await userWith(fx.server, `os_viewer_${dialect}`, ['weld:orgSet:list'], ['depart-A01']);
    expect((await query('A02', viewer.token)).status).toBe(200);
    expect((await save({ orgCode: 'A02', modelIds: [t.line] }, viewer.token)).status).toBe(403);
    const nobody = await userWith(fx.server, `os_nobody_${dialect}`, ['weld:model:list'], ['depart-A01']);
    expect((await query('A02', nobody.token)).status).toBe(403);
    const editor = await userWith(
      fx.server,
      `os_editor_${dialect}`,
      ['weld:orgSet:list', 'weld:orgSet:edit', 'weld:scope:all'],
      ['depart-A01'],
    );
    expect((await save({ orgCode: 'A02', modelIds: [t.line] }, editor.token)).status).toBe(200);
    expect((await query('A02', editor.token)).body.result).toEqual([t.line]);
  });

  it('lets a saver without the whole tree set only their own organisations, give only nodes they reach, and keeps what they cannot see', async () => {
    const theirs = await smallTree(fx.server, fx.token, 'OSP', 'A02');
    const own = await smallTree(fx.server, fx.token, 'OSQ', 'A01A03');
    const editor = await userWith(
      fx.server,
      `os_local_${dialect}`,
      ['weld:orgSet:list', 'weld:orgSet:edit'],
      ['depart-A01'],
    );
    expect((await save({ orgCode: 'A01A03', modelIds: [theirs.line] })).status).toBe(200);

    const otherOrg = await save({ orgCode: 'A02', modelIds: [own.series] }, editor.token);
    expect(otherOrg.status).toBe(403);
    expect(otherOrg.body.message).toBe('无权设置组织机构“A02”：只能设置本组织及下级组织');
    const beyond = await save(
      { orgCode: 'A01A03', modelIds: [own.series, theirs.m1] },
      editor.token,
      'en_US',
    );
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe('You may not give model node "OSP-M1": it is outside what you can see');
    expect((await query('A01A03')).body.result).toEqual([theirs.line]);

    // the admin's grant to the sub-organisation is beyond the editor's own sight: their saves keep it
    expect((await save({ orgCode: 'A01A03', modelIds: [own.series] }, editor.token)).status).toBe(200);
    expect((await query('A01A03')).body.result).toEqual([theirs.line, own.series].sort());
    // the screen sends the whole set back, the kept grant included
    expect((await save({ orgCode: 'A01A03', modelIds: [theirs.line, own.m1] }, editor.token)).status).toBe(
      200,
    );
    expect((await query('A01A03')).body.result).toEqual([theirs.line, own.m1].sort());
    expect((await save({ orgCode: 'A01A03', modelIds: [] }, editor.token)).status).toBe(200);
    expect((await query('A01A03')).body.result).toEqual([theirs.line]);
  });
});
