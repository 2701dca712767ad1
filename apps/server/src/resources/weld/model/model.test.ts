import { describe, expect, it } from 'vitest';
import type { ModelTreeNode } from '@weld/core';
import { call } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { addModel, smallTree, userWith } from '../../../test/weld-fixture';

type Page = { records: { id: string; code: string }[]; total: number };

describe.each(dialects)('weld model tree on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const pathOf = async (id: string) =>
    (
      await fx.server.ctx.db
        .selectFrom('weld_model')
        .select('path')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).path;

  it('keeps product lines at the top, series under lines and models under series, naming the field at fault', async () => {
    const tree = await smallTree(fx.server, fx.token, 'LV');
    expect(await pathOf(tree.m1)).toBe(`/${tree.line}/${tree.series}/${tree.m1}/`);
    const wrong = await call<{ errors: Record<string, string> }>(fx.server, 'POST', '/weld/model/add', {
      token: fx.token,
      body: {
        parentId: tree.line,
        nodeType: 'model',
        productKind: 'machine',
        code: 'LV-BAD',
        name: 'x',
        status: '1',
        sortNo: 1,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('该位置只能放置系列节点');
    expect(Object.keys(wrong.body.result.errors)).toEqual(['nodeType']);
    const below = await call(fx.server, 'POST', '/weld/model/add', {
      token: fx.token,
      lang: 'en_US',
      body: {
        parentId: tree.m1,
        nodeType: 'model',
        productKind: 'machine',
        code: 'LV-BAD2',
        name: 'x',
        status: '1',
        sortNo: 1,
      },
    });
    expect(below.body.message).toBe('Nothing can be added below a model');
    const specs = await call(fx.server, 'POST', '/weld/model/add', {
      token: fx.token,
      body: {
        nodeType: 'line',
        productKind: 'machine',
        code: 'LV-BAD3',
        name: 'x',
        status: '1',
        sortNo: 1,
        specs: '[1,2]',
      },
    });
    expect(specs.status).toBe(400);
    expect(specs.body.message).toContain('JSON');
    const count = await fx.server.ctx.db
      .selectFrom('weld_model')
      .select('id')
      .where('code', 'like', 'LV-BAD%')
      .execute();
    expect(count).toEqual([]);
  });

  it('moves a series with its models to another line, and refuses a move below its own subtree', async () => {
    const a = await smallTree(fx.server, fx.token, 'MV');
    const other = await addModel(fx.server, fx.token, { nodeType: 'line', code: 'MV-L2' });
    const moved = await call(fx.server, 'PUT', '/weld/model/edit', {
      token: fx.token,
      body: { id: a.series, parentId: other },
    });
    expect(moved.status).toBe(200);
    expect(await pathOf(a.series)).toBe(`/${other}/${a.series}/`);
    expect(await pathOf(a.m2)).toBe(`/${other}/${a.series}/${a.m2}/`);
    const cycle = await call(fx.server, 'PUT', '/weld/model/edit', {
      token: fx.token,
      body: { id: other, parentId: a.m1 },
    });
    expect(cycle.status).toBe(400);
    expect(await pathOf(other)).toBe(`/${other}/`);
  });

  it("gives a node added without an owner its parent's organisation, so the parent's viewers see it", async () => {
    const line = await addModel(fx.server, fx.token, { nodeType: 'line', code: 'IN-L', orgCode: 'A01A02' });
    const series = await addModel(fx.server, fx.token, { parentId: line, nodeType: 'series', code: 'IN-S' });
    const own = await addModel(fx.server, fx.token, {
      parentId: series,
      nodeType: 'model',
      code: 'IN-M',
      orgCode: 'A02',
    });
    const orgOf = async (id: string) =>
      (
        await fx.server.ctx.db
          .selectFrom('weld_model')
          .select('org_code')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).org_code;
    expect(await orgOf(series)).toBe('A01A02');
    expect(await orgOf(own)).toBe('A02');
    const viewer = await userWith(fx.server, `in_viewer_${dialect}`, ['weld:model:list'], ['depart-A01A02']);
    const list = await call<Page>(fx.server, 'GET', '/weld/model/list?pageSize=100&code=IN-*', {
      token: viewer.token,
    });
    expect(list.body.result.records.map((r) => r.code).sort()).toEqual(['IN-L', 'IN-S']);
  });

  it('refuses to delete a node that still has children, and deletes a leaf', async () => {
    const t = await smallTree(fx.server, fx.token, 'DL');
    const refused = await call(fx.server, 'DELETE', `/weld/model/delete?id=${t.series}`, { token: fx.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('节点“DL-S”下还有子节点，不能删除');
    expect(
      (await call(fx.server, 'DELETE', `/weld/model/delete?id=${t.m2}`, { token: fx.token })).status,
    ).toBe(200);
    const left = await fx.server.ctx.db
      .selectFrom('weld_model')
      .select('code')
      .where('code', 'like', 'DL-%')
      .orderBy('code')
      .execute();
    expect(left.map((r) => r.code)).toEqual(['DL-L', 'DL-M1', 'DL-S']);
  });

  it('shows a user the models of their organisation and the subtrees the organisation set gives it, nothing else', async () => {
    const own = await smallTree(fx.server, fx.token, 'OS', 'A01A02');
    const granted = await smallTree(fx.server, fx.token, 'OG', 'A02');
    const hidden = await smallTree(fx.server, fx.token, 'OH', 'A02');
    await fx.server.ctx.db
      .insertInto('weld_org_model')
      .values({
        id: `og-${dialect}`,
        org_code: 'A01',
        model_id: granted.series,
        create_by: 'admin',
        create_time: '2026-11-22 10:00:00',
      })
      .execute();
    const sales = await userWith(fx.server, `os_sales_${dialect}`, ['weld:model:list'], ['depart-A01A02']);
    const list = await call<Page>(fx.server, 'GET', '/weld/model/list?pageSize=100&code=O*', {
      token: sales.token,
    });
    expect(list.status).toBe(200);
    const codes = list.body.result.records.map((r) => r.code).sort();
    expect(codes).toEqual(['OG-M1', 'OG-M2', 'OG-S', 'OS-L', 'OS-M1', 'OS-M2', 'OS-S']);
    expect(
      (await call(fx.server, 'GET', `/weld/model/queryById?id=${hidden.m1}`, { token: sales.token })).status,
    ).toBe(404);
    const top = await call<ModelTreeNode[]>(fx.server, 'GET', '/weld/model/loadTreeChildren', {
      token: sales.token,
    });
    expect(
      top.body.result
        .map((n) => n.code)
        .filter((c) => c.startsWith('O'))
        .sort(),
    ).toEqual(['OG-S', 'OS-L']);
    const models = await call<ModelTreeNode[]>(
      fx.server,
      'GET',
      `/weld/model/loadTreeChildren?pid=${granted.series}`,
      { token: sales.token },
    );
    expect(models.body.result.map((n) => [n.code, n.isLeaf])).toEqual([
      ['OG-M1', true],
      ['OG-M2', true],
    ]);
    const adminTop = await call<ModelTreeNode[]>(fx.server, 'GET', '/weld/model/loadTreeChildren', {
      token: fx.token,
    });
    expect(adminTop.body.result.map((n) => n.code)).toEqual(expect.arrayContaining(['OH-L', 'OG-L', 'OS-L']));
    void own;
  });
});
