import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, PermissionResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

type Role = { id: string; roleName: string; roleCode: string; departId: string };
type GrantTree = { treeList: { key: string; title: string; children?: { key: string }[] }[]; ids: string[] };

describe.each(dialects)('department rights and roles on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let userId: string;
  let role: Role;
  const as = (token: string) => ({
    get: <T>(path: string) => call<T>(server, 'GET', path, { token }),
    post: <T>(path: string, body: unknown, lang?: string) =>
      call<T>(server, 'POST', path, { token, body, lang }),
  });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    userId = await createUser(server, {
      username: 'deptuser',
      password: 'Pla1n!pass',
      departIds: ['depart-A01A01'],
      tenantIds: [1],
    });
  });
  afterAll(async () => server?.stop());

  it('keeps department roles through the kit, listed by department', async () => {
    const add = await as(admin).post<Role>('/sys/sysDepartRole/add', {
      roleName: '研发主管',
      roleCode: 'rd_lead',
      departId: 'depart-A01A01',
    });
    expect(add.status, add.body.message).toBe(200);
    role = add.body.result;
    await as(admin).post('/sys/sysDepartRole/add', {
      roleName: '销售主管',
      roleCode: 'sales_lead',
      departId: 'depart-A01A02',
    });
    const listed = await as(admin).get<PageResult<Role>>('/sys/sysDepartRole/list?deptId=depart-A01A01');
    expect(listed.body.result.records.map((r) => r.roleCode)).toEqual(['rd_lead']);
    expect(
      (
        await as(admin).post('/sys/sysDepartRole/add', {
          roleName: 'x',
          roleCode: 'orphan',
          departId: 'no-such',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await as(admin).post('/sys/sysDepartRole/add', {
          roleName: 'x',
          roleCode: 'rd_lead',
          departId: 'depart-A01A01',
        })
      ).status,
    ).toBe(409);
    // a role stays with its department
    const moved = await call<Role>(server, 'PUT', '/sys/sysDepartRole/edit', {
      token: admin,
      body: { id: role.id, roleName: '研发经理', departId: 'depart-A01A02' },
    });
    expect(moved.body.result).toMatchObject({ roleName: '研发经理', departId: 'depart-A01A01' });
  });

  it("gives a department role only rights its department holds, and withdraws them with the department's", async () => {
    const save = await as(admin).post('/sys/permission/saveDepartPermission', {
      departId: 'depart-A01A01',
      permissionIds: 'isystem,isystem-depart,depart-add,depart-edit',
      lastpermissionIds: '',
    });
    expect(save.status, save.body.message).toBe(200);
    expect(
      (
        await as(admin).get<string[]>('/sys/permission/queryDepartPermission?departId=depart-A01A01')
      ).body.result.sort(),
    ).toEqual(['depart-add', 'depart-edit', 'isystem', 'isystem-depart']);
    const everything = (await as(admin).get<GrantTree>('/sys/sysDepartPermission/queryTreeList')).body.result;
    expect(everything.ids).toEqual(
      expect.arrayContaining([
        'isystem',
        'isystem-depart',
        'depart-add',
        'depart-delete',
        'dashboard-analysis',
      ]),
    );
    const tree = (
      await as(admin).get<GrantTree>(
        '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=depart-A01A01',
      )
    ).body.result;
    expect(tree.ids.sort()).toEqual(['depart-add', 'depart-edit', 'isystem', 'isystem-depart']);
    expect(tree.treeList).toHaveLength(1);
    expect(tree.treeList[0]).toMatchObject({
      key: 'isystem',
      title: '系统管理',
      children: [expect.objectContaining({ key: 'isystem-depart' })],
    });
    const beyond = await as(admin).post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId: role.id, permissionIds: 'isystem,depart-delete', lastpermissionIds: '' },
      'en_US',
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe('Only rights the department holds can be granted');
    expect(
      (await as(admin).get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`))
        .body.result,
    ).toEqual([]);
    expect(
      (
        await as(admin).post('/sys/permission/saveDepartPermission', {
          departId: 'depart-A01A01',
          permissionIds: 'no-such-right',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await as(admin).post('/sys/permission/saveDepartPermission', {
          departId: 'no-such',
          permissionIds: 'isystem',
        })
      ).status,
    ).toBe(404);
  });

  it('grants a user the rights of the department roles they hold: the permission answer and the server both change', async () => {
    const user = await login(server, 'deptuser', 'Pla1n!pass');
    const rights = async () =>
      (await as(user).get<PermissionResult>('/sys/permission/getUserPermissionByToken')).body.result.auth.map(
        (a) => a.action,
      );
    expect(await rights()).not.toContain('system:depart:add');
    expect(
      (await as(user).post('/sys/sysDepart/add', { departName: '试制组', parentId: 'depart-A01A01' })).status,
    ).toBe(403);

    const grant = await as(admin).post('/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: role.id,
      permissionIds: 'isystem,isystem-depart,depart-add',
      lastpermissionIds: '',
    });
    expect(grant.status, grant.body.message).toBe(200);
    const assign = await as(admin).post('/sys/sysDepartRole/deptRoleUserAdd', {
      userId,
      newRoleId: role.id,
      oldRoleId: '',
    });
    expect(assign.status, assign.body.message).toBe(200);
    expect(
      (
        await as(admin).get<string[]>(
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=depart-A01A01`,
        )
      ).body.result,
    ).toEqual([role.id]);

    expect(await rights()).toEqual(expect.arrayContaining(['system:depart:add', 'system:depart:list']));
    expect(await rights()).not.toContain('system:depart:edit');
    const menu = (await as(user).get<PermissionResult>('/sys/permission/getUserPermissionByToken')).body
      .result.menu;
    expect(menu.find((m) => m.id === 'isystem')?.children?.map((c) => c.id)).toEqual(['isystem-depart']);
    expect(
      (await as(user).post('/sys/sysDepart/add', { departName: '试制组', parentId: 'depart-A01A01' })).status,
    ).toBe(200);

    // withdrawn from the department, the right leaves the role and the user
    await as(admin).post('/sys/permission/saveDepartPermission', {
      departId: 'depart-A01A01',
      permissionIds: 'isystem,isystem-depart',
      lastpermissionIds: 'isystem,isystem-depart,depart-add,depart-edit',
    });
    expect(
      (
        await as(admin).get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`)
      ).body.result.sort(),
    ).toEqual(['isystem', 'isystem-depart']);
    expect(await rights()).not.toContain('system:depart:add');
    expect(
      (await as(user).post('/sys/sysDepart/add', { departName: '试制二组', parentId: 'depart-A01A01' }))
        .status,
    ).toBe(403);
  });

  it('gives department roles only to users of the department, and takes them back', async () => {
    const other = await as(admin).get<PageResult<Role>>('/sys/sysDepartRole/list?deptId=depart-A01A02');
    const salesRole = other.body.result.records[0];
    const refused = await as(admin).post(
      '/sys/sysDepartRole/deptRoleUserAdd',
      { userId, newRoleId: salesRole.id, oldRoleId: '' },
      'en_US',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The user does not belong to this department');
    expect(
      (await as(admin).post('/sys/sysDepartRole/deptRoleUserAdd', { userId: 'nobody', newRoleId: role.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await as(admin).post('/sys/sysDepartRole/deptRoleUserAdd', {
          userId,
          newRoleId: '',
          oldRoleId: role.id,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await as(admin).get<string[]>(
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=depart-A01A01`,
        )
      ).body.result,
    ).toEqual([]);
    // unlinking a user from the department takes its roles too
    await as(admin).post('/sys/sysDepartRole/deptRoleUserAdd', { userId, newRoleId: role.id });
    expect(
      (
        await call(server, 'DELETE', `/sys/user/deleteUserInDepart?depId=depart-A01A01&userId=${userId}`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await as(admin).get<string[]>(
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=depart-A01A01`,
        )
      ).body.result,
    ).toEqual([]);
  });

  it('refuses callers without the rights', async () => {
    const user = await login(server, 'deptuser', 'Pla1n!pass');
    expect((await as(user).get('/sys/permission/queryDepartPermission?departId=depart-A01A01')).status).toBe(
      403,
    );
    expect((await as(user).get('/sys/sysDepartPermission/queryTreeList')).status).toBe(403);
    expect(
      (
        await as(user).post('/sys/permission/saveDepartPermission', {
          departId: 'depart-A01A01',
          permissionIds: 'isystem',
        })
      ).status,
    ).toBe(403);
    expect((await as(user).get('/sys/sysDepartRole/list?deptId=depart-A01A01')).status).toBe(403);
    expect(
      (await as(user).post('/sys/sysDepartRole/deptRoleUserAdd', { userId, newRoleId: role.id })).status,
    ).toBe(403);
    expect(
      (await as(user).get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=depart-A01A01`)).status,
    ).toBe(403);
  });

  it('deletes a department role with its grants and holders, who lose its rights', async () => {
    const holder = await createUser(server, {
      username: 'holder',
      password: 'Pla1n!pass',
      departIds: ['depart-A01A01'],
      tenantIds: [1],
    });
    expect(
      (await as(admin).post('/sys/sysDepartRole/deptRoleUserAdd', { userId: holder, newRoleId: role.id }))
        .status,
    ).toBe(200);
    const token = await login(server, 'holder', 'Pla1n!pass');
    const rights = async () =>
      (
        await as(token).get<PermissionResult>('/sys/permission/getUserPermissionByToken')
      ).body.result.auth.map((a) => a.action);
    expect(await rights()).toContain('system:depart:list');
    expect(
      (await call(server, 'DELETE', `/sys/sysDepartRole/delete?id=${role.id}`, { token: admin })).status,
    ).toBe(200);
    expect(await rights()).not.toContain('system:depart:list');
    expect(
      (await as(admin).get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`)).status,
    ).toBe(404);
    const left = await server.ctx.db
      .selectFrom('sys_depart_role_permission')
      .select('id')
      .where('role_id', '=', role.id)
      .execute();
    expect(left).toEqual([]);
  });
});
