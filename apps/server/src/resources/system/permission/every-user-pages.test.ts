import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionResult } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { dialects } from '../../../test/databases';
import { createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { newId } from '../../../db/ids';

/** A clerk whose only role grants 职务管理: no 首页, 个人页 or 我的消息 among the role's rows. */
describe.each(dialects)('pages every signed-in user has, on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let roleless: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    const { db } = server.ctx;
    const roleId = newId();
    await db
      .insertInto('sys_role')
      .values({
        id: roleId,
        role_name: '职务文员',
        role_code: 'position_clerk',
        description: null,
        create_by: 't',
        create_time: server.ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
    for (const permissionId of ['isystem', 'isystem-position'])
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: permissionId })
        .execute();
    await createUser(server, {
      username: 'clerk',
      password: 'Cl3rk!pass',
      roleIds: [roleId],
      tenantIds: [1],
    });
    await createUser(server, { username: 'nobody', password: 'N0body!pass', tenantIds: [1] });
    token = await login(server, 'clerk', 'Cl3rk!pass');
    roleless = await login(server, 'nobody', 'N0body!pass');
  });
  afterAll(async () => server?.stop());

  it('gives 首页, 个人中心, 个人设置 and 我的消息 beside the one granted menu', async () => {
    const { body } = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token,
    });
    const paths = flattenMenu(body.result.menu).map((n) => n.path);
    expect(body.result.menu[0]).toMatchObject({ path: '/dashboard/analysis', name: 'dashboard-analysis' });
    expect(paths).toEqual([
      '/dashboard/analysis',
      '/account',
      '/account/center',
      '/account/settings/base',
      '/isps/userAnnouncement',
      '/isystem',
      '/isystem/position',
    ]);
    // the own pages grant no button right: editing the own profile stays a right roles give
    expect(body.result.auth.map((a) => a.action)).toEqual(['system:position:list']);
  });

  it('gives a user without any role the own pages too, so the menu is never empty', async () => {
    const { body } = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token: roleless,
    });
    expect(flattenMenu(body.result.menu).map((n) => n.path)).toEqual([
      '/dashboard/analysis',
      '/account',
      '/account/center',
      '/account/settings/base',
      '/isps/userAnnouncement',
    ]);
  });

  it.each([
    '/sys/user/current',
    '/sys/dashboard/summary',
    '/sys/dashboard/topPages',
    '/sys/annountCement/listByUser',
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    '/sys/user/notificationPrefs',
    '/sys/user/getCurrentUserDeparts',
  ])('answers the own pages’ call %s', async (path) => {
    for (const who of [token, roleless])
      expect((await call(server, 'GET', path, { token: who })).status).toBe(200);
  });
});
