import { describe, expect, it } from 'vitest';
import type { ModelSearchResult, ModelTreeNode } from '@weld/core';
import { call } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { addModel, smallTree, userWith } from '../../../test/weld-fixture';

describe.each(dialects)('weld model search and move on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const node = (id: string) =>
    fx.server.ctx.db
      .selectFrom('weld_model')
      .select(['path', 'parent_id', 'sort_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const children = async (pid: string) =>
    (
      await call<ModelTreeNode[]>(fx.server, 'GET', `/weld/model/loadTreeChildren?pid=${pid}`, {
        token: fx.token,
      })
    ).body.result.map((n) => `${n.code}:${n.sortNo}`);
  const move = (body: Record<string, unknown>, token = fx.token, lang?: string) =>
    call(fx.server, 'POST', '/weld/model/move', { token, body, lang });

  it('finds nodes by code or name in any case, with their ancestors top down, and only within reach', async () => {
    const t = await smallTree(fx.server, fx.token, 'SRCH', 'A02');
    await fx.server.ctx.db
      .updateTable('weld_model')
      .set({ name: '逆变焊机 Pro 50%' })
      .where('id', '=', t.m2)
      .execute();
    const byCode = await call<ModelSearchResult>(fx.server, 'GET', '/weld/model/search?keyword=srch-m', {
      token: fx.token,
    });
    expect(byCode.status).toBe(200);
    expect(byCode.body.result.hits.map((h) => [h.code, h.ancestorIds])).toEqual([
      ['SRCH-M1', [t.line, t.series]],
      ['SRCH-M2', [t.line, t.series]],
    ]);
    // a LIKE wildcard in the keyword is a plain character
    const byName = await call<ModelSearchResult>(
      fx.server,
      'GET',
      `/weld/model/search?keyword=${encodeURIComponent('pro 50%')}`,
      { token: fx.token },
    );
    expect(byName.body.result.hits.map((h) => h.code)).toEqual(['SRCH-M2']);
    expect(
      (await call<ModelSearchResult>(fx.server, 'GET', '/weld/model/search?keyword=50_', { token: fx.token }))
        .body.result.hits,
    ).toEqual([]);
    // a user of another organisation finds nothing of it; given the series, finds its models but not the line above
    const outsider = await userWith(fx.server, `srch_${dialect}`, ['weld:model:list'], ['depart-A01A03']);
    expect(
      (
        await call<ModelSearchResult>(fx.server, 'GET', '/weld/model/search?keyword=SRCH', {
          token: outsider.token,
        })
      ).body.result.hits,
    ).toEqual([]);
    await fx.server.ctx.db
      .insertInto('weld_org_model')
      .values({
        id: `srch-${dialect}`,
        org_code: 'A01A03',
        model_id: t.series,
        create_by: 'test',
        create_time: '2026-11-22 10:00:00',
      })
      .execute();
    const granted = await call<ModelSearchResult>(fx.server, 'GET', '/weld/model/search?keyword=SRCH', {
      token: outsider.token,
    });
    expect(granted.body.result.hits.map((h) => [h.code, h.ancestorIds])).toEqual([
      ['SRCH-M1', [t.series]],
      ['SRCH-M2', [t.series]],
      ['SRCH-S', []],
    ]);
  });

  it('caps the matches and says so', async () => {
    const line = await addModel(fx.server, fx.token, { nodeType: 'line', code: 'CAP-L' });
    const series = await addModel(fx.server, fx.token, { parentId: line, nodeType: 'series', code: 'CAP-S' });
    for (let i = 0; i < 51; i++)
      await addModel(fx.server, fx.token, {
        parentId: series,
        nodeType: 'model',
        code: `CAPX-${String(i).padStart(2, '0')}`,
      });
    const answer = await call<ModelSearchResult>(fx.server, 'GET', '/weld/model/search?keyword=capx', {
      token: fx.token,
    });
    expect(answer.body.result.hits).toHaveLength(50);
    expect(answer.body.result.truncated).toBe(true);
  });

  it('reorders siblings, numbering them 1..n', async () => {
    const t = await smallTree(fx.server, fx.token, 'ORD');
    const m3 = await addModel(fx.server, fx.token, {
      parentId: t.series,
      nodeType: 'model',
      code: 'ORD-M3',
      sortNo: 3,
    });
    expect((await move({ id: m3, parentId: t.series, index: 0 })).status).toBe(200);
    expect(await children(t.series)).toEqual(['ORD-M3:1', 'ORD-M1:2', 'ORD-M2:3']);
    expect((await move({ id: m3, parentId: t.series, index: 99 })).body.message).toBe('节点已移动');
    expect(await children(t.series)).toEqual(['ORD-M1:1', 'ORD-M2:2', 'ORD-M3:3']);
  });

  it('moves a series with its models under another line: paths follow, both sibling lists renumbered', async () => {
    const a = await smallTree(fx.server, fx.token, 'RP');
    const s2 = await addModel(fx.server, fx.token, {
      parentId: a.line,
      nodeType: 'series',
      code: 'RP-S2',
      sortNo: 2,
    });
    const other = await smallTree(fx.server, fx.token, 'RQ');
    expect((await move({ id: a.series, parentId: other.line, index: 0 })).status).toBe(200);
    expect((await node(a.series)).path).toBe(`/${other.line}/${a.series}/`);
    expect((await node(a.m1)).path).toBe(`/${other.line}/${a.series}/${a.m1}/`);
    expect((await node(a.m2)).path).toBe(`/${other.line}/${a.series}/${a.m2}/`);
    expect(await children(other.line)).toEqual(['RP-S:1', 'RQ-S:2']);
    expect(await children(a.line)).toEqual(['RP-S2:1']);
    expect((await node(s2)).sort_no).toBe(1);
    // a model dragged to another series
    expect((await move({ id: a.m1, parentId: other.series, index: 1 })).status).toBe(200);
    expect(await children(other.series)).toEqual(['RQ-M1:1', 'RP-M1:2', 'RQ-M2:3']);
    expect((await node(a.m1)).path).toBe(`/${other.line}/${other.series}/${a.m1}/`);
    // the data log keeps each move as a version of the node: where it was (added, never edited) and where it went
    const versions = await call<{ id: string; dataVersion: number }[]>(
      fx.server,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=weld_model&dataId=${a.m1}`,
      { token: fx.token },
    );
    expect(versions.body.result.map((v) => v.dataVersion)).toEqual([1, 2]);
    const [was, now] = await Promise.all(
      versions.body.result.map(
        async (v) =>
          JSON.parse(
            (
              await fx.server.ctx.db
                .selectFrom('sys_data_log')
                .select('data_content')
                .where('id', '=', v.id)
                .executeTakeFirstOrThrow()
            ).data_content as string,
          ) as { parentId: string },
      ),
    );
    expect([was!.parentId, now!.parentId]).toEqual([a.series, other.series]);
  });

  it("refuses a wrong level and a move below itself, in the caller's language, changing nothing", async () => {
    const t = await smallTree(fx.server, fx.token, 'LVL');
    const level = await move({ id: t.m1, parentId: t.line, index: 0 });
    expect(level.status).toBe(400);
    expect(level.body.message).toBe('该位置只能放置系列节点');
    const top = await move({ id: t.series, parentId: null, index: 0 }, fx.token, 'en_US');
    expect(top.body.message).toBe('Only a product line node can be placed here');
    const cycle = await move({ id: t.line, parentId: t.series, index: 0 });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('不能把节点移到它自己或它的下级之下');
    const self = await move({ id: t.series, parentId: t.series, index: 0 });
    expect(self.status).toBe(400);
    expect((await node(t.m1)).path).toBe(`/${t.line}/${t.series}/${t.m1}/`);
    expect((await node(t.series)).parent_id).toBe(t.line);
    const gone = await move({ id: t.m1, parentId: 'no-such-node', index: 0 });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe('上级节点不存在');
  });

  it('needs weld:model:edit, and a node out of reach is unknown', async () => {
    const t = await smallTree(fx.server, fx.token, 'RGT', 'A02');
    const reader = await userWith(fx.server, `mv_reader_${dialect}`, ['weld:model:list'], ['depart-A02']);
    expect((await move({ id: t.m1, parentId: t.series, index: 1 }, reader.token)).status).toBe(403);
    const editor = await userWith(
      fx.server,
      `mv_editor_${dialect}`,
      ['weld:model:list', 'weld:model:edit'],
      ['depart-A01A01'],
    );
    expect((await move({ id: t.m1, parentId: t.series, index: 1 }, editor.token)).status).toBe(404);
    expect((await node(t.m1)).sort_no).toBe(1);
  });
});
