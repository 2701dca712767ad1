import { describe, expect, it } from 'vitest';
import { newId } from '../../../db/ids';
import { dialects } from '../../../test/databases';
import { call, login } from '../../../test/client';
import { createUser } from '../../../test/server';
import { addReport, dictReport, useCgreportServer } from '../../../test/cgreport-fixture';
import { grantRole } from '../../../test/weld-fixture';

/** 添加到菜单 of a report: a menu entry opening it, whose grant is all a role needs to read it. */
describe.each(dialects)('online report menu entry on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rpmenuplain');

  it('adds an entry opening the report; a role granted only that entry reads it', async () => {
    const id = await addReport(kit, dictReport('rp_menu'));
    const refused = await call(kit.server, 'POST', '/online/cgreport/head/addToMenu', {
      token: kit.plain,
      body: { id },
    });
    expect(refused.status).toBe(403);

    const added = await kit.api<{ id: string; url: string; component: string }>(
      'POST',
      '/online/cgreport/head/addToMenu',
      { id, parentId: 'ionline', name: '字典报表', sortNo: 3 },
    );
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.result).toMatchObject({
      url: `/online/cgreport/${id}`,
      component: 'online/OnlCgreportAutoList',
    });
    const row = await kit.server.ctx.db
      .selectFrom('sys_permission')
      .select(['parent_id', 'name', 'url', 'perms', 'menu_type'])
      .where('id', '=', added.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_id: 'ionline',
      name: '字典报表',
      perms: 'online:report:rp_menu:view',
      menu_type: 1,
    });

    // a role holding no right but the new entry
    const roleId = await grantRole(kit.server, 'rp_menu_reader', []);
    await kit.server.ctx.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: roleId, permission_id: added.body.result.id })
      .execute();
    const password = 'Rp#Menu2026reader';
    await createUser(kit.server, { username: 'rpmenureader', password, roleIds: [roleId] });
    const reader = await login(kit.server, 'rpmenureader', password);
    const page = await call<{ total: number }>(kit.server, 'GET', `/online/cgreport/api/getData/${id}`, {
      token: reader,
    });
    expect(page.status, page.body.message).toBe(200);
    expect(page.body.result.total).toBe(2);
    const other = await addReport(kit, dictReport('rp_menu_other'));
    expect(
      (await call(kit.server, 'GET', `/online/cgreport/api/getData/${other}`, { token: reader })).status,
    ).toBe(403);
  });

  it('refuses an entry for a report that does not exist', async () => {
    const answer = await kit.api('POST', '/online/cgreport/head/addToMenu', { id: 'no-such-report' });
    expect(answer.status).toBe(404);
  });
});
