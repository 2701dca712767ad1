import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResult, PermissionResult } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { ADMIN_ROLE_ID, USER_ROLE_ID } from '../../../db/seed-ids';
import { grantRole } from '../../../test/weld-fixture';
import { EVERY_USER_MENU_IDS } from '../permission/permission.service';

type Role = { id: string; roleName: string; roleCode: string };
type UserRow = { id: string; username: string; realname: string };

/** Roles beyond the kit: pickers' lists, grants that change a user's menu at once, role users. */
describe.each(dialects)('roles on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let role: Role;
  let memberId: string;
  const perm = (token: string) =>
    call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', { token });
  /** the ids of a user's menu beyond the pages every signed-in user has */
  const grantedMenu = async (token: string) =>
    flattenMenu((await perm(token)).body.result.menu)
      .map((n) => n.id)
      .filter((id) => !EVERY_USER_MENU_IDS.includes(id));

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    const added = await call<Role>(server, 'POST', '/sys/role/add', {
      token: admin,
      body: { roleName: '质检员', roleCode: 'qc_inspector', description: '质检' },
    });
    expect(added.status, added.body.message).toBe(200);
    role = added.body.result;
    memberId = await createUser(server, { username: 'qcuser', password: 'Qc!user#2026', tenantIds: [1] });
  });
  afterAll(async () => server?.stop());

  it('answers every role only to the screens that choose roles: 403 for a user without them', async () => {
    const reader = async (username: string, roleIds: string[]) => {
      await createUser(server, { username, password: 'Qc!user#2026', roleIds, tenantIds: [1] });
      return login(server, username, 'Qc!user#2026');
    };
    const nobody = await reader('rolenobody', []);
    const plain = await reader('roleplain', [USER_ROLE_ID]);
    for (const token of [nobody, plain]) {
      for (const path of ['/sys/role/queryall', '/sys/role/queryTreeList', '/sys/role/list']) {
        const answer = await call(server, 'GET', path, { token });
        expect(answer.status, path).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain('qc_inspector');
      }
    }
    for (const right of [
      'system:role:list',
      'system:role:user',
      'system:user:list',
      'system:user:add',
      'system:user:edit',
    ]) {
      const token = await reader(`roles_${right.split(':').slice(1).join('_')}`, [
        await grantRole(server, `reads_${right.replaceAll(':', '_')}`, [right]),
      ]);
      const all = await call<Role[]>(server, 'GET', '/sys/role/queryall', { token });
      expect(all.status, right).toBe(200);
      expect(all.body.result.map((r) => r.roleCode)).toContain('qc_inspector');
      expect((await call(server, 'GET', '/sys/role/queryTreeList', { token })).status, right).toBe(200);
    }
  });

  it('answers every role for pickers and as tree nodes', async () => {
    const all = await call<Role[]>(server, 'GET', '/sys/role/queryall', { token: admin });
    expect(all.body.result).toEqual(
      expect.arrayContaining([
        { id: role.id, roleName: '质检员', roleCode: 'qc_inspector' },
        expect.objectContaining({ roleCode: 'admin' }),
      ]),
    );
    const tree = await call<{ key: string; value: string; title: string }[]>(
      server,
      'GET',
      '/sys/role/queryTreeList',
      { token: admin },
    );
    expect(tree.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: role.id, value: role.id, title: '质检员' })]),
    );
  });

  it('checks whether a role code is free, ignoring the role itself', async () => {
    const taken = await call<boolean>(server, 'GET', '/sys/role/checkRoleCode?roleCode=qc_inspector', {
      token: admin,
    });
    expect(taken.body).toMatchObject({ result: false, message: '角色编码已存在' });
    expect(
      (
        await call<boolean>(server, 'GET', `/sys/role/checkRoleCode?roleCode=qc_inspector&id=${role.id}`, {
          token: admin,
        })
      ).body.result,
    ).toBe(true);
    expect(
      (await call<boolean>(server, 'GET', '/sys/role/checkRoleCode?roleCode=fresh_code', { token: admin }))
        .body.result,
    ).toBe(true);
  });

  it('refuses a code with other characters, and keeps the admin role and its code', async () => {
    const bad = await call(server, 'POST', '/sys/role/add', {
      token: admin,
      body: { roleName: 'x', roleCode: 'bad code!' },
      lang: 'en_US',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('only letters, digits and underscores');
    const rename = await call(server, 'PUT', '/sys/role/edit', {
      token: admin,
      body: { id: ADMIN_ROLE_ID, roleName: '管理员', roleCode: 'boss' },
    });
    expect(rename.status).toBe(400);
    const remove = await call(server, 'DELETE', `/sys/role/delete?id=${ADMIN_ROLE_ID}`, { token: admin });
    expect(remove).toMatchObject({ status: 400, body: { message: '管理员角色不能删除' } });
  });

  it('adds existing users to a role, lists them, and takes them out', async () => {
    const add = await call(server, 'POST', '/sys/user/addSysUserRole', {
      token: admin,
      body: { roleId: role.id, userIdList: [memberId] },
    });
    expect(add.status, add.body.message).toBe(200);
    const again = await call(server, 'POST', '/sys/user/addSysUserRole', {
      token: admin,
      body: { roleId: role.id, userIdList: [memberId] },
    });
    expect(again.status).toBe(200);
    const list = await call<PageResult<UserRow>>(server, 'GET', `/sys/user/userRoleList?roleId=${role.id}`, {
      token: admin,
    });
    expect(list.body.result).toMatchObject({ total: 1, records: [{ id: memberId, username: 'qcuser' }] });
    expect(
      (
        await call<PageResult<UserRow>>(
          server,
          'GET',
          `/sys/user/userRoleList?roleId=${role.id}&username=nobody`,
          { token: admin },
        )
      ).body.result.total,
    ).toBe(0);
    const unknown = await call(server, 'POST', '/sys/user/addSysUserRole', {
      token: admin,
      body: { roleId: role.id, userIdList: ['no-such-user'] },
    });
    expect(unknown.status).toBe(400);
    const self = await call(
      server,
      'DELETE',
      `/sys/user/deleteUserRoleBatch?roleId=${ADMIN_ROLE_ID}&userIds=${(await server.ctx.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id}`,
      { token: admin },
    );
    expect(self.status).toBe(400);
  });

  it("saveRolePermission changes the menu and rights of the role's users at once", async () => {
    const member = await login(server, 'qcuser', 'Qc!user#2026');
    expect(await grantedMenu(member)).toEqual([]);
    const grant = await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: {
        roleId: role.id,
        permissionIds: 'isystem,isystem-position,position-add',
        lastpermissionIds: '',
      },
    });
    expect(grant.status, grant.body.message).toBe(200);
    const granted = (
      await call<string[]>(server, 'GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, {
        token: admin,
      })
    ).body.result;
    expect(granted.sort()).toEqual(['isystem', 'isystem-position', 'position-add']);
    const after = (await perm(member)).body.result;
    expect(flattenMenu(after.menu).map((n) => n.id)).toEqual([
      ...EVERY_USER_MENU_IDS,
      'isystem',
      'isystem-position',
    ]);
    expect(after.auth.map((a) => a.action).sort()).toEqual(['system:position:add', 'system:position:list']);
    expect((await call(server, 'GET', '/sys/position/list', { token: member })).status).toBe(200);

    const narrow = await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: {
        roleId: role.id,
        permissionIds: 'isystem,isystem-position',
        lastpermissionIds: 'isystem,isystem-position,position-add',
      },
    });
    expect(narrow.status).toBe(200);
    expect((await perm(member)).body.result.auth.map((a) => a.action)).toEqual(['system:position:list']);
    expect(
      (
        await call(server, 'POST', '/sys/position/add', {
          token: member,
          body: { code: 'P1', name: 'p', postRank: '1' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses unknown ids, unknown roles and callers without the right, changing nothing', async () => {
    const bad = await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: role.id, permissionIds: 'isystem,nope', lastpermissionIds: 'isystem' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(server, 'POST', '/sys/permission/saveRolePermission', {
          token: admin,
          body: { roleId: 'nope', permissionIds: '' },
        })
      ).status,
    ).toBe(404);
    const member = await login(server, 'qcuser', 'Qc!user#2026');
    expect(
      (await call(server, 'GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, { token: member }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'GET', `/sys/user/userRoleList?roleId=${role.id}`, { token: member })).status,
    ).toBe(403);
    const granted = (
      await call<string[]>(server, 'GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, {
        token: admin,
      })
    ).body.result;
    expect(granted.sort()).toEqual(['isystem', 'isystem-position']);
  });

  it('deleting a role takes its grants and users along and its users lose the menu at once', async () => {
    const member = await login(server, 'qcuser', 'Qc!user#2026');
    expect(await grantedMenu(member)).not.toEqual([]);
    const invalidate = vi.spyOn(server.ctx.principals, 'invalidate');
    expect((await call(server, 'DELETE', `/sys/role/delete?id=${role.id}`, { token: admin })).status).toBe(
      200,
    );
    // inside the delete's transaction, and again once it is committed and answered
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    invalidate.mockRestore();
    expect(await grantedMenu(member)).toEqual([]);
    expect(
      await server.ctx.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('role_id', '=', role.id)
        .execute(),
    ).toEqual([]);
    expect(
      await server.ctx.db.selectFrom('sys_user_role').select('id').where('role_id', '=', role.id).execute(),
    ).toEqual([]);
  });
});
