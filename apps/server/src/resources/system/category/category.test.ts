import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { nextCategoryCode, nextSegment } from './category-code';
import type { CategoryNode } from './category.service';

describe('category code segments', () => {
  it('counts A01 … A99, then B01, and stops after Z99', () => {
    expect([
      nextSegment(null),
      nextSegment('A01'),
      nextSegment('A09'),
      nextSegment('A99'),
      nextSegment('Y99'),
      nextSegment('Z99'),
    ]).toEqual(['A01', 'A02', 'A10', 'B01', 'Z01', null]);
  });
});

describe.each(dialects)('categories on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const get = <T>(path: string) => call<T>(fx.server, 'GET', path, { token: fx.token });
  const add = (body: Record<string, unknown>) =>
    call<{ id: string; code: string; hasChild: string }>(fx.server, 'POST', '/sys/category/add', {
      token: fx.token,
      body,
    });

  it('codes new nodes on the fx.server under their parent and keeps hasChild right', async () => {
    expect(await nextCategoryCode(fx.server.ctx.db, null)).toBe('A03');
    const top = await add({ name: '焊材', code: 'ZZZ' });
    expect(top.body.result).toMatchObject({ code: 'A03', hasChild: '0' });
    const wire = await add({ pid: top.body.result.id, name: '焊丝' });
    const rod = await add({ pid: top.body.result.id, name: '焊条' });
    expect([wire.body.result.code, rod.body.result.code]).toEqual(['A03A01', 'A03A02']);
    expect(
      (await get<{ hasChild: string }>(`/sys/category/queryById?id=${top.body.result.id}`)).body.result
        .hasChild,
    ).toBe('1');
    expect(await add({ pid: 'nope', name: 'x' })).toMatchObject({
      status: 400,
      body: { message: '上级分类不存在' },
    });
    const moved = await call(fx.server, 'PUT', '/sys/category/edit', {
      token: fx.token,
      body: { id: rod.body.result.id, pid: 'cat-product', name: '焊条' },
    });
    expect(moved).toMatchObject({ status: 400, body: { message: '上级分类不能修改' } });
    const renamed = await call<{ name: string; code: string }>(fx.server, 'PUT', '/sys/category/edit', {
      token: fx.token,
      body: { id: rod.body.result.id, pid: top.body.result.id, name: '电焊条' },
    });
    expect(renamed.body.result).toMatchObject({ name: '电焊条', code: 'A03A02' });

    const refused = await call(fx.server, 'DELETE', `/sys/category/delete?id=${top.body.result.id}`, {
      token: fx.token,
    });
    expect(refused).toMatchObject({ status: 409, body: { message: '请先删除下级分类：焊丝、电焊条' } });
    await call(fx.server, 'DELETE', `/sys/category/delete?id=${wire.body.result.id}`, { token: fx.token });
    expect(
      (await get<{ hasChild: string }>(`/sys/category/queryById?id=${top.body.result.id}`)).body.result
        .hasChild,
    ).toBe('1');
    await call(fx.server, 'DELETE', `/sys/category/delete?id=${rod.body.result.id}`, { token: fx.token });
    expect(
      (await get<{ hasChild: string }>(`/sys/category/queryById?id=${top.body.result.id}`)).body.result
        .hasChild,
    ).toBe('0');
    // a parent and all its children go together
    const a = await add({ name: '临时' });
    const b = await add({ pid: a.body.result.id, name: '临时子' });
    expect(
      (
        await call(
          fx.server,
          'DELETE',
          `/sys/category/deleteBatch?ids=${a.body.result.id},${b.body.result.id}`,
          { token: fx.token },
        )
      ).status,
    ).toBe(200);
    await call(fx.server, 'DELETE', `/sys/category/delete?id=${top.body.result.id}`, { token: fx.token });
  });

  it('answers the tree endpoints with {key, title, code, leaf} nodes', async () => {
    const roots = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=true&pcode=0');
    expect(roots.body.result.map((n) => [n.key, n.title, n.name, n.code, n.leaf])).toEqual([
      ['cat-process', '焊接工艺', '焊接工艺', 'A01', false],
      ['cat-product', '产品类型', '产品类型', 'A02', false],
    ]);
    expect(roots.body.result[0].children).toBeUndefined();
    const underProduct = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=true&pcode=A02');
    expect(underProduct.body.result.map((n) => n.code)).toEqual(['A02A01', 'A02A02', 'A02A03']);
    const full = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=false');
    expect(full.body.result[0].children?.map((n) => n.title)).toEqual(['MIG/MAG 焊', 'TIG 焊', '手工电弧焊']);
    expect(full.body.result[0].children?.map((n) => n.name)).toEqual(['MIG/MAG 焊', 'TIG 焊', '手工电弧焊']);
    expect((await get('/sys/category/loadTreeRoot?pcode=Q99')).status).toBe(404);

    const children = await get<CategoryNode[]>('/sys/category/loadTreeChildren?pid=cat-process');
    expect(children.body.result.map((n) => [n.code, n.leaf])).toEqual([
      ['A01A01', true],
      ['A01A02', true],
      ['A01A03', true],
    ]);

    expect(
      (await get<{ name: string }>('/sys/category/loadOne?field=code&val=A01A02')).body.result,
    ).toMatchObject({ id: 'cat-process-tig', name: 'TIG 焊', pid: 'cat-process' });
    expect(await get('/sys/category/loadOne?field=create_by&val=system')).toMatchObject({
      status: 400,
      body: { message: '不支持按字段 create_by 查询，可用：id、code、name' },
    });
    expect((await get('/sys/category/loadOne?field=code&val=none')).status).toBe(404);

    const data = await get<CategoryNode[]>(
      `/sys/category/loadTreeData?pcode=A01&condition=${encodeURIComponent('{"name":"TIG 焊"}')}`,
    );
    expect(data.body.result.map((n) => n.key)).toEqual(['cat-process-tig']);
    expect(
      (await get<CategoryNode[]>('/sys/category/loadTreeData?pid=cat-product')).body.result,
    ).toHaveLength(3);
    expect(
      (await get(`/sys/category/loadTreeData?condition=${encodeURIComponent('{"pid":"x"}')}`)).status,
    ).toBe(400);
    expect(
      (await get(`/sys/category/loadTreeData?condition=${encodeURIComponent("name='x' or 1=1")}`)).status,
    ).toBe(400);

    const names = await get<string[]>(
      '/sys/category/loadDictItem/?ids=cat-product-robot,cat-process,unknown',
    );
    expect(names.body.result).toEqual(['焊接机器人', '焊接工艺', 'unknown']);
  });

  it('lets only signed-in callers read the tree and only category rights write it', async () => {
    expect((await call(fx.server, 'GET', '/sys/category/loadTreeRoot')).status).toBe(401);
    expect((await call(fx.server, 'GET', '/sys/category/loadDictItem/?ids=cat-process')).status).toBe(401);
  });
});
