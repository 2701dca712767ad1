import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode, PermissionResult } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { foundationMenu } from '../../../db/migrations/seed-menu';
import { systemMenu } from '../../../db/migrations/0004-system-menu';
import { roleMenu } from '../../../db/migrations/0007-role-permission-admin';
import { newId } from '../../../db/ids';

const names = (menu: MenuNode[]) => flattenMenu(menu).map((n) => n.name);

describe.each(dialects)('getUserPermissionByToken on %s', (dialect) => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;
  const path = '/sys/permission/getUserPermissionByToken';

  beforeAll(async () => {
    server = await startServer(dialect);
    await createUser(server, {
      username: 'plain',
      password: 'Pla1n!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    adminToken = await login(server, 'admin', ADMIN_PASSWORD);
    userToken = await login(server, 'plain', 'Pla1n!pass');
  });
  afterAll(async () => server?.stop());

  it('gives admin the whole seeded menu as a tree, sorted, buttons never in it', async () => {
    const { status, body } = await call<PermissionResult>(server, 'GET', path, { token: adminToken });
    expect(status).toBe(200);
    const { menu } = body.result;
    expect(menu.map((n) => n.name)).toEqual([
      'dashboard-analysis',
      'account',
      'isps-userAnnouncement',
      'dashboard',
      'weld-manual',
      'weld-special',
      'weld-device',
      'isystem',
      'online',
      'monitor',
      'exception',
      'result',
      'tools',
    ]);
    const menuRows = [...foundationMenu, ...systemMenu, ...roleMenu].filter((m) => m.menuType !== 2);
    // other parts add their screens too: every seeded menu row is there, and no button
    expect(flattenMenu(menu).map((n) => n.id)).toEqual(expect.arrayContaining(menuRows.map((m) => m.id)));
    expect(names(menu)).not.toContain('account-settings-edit');
    const account = menu.find((n) => n.name === 'account') as MenuNode;
    expect(account).toMatchObject({
      path: '/account',
      component: 'layouts/RouteView',
      redirect: '/account/center',
      route: '1',
      hidden: false,
    });
    expect(account.children?.map((c) => c.name)).toEqual(['account-center', 'account-settings-base']);
    expect(account.children?.[0].meta).toMatchObject({
      title: '个人中心',
      keepAlive: true,
      componentName: 'AccountCenter',
      internalOrExternal: false,
    });
    const all = flattenMenu(menu);
    expect(all.find((n) => n.name === 'tools-api-docs')?.meta.permission).toEqual(['system:api-docs']);
    expect(all.find((n) => n.name === 'tools-website')?.meta).toMatchObject({
      internalOrExternal: true,
      url: '{{ window.location.origin }}/officialWebsite/officialWebsitePage',
    });
    expect(all.find((n) => n.name === 'tools-website-preview')?.component).toBe('layouts/IframePageView');
  });

  it('lists own rights in auth and every right in allAuth', async () => {
    const { body } = await call<PermissionResult>(server, 'GET', path, { token: adminToken });
    expect(body.result.auth).toEqual(
      expect.arrayContaining([
        { action: 'account:settings:edit', type: '1', describe: '编辑资料' },
        { action: 'system:api-docs', type: '1', describe: '接口文档' },
      ]),
    );
    expect(body.result.allAuth).toEqual(
      expect.arrayContaining([
        { action: 'account:settings:edit', type: '1', describe: '编辑资料', status: '1' },
      ]),
    );
  });

  it('gives a plain user only 首页, 个人页 with its two pages, 我的消息 and the 工作台 dashboard, and its button right', async () => {
    const { body } = await call<PermissionResult>(server, 'GET', path, { token: userToken });
    expect(body.result.menu.map((n) => n.meta.title)).toEqual(['首页', '个人页', '我的消息', '仪表盘']);
    expect(names(body.result.menu)).toEqual([
      'dashboard-analysis',
      'account',
      'account-center',
      'account-settings-base',
      'isps-userAnnouncement',
      'dashboard',
      'dashboard-workplace',
    ]);
    expect(body.result.auth.map((a) => a.action)).toEqual(['account:settings:edit']);
    expect(body.result.allAuth.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account:settings:edit', 'system:api-docs']),
    );
  });

  it('translates titles into the caller language', async () => {
    const ru = await call<PermissionResult>(server, 'GET', path, { token: adminToken, lang: 'ru_RU' });
    expect(ru.body.result.menu.map((n) => n.meta.title)).toEqual([
      'Главная',
      'Личный кабинет',
      'Мои сообщения',
      'Панели',
      'Управление руководствами',
      'Специальные настройки',
      'Сварочное оборудование',
      'Система',
      'Онлайн-разработка',
      'Мониторинг',
      'Ошибки',
      'Результаты',
      'Системные инструменты',
    ]);
    const en = await call<PermissionResult>(server, 'GET', path, {
      token: userToken,
      headers: { 'Accept-Language': 'en-GB,en;q=0.8' },
    });
    expect(en.body.result.menu[0].meta.title).toBe('Home');
    expect(en.body.result.auth[0].describe).toBe('Edit profile');
  });

  it('drops the cached answer when grants change', async () => {
    const before = await call<PermissionResult>(server, 'GET', path, { token: userToken });
    expect(names(before.body.result.menu)).not.toContain('tools');
    for (const id of ['tools', 'tools-api-docs']) {
      await server.ctx.db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: USER_ROLE_ID, permission_id: id })
        .execute();
    }
    const stale = await call<PermissionResult>(server, 'GET', path, { token: userToken });
    expect(names(stale.body.result.menu)).not.toContain('tools');
    expect((await call(server, 'GET', '/v3/api-docs', { token: userToken })).status).toBe(403);
    await server.ctx.principals.invalidate();
    const fresh = await call<PermissionResult>(server, 'GET', path, { token: userToken });
    expect(names(fresh.body.result.menu)).toEqual(expect.arrayContaining(['tools', 'tools-api-docs']));
    expect((await call(server, 'GET', '/v3/api-docs', { token: userToken })).status).toBe(200);
    await server.ctx.db
      .deleteFrom('sys_role_permission')
      .where('role_id', '=', USER_ROLE_ID)
      .where('permission_id', 'in', ['tools', 'tools-api-docs'])
      .execute();
    await server.ctx.principals.invalidate();
  });

  it('refuses the call without a token', async () => {
    const { status, body } = await call(server, 'GET', path, { lang: 'en_US' });
    expect(status).toBe(401);
    expect(body.message).toBe('Not authorised, please sign in again');
  });
});
