import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionNode, PermissionResult, PermissionTreeNode } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, expectClean, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

const find = (nodes: PermissionNode[], id: string): PermissionNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

/** 菜单管理 over HTTP: the tree, every flag of a node, the placement rules, delete, and signed-in users' menus following at once. */
describe.each(dialects)('menu administration on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const tree = async (lang?: string) =>
    (await call<PermissionNode[]>(server, 'GET', '/sys/permission/list', { token: admin, lang })).body.result;
  const add = (body: unknown, lang?: string) =>
    call<{ id: string }>(server, 'POST', '/sys/permission/add', { token: admin, body, lang });
  const page = {
    name: '焊机台账',
    menuType: 1,
    parentId: 'isystem',
    url: '/isystem/weldLedger',
    component: 'system/WeldLedger',
    componentName: 'WeldLedger',
    icon: 'tool',
    sortNo: 9,
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, {
      username: 'menuplain',
      password: 'Menu!plain#26',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    plain = await login(server, 'menuplain', 'Menu!plain#26');
  });
  afterAll(async () => server?.stop());

  it('answers the whole tree sorted by sort_no with titles in the caller language', async () => {
    const zh = await tree();
    const system = zh.find((n) => n.id === 'isystem') as PermissionNode;
    expect(system).toMatchObject({ title: '系统管理', menuType: 0, leaf: false });
    const sorts = (system.children ?? []).map((c) => c.sortNo);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(find(zh, 'isystem-role')).toMatchObject({
      title: '角色管理',
      component: 'system/RoleList',
      icon: 'team',
      perms: 'system:role:list',
    });
    expect(find(zh, 'role-authorize')).toMatchObject({
      menuType: 2,
      perms: 'system:role:authorize',
      leaf: true,
    });
    expect(find(await tree('en_US'), 'isystem-permission')?.title).toBe('Menus');
  });

  it('adds a page with every flag, edits it, and signed-in users see the change at once', async () => {
    const added = await add({
      ...page,
      keepAlive: true,
      hidden: false,
      hideTab: true,
      alwaysShow: true,
      route: true,
      internalOrExternal: false,
      permsType: '1',
      perms: 'weld:ledger:list',
      status: '1',
    });
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.id;
    expect(find(await tree(), id)).toMatchObject({
      ...page,
      keepAlive: true,
      hideTab: true,
      alwaysShow: true,
      route: true,
      perms: 'weld:ledger:list',
      permsType: '1',
      status: '1',
      leaf: true,
    });
    const button = await add({
      name: '台账新增',
      menuType: 2,
      parentId: id,
      perms: 'weld:ledger:add',
      sortNo: 1,
      url: '/ignored',
      icon: 'plus',
    });
    expect(button.status).toBe(200);
    expect(find(await tree(), button.body.result.id)).toMatchObject({ url: null, icon: null, route: false });
    expect(find(await tree(), id)?.leaf).toBe(false);

    // grant to the plain role, then a rename reaches the user's menu without a new sign-in
    await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: USER_ROLE_ID, permissionIds: `isystem,${id}`, lastpermissionIds: '' },
    });
    const menu = async () =>
      flattenMenu(
        (
          await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
            token: plain,
          })
        ).body.result.menu,
      );
    expect((await menu()).find((n) => n.id === id)?.meta).toMatchObject({
      title: '焊机台账',
      keepAlive: true,
    });
    const edit = await call(server, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { ...page, id, name: '焊机台帐', hidden: true },
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect((await menu()).find((n) => n.id === id)).toMatchObject({
      hidden: true,
      meta: { title: '焊机台帐', keepAlive: false },
    });
  });

  it('refuses bad flags and bad places with a clear message, changing nothing', async () => {
    const before = JSON.stringify(await tree());
    const cases: [unknown, string][] = [
      [{ ...page, menuType: 5 }, 'menuType'],
      [{ ...page, icon: 'Bad Icon' }, 'icon'],
      [{ ...page, sortNo: -1 }, 'sortNo'],
      [{ ...page, keepAlive: 'maybe' }, 'keepAlive'],
      [{ ...page, url: 'no slash' }, 'url'],
      [{ ...page, perms: 'a b' }, 'perms'],
      [{ ...page, status: '7' }, 'status'],
      [{ ...page, permsType: '3' }, 'permsType'],
      [{ ...page, parentId: null }, 'Sub-menus and buttons need a parent menu'],
      [{ ...page, menuType: 0 }, 'A top-level menu cannot have a parent'],
      [{ ...page, parentId: 'role-add' }, 'A button cannot be a parent'],
      [{ ...page, parentId: 'no-such-id' }, 'The parent menu does not exist'],
      [{ name: 'x', menuType: 2, parentId: 'isystem-role' }, 'A button needs a permission code'],
      [{ ...page, url: '' }, 'url'],
    ];
    for (const [body, text] of cases) {
      const answer = await add(body, 'en_US');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(text);
      expect(expectClean(JSON.stringify(answer.body))).toBe(true);
    }
    const cycle = await call(server, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: { ...page, id: 'isystem-role', parentId: 'isystem-role', name: '角色管理' },
      lang: 'en_US',
    });
    expect(cycle.status).toBe(400);
    expect(JSON.stringify(await tree())).toBe(before);
    expect(
      (await call(server, 'PUT', '/sys/permission/edit', { token: admin, body: { ...page, id: 'nope' } }))
        .status,
    ).toBe(404);
  });

  it('refuses to delete a menu with children, deletes a leaf with its grants', async () => {
    const refused = await call(server, 'DELETE', '/sys/permission/delete?id=isystem-role', { token: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: '该菜单下还有子菜单或按钮，请先删除下级' },
    });
    const leaf = (await add({ name: '临时按钮', menuType: 2, parentId: 'isystem-role', perms: 'tmp:button' }))
      .body.result.id;
    await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: USER_ROLE_ID, permissionIds: leaf, lastpermissionIds: '' },
    });
    expect((await call(server, 'DELETE', `/sys/permission/delete?id=${leaf}`, { token: admin })).status).toBe(
      200,
    );
    expect(find(await tree(), leaf)).toBeUndefined();
    expect(
      await server.ctx.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('permission_id', '=', leaf)
        .execute(),
    ).toEqual([]);
  });

  it('answers the authorization tree, the top level and children by parent', async () => {
    const { body } = await call<{ treeList: PermissionTreeNode[]; ids: string[] }>(
      server,
      'GET',
      '/sys/permission/queryTreeList',
      { token: admin },
    );
    const system = body.result.treeList.find((n) => n.key === 'isystem') as PermissionTreeNode;
    expect(system).toMatchObject({ title: '系统管理', slotTitle: '系统管理', ruleFlag: false });
    expect(body.result.ids).toEqual(expect.arrayContaining(['isystem', 'role-add', 'isystem-role-user']));
    const top = await call<PermissionNode[]>(server, 'GET', '/sys/permission/getSystemMenuList', {
      token: admin,
    });
    expect(top.body.result.every((n) => n.parentId === null)).toBe(true);
    const sub = await call<PermissionNode[]>(
      server,
      'GET',
      '/sys/permission/getSystemSubmenu?parentId=isystem-role',
      { token: admin },
    );
    expect(sub.body.result.map((n) => n.id)).toEqual([
      'role-add',
      'role-edit',
      'role-delete',
      'role-import',
      'role-export',
      'role-authorize',
    ]);
    const batch = await call<Record<string, PermissionNode[]>>(
      server,
      'GET',
      '/sys/permission/getSystemSubmenuBatch?parentIds=isystem-role,isystem-permission',
      { token: admin },
    );
    expect(Object.keys(batch.body.result)).toEqual(['isystem-role', 'isystem-permission']);
    expect(batch.body.result['isystem-permission'].map((n) => n.perms)).toContain(
      'system:permission:dataRule',
    );
  });

  it('refuses every call without the right', async () => {
    for (const [method, path] of [
      ['GET', '/sys/permission/list'],
      ['POST', '/sys/permission/add'],
      ['DELETE', '/sys/permission/delete?id=x'],
      ['GET', '/sys/permission/queryTreeList'],
    ]) {
      expect(
        (await call(server, method, path, { token: plain, body: method === 'POST' ? page : undefined }))
          .status,
        path,
      ).toBe(403);
    }
  });
});
