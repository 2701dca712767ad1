import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartTreeNode, PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { grantRole } from '../../../test/weld-fixture';
import type { IdNode } from './depart-tree';

type Rec = { id: string; orgCode: string; departName: string };
const flat = (nodes: DepartTreeNode[]): DepartTreeNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe.each(dialects)('departments on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const add = (body: Record<string, unknown>, lang?: string) =>
    call<Rec>(server, 'POST', '/sys/sysDepart/add', { token: admin, body, lang });
  const get = <T>(path: string, token = admin) => call<T>(server, 'GET', path, { token });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('draws org codes: the next top level after the seeded A01/A02, nested codes, one code per level', async () => {
    const top = await add({ departName: '新公司', orgCategory: '1' });
    expect(top.status, top.body.message).toBe(200);
    expect(top.body.result.orgCode).toBe('A03');
    const child = await add({ departName: '新部门', parentId: top.body.result.id });
    expect(child.body.result.orgCode).toBe('A03A01');
    expect((await add({ departName: '质检部', parentId: 'depart-A01' })).body.result.orgCode).toBe('A01A04');
    expect((await add({ departName: '质检二部', parentId: 'depart-A01' })).body.result.orgCode).toBe(
      'A01A05',
    );
    const grandChild = await add({ departName: '班组', parentId: child.body.result.id });
    expect(grandChild.body.result.orgCode).toBe('A03A01A01');
    // the org code is the server's: a body cannot choose it, and an edit keeps it
    const edited = await call<Rec>(server, 'PUT', '/sys/sysDepart/edit', {
      token: admin,
      body: { id: child.body.result.id, departName: '新部门二', orgCode: 'Z99' },
    });
    expect(edited.body.result).toMatchObject({ departName: '新部门二', orgCode: 'A03A01' });
  });

  it('never draws one code twice when adds run at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add({ departName: `并发${i}`, parentId: 'depart-A02' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.body.result.orgCode).sort()).toEqual([
      'A02A01',
      'A02A02',
      'A02A03',
      'A02A04',
      'A02A05',
      'A02A06',
    ]);
    const tops = await Promise.all(
      Array.from({ length: 4 }, (_, i) => add({ departName: `并发公司${i}`, orgCategory: '1' })),
    );
    expect(new Set(tops.map((a) => a.body.result.orgCode)).size).toBe(4);
    expect(tops.map((a) => a.body.result.orgCode).every((c) => /^A0[4-7]$/.test(c))).toBe(true);
  });

  it('refuses an unknown parent with a 400 and writes nothing', async () => {
    const before = flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList')).body.result).length;
    const answer = await add({ departName: '孤儿', parentId: 'no-such-depart' }, 'en_US');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The parent department does not exist');
    expect(flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList')).body.result)).toHaveLength(
      before,
    );
  });

  it('refuses to delete a department with sub-departments or users, naming it and why', async () => {
    const parent = await call(server, 'DELETE', '/sys/sysDepart/delete?id=depart-A01', { token: admin });
    expect(parent.status).toBe(409);
    expect(parent.body.message).toBe('部门“焊接设备制造有限公司”下还有下级部门，请先删除下级部门');
    const leaf = (await add({ departName: '临时部', parentId: 'depart-A02' })).body.result;
    const userId = await createUser(server, {
      username: 'inleaf',
      password: 'Pla1n!pass',
      departIds: [leaf.id],
    });
    const withUser = await call(server, 'DELETE', `/sys/sysDepart/deleteBatch?ids=${leaf.id}`, {
      token: admin,
      lang: 'en_US',
    });
    expect(withUser.status).toBe(409);
    expect(withUser.body.message).toBe('Department "临时部" still has users; unlink them first');
    expect(
      (
        await call(server, 'DELETE', `/sys/user/deleteUserInDepart?depId=${leaf.id}&userId=${userId}`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(server, 'DELETE', `/sys/sysDepart/delete?id=${leaf.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList')).body.result).map((n) => n.id),
    ).not.toContain(leaf.id);
    // a parent goes together with its children in one batch
    const p = (await add({ departName: '批量父', parentId: 'depart-A02' })).body.result;
    const c = (await add({ departName: '批量子', parentId: p.id })).body.result;
    expect(
      (await call(server, 'DELETE', `/sys/sysDepart/deleteBatch?ids=${p.id},${c.id}`, { token: admin }))
        .status,
    ).toBe(200);
  });

  it("answers the whole trees in their shapes to holders of 部门管理's right", async () => {
    const reader = await grantRole(server, 'tree_reader', ['system:depart:list']);
    await createUser(server, {
      username: 'treeuser',
      password: 'Pla1n!pass',
      roleIds: [reader],
      departIds: ['depart-A01A02'],
    });
    const user = await login(server, 'treeuser', 'Pla1n!pass');
    const tree = (await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', user)).body.result;
    // in order number, then org code: new departments (order 0) before the seeded ones (1, 2)
    expect(tree.map((n) => n.orgCode).filter((c) => c <= 'A02')).toEqual(['A01', 'A02']);
    const company = tree.find((n) => n.orgCode === 'A01')!;
    expect(company).toMatchObject({
      id: 'depart-A01',
      key: 'depart-A01',
      value: 'depart-A01',
      title: '焊接设备制造有限公司',
      departName: '焊接设备制造有限公司',
      orgCode: 'A01',
      orgCategory: '1',
      parentId: null,
      isLeaf: false,
    });
    const sales = company.children?.find((n) => n.orgCode === 'A01A02');
    expect(sales).toEqual({
      id: 'depart-A01A02',
      key: 'depart-A01A02',
      value: 'depart-A01A02',
      title: '销售部',
      departName: '销售部',
      orgCode: 'A01A02',
      orgCategory: '2',
      parentId: 'depart-A01',
      isLeaf: true,
    });
    const ids = (await get<IdNode[]>('/sys/sysDepart/queryIdTree', user)).body.result;
    const idNodes = (nodes: IdNode[]): IdNode[] => nodes.flatMap((n) => [n, ...idNodes(n.children ?? [])]);
    expect(
      idNodes(ids).every((n) =>
        Object.keys(n).every((k) => ['children', 'key', 'title', 'value'].includes(k)),
      ),
    ).toBe(true);
    expect(idNodes(ids).find((n) => n.key === 'depart-A01A02')).toEqual({
      key: 'depart-A01A02',
      value: 'depart-A01A02',
      title: '销售部',
    });
    const level = (await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync?pid=depart-A01', user))
      .body.result;
    expect(level.map((n) => n.orgCode)).toEqual(
      expect.arrayContaining(['A01A01', 'A01A02', 'A01A03', 'A01A04']),
    );
    expect(level.every((n) => n.children === undefined && n.parentId === 'depart-A01')).toBe(true);
    const roots = (await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync', user)).body.result;
    expect(roots.every((n) => n.parentId === null)).toBe(true);
    const found = (
      await get<DepartTreeNode[]>(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('销售')}`, user)
    ).body.result;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      orgCode: 'A01',
      children: [expect.objectContaining({ orgCode: 'A01A02' })],
    });
    expect((await get<DepartTreeNode[]>('/sys/sysDepart/searchBy?keyWord=%25', user)).body.result).toEqual(
      [],
    );
    expect((await get('/sys/sysDepart/searchBy', user)).status).toBe(400);
    // a company under a department hangs under the nearest company above it
    const branch = (await add({ departName: '研发子公司', orgCategory: '1', parentId: 'depart-A01A01' })).body
      .result;
    const weldTree = (await get<DepartTreeNode[]>('/sys/sysDepart/queryWeldTreeList', user)).body.result;
    const weld = flat(weldTree);
    expect(weld.every((n) => n.orgCategory === '1')).toBe(true);
    expect(weld.map((n) => n.orgCode)).toEqual(expect.arrayContaining(['A01', 'A02', branch.orgCode]));
    expect(weldTree.find((n) => n.orgCode === 'A01')).toMatchObject({
      isLeaf: false,
      children: [expect.objectContaining({ id: branch.id, orgCode: 'A01A01A01', isLeaf: true })],
    });
    const mine = (await get<DepartTreeNode[]>('/sys/sysDepart/queryMyDeptTreeList', user)).body.result;
    expect(flat(mine).map((n) => n.orgCode)).toEqual(['A01A02']);
    expect((await get('/sys/sysDepart/queryTreeList', '')).status).toBe(401);
  });

  it('answers the whole tree to holders of 全部型号可见 (weld:scope:all), who assign models between any organisations', async () => {
    const scopeAll = await grantRole(server, 'scope_all_reader', ['weld:scope:all']);
    await createUser(server, {
      username: 'scopeall',
      password: 'Pla1n!pass',
      roleIds: [scopeAll],
      departIds: ['depart-A01A02'],
    });
    const user = await login(server, 'scopeall', 'Pla1n!pass');
    const codes = flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', user)).body.result).map(
      (n) => n.orgCode,
    );
    expect(codes).toEqual(expect.arrayContaining(['A01', 'A01A01', 'A01A02', 'A02']));
    expect(
      flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryWeldTreeList', user)).body.result).map(
        (n) => n.orgCode,
      ),
    ).toEqual(expect.arrayContaining(['A01', 'A02']));
  });

  it("shows a user without 部门管理's right only their own departments and everything below them, in every tree", async () => {
    const group = (await add({ departName: '焊接工艺组', parentId: 'depart-A01A01' })).body.result;
    await createUser(server, { username: 'reachuser', password: 'Pla1n!pass', departIds: ['depart-A01A01'] });
    const user = await login(server, 'reachuser', 'Pla1n!pass');
    const inReach = (nodes: { orgCode: string }[]) => nodes.every((n) => n.orgCode.startsWith('A01A01'));
    const tree = (await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', user)).body.result;
    expect(tree.map((n) => [n.orgCode, n.parentId])).toEqual([['A01A01', 'depart-A01']]);
    expect(inReach(flat(tree))).toBe(true);
    expect(flat(tree).map((n) => n.id)).toContain(group.id);
    const ids = flat(
      (await get<IdNode[]>('/sys/sysDepart/queryIdTree', user)).body.result as unknown as DepartTreeNode[],
    ).map((n) => n.key);
    expect(ids.sort()).toEqual(
      flat(tree)
        .map((n) => n.id)
        .sort(),
    );
    expect(
      (await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync', user)).body.result.map(
        (n) => n.orgCode,
      ),
    ).toEqual(['A01A01']);
    expect(
      (
        await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync?pid=depart-A01', user)
      ).body.result.map((n) => n.orgCode),
    ).toEqual(['A01A01']);
    expect(
      (
        await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync?pid=depart-A01A01', user)
      ).body.result.map((n) => n.id),
    ).toContain(group.id);
    expect(
      (await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync?pid=depart-A02', user)).body.result,
    ).toEqual([]);
    expect(
      (await get<DepartTreeNode[]>(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('销售')}`, user))
        .body.result,
    ).toEqual([]);
    const found = (
      await get<DepartTreeNode[]>(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('工艺')}`, user)
    ).body.result;
    expect(found).toMatchObject([
      { orgCode: 'A01A01', children: [expect.objectContaining({ id: group.id })] },
    ]);
    expect(
      inReach(flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryWeldTreeList', user)).body.result)),
    ).toBe(true);
    const text = JSON.stringify((await get('/sys/sysDepart/queryTreeList', user)).body);
    expect(text).not.toContain('光伏储能事业部');
    expect(text).not.toContain('销售部');

    await createUser(server, { username: 'nodepart', password: 'Pla1n!pass' });
    expect(
      (
        await get<DepartTreeNode[]>(
          '/sys/sysDepart/queryTreeList',
          await login(server, 'nodepart', 'Pla1n!pass'),
        )
      ).body.result,
    ).toEqual([]);
    expect(
      flat((await get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList')).body.result).map((n) => n.orgCode),
    ).toEqual(expect.arrayContaining(['A01', 'A01A02', 'A02']));
  });

  it('links and unlinks department users, pages and searches them', async () => {
    const u1 = await createUser(server, { username: 'weldera', password: 'Pla1n!pass' });
    const u2 = await createUser(server, { username: 'welderb', password: 'Pla1n!pass' });
    const link = await call(server, 'POST', '/sys/user/editSysDepartWithUser', {
      token: admin,
      body: { depId: 'depart-A01A03', userIdList: [u1, u2, u1] },
    });
    expect(link.status, link.body.message).toBe(200);
    expect(
      (
        await call(server, 'POST', '/sys/user/editSysDepartWithUser', {
          token: admin,
          body: { depId: 'depart-A01A03', userIdList: [u1] },
        })
      ).status,
    ).toBe(200);
    const list = (q: string) =>
      get<PageResult<{ id: string; username: string }>>(`/sys/user/departUserList?depId=depart-A01A03${q}`);
    expect((await list('')).body.result).toMatchObject({ total: 2, current: 1, size: 10 });
    expect((await list('&username=dera')).body.result.records.map((r) => r.username)).toEqual(['weldera']);
    expect((await list('&pageSize=1&pageNo=2')).body.result.records).toHaveLength(1);
    expect(
      (
        await call(server, 'POST', '/sys/user/editSysDepartWithUser', {
          token: admin,
          body: { depId: 'depart-A01A03', userIdList: ['nobody'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(server, 'POST', '/sys/user/editSysDepartWithUser', {
          token: admin,
          body: { depId: 'depart-A01A03' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          server,
          'DELETE',
          `/sys/user/deleteUserInDepartBatch?depId=depart-A01A03&userIds=${u1},nobody`,
          { token: admin },
        )
      ).status,
    ).toBe(404);
    expect((await list('')).body.result.total).toBe(2);
    expect(
      (
        await call(
          server,
          'DELETE',
          `/sys/user/deleteUserInDepartBatch?depId=depart-A01A03&userIds=${u1},${u2}`,
          { token: admin },
        )
      ).status,
    ).toBe(200);
    expect((await list('')).body.result.total).toBe(0);
    const plain = await login(server, 'weldera', 'Pla1n!pass');
    expect((await get('/sys/user/departUserList?depId=depart-A01A03', plain)).status).toBe(403);
  });
});
