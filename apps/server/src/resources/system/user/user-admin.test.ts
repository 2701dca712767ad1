import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login, loginCall } from '../../../test/client';
import { newId } from '../../../db/ids';
import { ADMIN_ROLE_ID, USER_ROLE_ID } from '../../../db/seed-ids';

type Rec = Record<string, unknown> & { id: string };
const PASSWORD = 'Weld!user#2026';

describe.each(dialects)('the users screen calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const add = (body: Record<string, unknown>, token = admin) =>
    call<Rec>(server, 'POST', '/sys/user/add', { token, body });
  const edit = (body: Record<string, unknown>, token = admin) =>
    call<Rec>(server, 'PUT', '/sys/user/edit', { token, body });
  const userRow = (username: string) =>
    server.ctx.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'plainone', password: PASSWORD, roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'plainone', PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('adds a user with roles and departments in one write, stores only a hash and answers the links', async () => {
    const { status, body } = await add({
      username: 'welder01',
      realname: '焊工一',
      password: PASSWORD,
      phone: '13900000001',
      post: 'P01',
      selectedroles: USER_ROLE_ID,
      selecteddeparts: 'depart-A01A02,depart-A02',
    });
    expect(status, body.message).toBe(200);
    expect(body.result).toMatchObject({
      username: 'welder01',
      selectedroles: USER_ROLE_ID,
      selecteddeparts: 'depart-A01A02,depart-A02',
      orgCode: 'A01A02',
      orgCodeTxt: '销售部',
      status: '1',
    });
    expect(body.result).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('scrypt');
    const row = await userRow('welder01');
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(row?.salt).toMatch(/^[0-9a-f]{32}$/);
    expect((await loginCall(server, 'welder01', PASSWORD)).status).toBe(200);
    const roles = await call<string[]>(server, 'GET', `/sys/user/queryUserRole?userid=${body.result.id}`, {
      token: admin,
    });
    expect(roles.body.result).toEqual([USER_ROLE_ID]);
    const departs = await call(server, 'GET', `/sys/user/userDepartList?userId=${body.result.id}`, {
      token: admin,
    });
    expect(departs.body.result).toEqual([
      { key: 'depart-A01A02', title: '销售部' },
      { key: 'depart-A02', title: '光伏储能事业部' },
    ]);
  });

  it('refuses unknown role or department ids with a 400 and writes nothing at all', async () => {
    const bad = await add(
      {
        username: 'ghost01',
        realname: 'x',
        password: PASSWORD,
        selectedroles: `${USER_ROLE_ID},no-such-role`,
      },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('角色不存在：no-such-role');
    expect(await userRow('ghost01')).toBeUndefined();
    const existing = (await userRow('welder01'))!;
    const badEdit = await edit({
      id: existing.id,
      realname: '改名',
      selectedroles: '',
      selecteddeparts: 'depart-nope',
    });
    expect(badEdit.status).toBe(400);
    expect(badEdit.body.message).toBe('部门不存在：depart-nope');
    expect((await userRow('welder01'))?.realname).toBe('焊工一');
    const roles = await call<string[]>(server, 'GET', `/sys/user/queryUserRole?userid=${existing.id}`, {
      token: admin,
    });
    expect(roles.body.result).toEqual([USER_ROLE_ID]);
  });

  it('refuses a weak password with the policy text at the field, and keeps the password when an edit leaves it empty', async () => {
    const none = await add({ username: 'nopw', realname: 'x' });
    expect([none.status, none.body.message]).toEqual([400, '密码：不能为空']);
    expect((none.body.result as unknown as { errors: Record<string, string> }).errors).toEqual({
      password: '不能为空',
    });
    expect(await userRow('nopw')).toBeUndefined();
    const weak = await add({ username: 'weakpw', realname: 'x', password: 'abc12345' });
    expect(weak.status).toBe(400);
    expect((weak.body.result as unknown as { errors: Record<string, string> }).errors.password).toBe(
      '密码由8位数字、大小写字母和特殊符号组成!',
    );
    const id = (await userRow('welder01'))!.id;
    expect((await edit({ id, password: '', email: 'w1@weld.cn' })).status).toBe(200);
    expect((await loginCall(server, 'welder01', PASSWORD)).status).toBe(200);
  });

  it('treats a password given on edit as a reset: the reset right, sessions ended, a change forced', async () => {
    const id = (await userRow('welder01'))!.id;
    const roleId = newId();
    const { db } = server.ctx;
    await db
      .insertInto('sys_role')
      .values({
        id: roleId,
        role_name: '用户编辑',
        role_code: 'user_editor',
        description: null,
        create_by: 't',
        create_time: server.ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
    for (const permissionId of ['isystem-user', 'user-edit'])
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: permissionId })
        .execute();
    await createUser(server, { username: 'usereditor', password: PASSWORD, roleIds: [roleId] });
    const editor = await login(server, 'usereditor', PASSWORD);
    expect((await edit({ id, password: 'Other!pass2026' }, editor)).status).toBe(403);
    expect((await edit({ id, realname: '焊工一' }, editor)).status).toBe(200);
    const token = await login(server, 'welder01', PASSWORD);
    expect((await edit({ id, password: 'Other!pass2026' })).status).toBe(200);
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect(
      (await loginCall(server, 'welder01', 'Other!pass2026')).body.result.userInfo.mustChangePassword,
    ).toBe(true);
    await db.updateTable('sys_user').set({ must_change_password: 0 }).where('id', '=', id).execute();
    expect((await edit({ id, password: PASSWORD })).status).toBe(200);
    await db.updateTable('sys_user').set({ must_change_password: 0 }).where('id', '=', id).execute();
    await server.ctx.principals.invalidate(id);
  });

  it('imports users from a sheet without passwords: they cannot sign in until 重置密码, then must change it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    sheet.addRow(['用户账号', '用户姓名', '手机号码']);
    sheet.addRow(['imported1', '导入一', '13900000009']);
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'users.xlsx');
    const response = await fetch(`${server.api}/sys/user/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': admin },
      body: form,
    });
    expect(response.status).toBe(200);
    const row = await userRow('imported1');
    expect(row).toMatchObject({
      realname: '导入一',
      phone: '13900000009',
      must_change_password: 1,
      status: 1,
    });
    expect(row?.password).toMatch(/^scrypt\$/);
    const reset = { username: 'imported1', password: 'Imp0rted!2026', confirmpassword: 'Imp0rted!2026' };
    expect(
      (await call(server, 'PUT', '/sys/user/changePassword', { token: admin, body: reset })).status,
    ).toBe(200);
    expect(
      (await loginCall(server, 'imported1', 'Imp0rted!2026')).body.result.userInfo.mustChangePassword,
    ).toBe(true);
  });

  it('changes rights at once when an edit changes the roles', async () => {
    const id = (await userRow('plainone'))!.id;
    expect((await call(server, 'GET', '/sys/user/list', { token: plain })).status).toBe(403);
    expect((await edit({ id, selectedroles: `${USER_ROLE_ID},${ADMIN_ROLE_ID}` })).status).toBe(200);
    expect((await call(server, 'GET', '/sys/user/list', { token: plain })).status).toBe(200);
    expect((await edit({ id, selectedroles: USER_ROLE_ID })).status).toBe(200);
    expect((await call(server, 'GET', '/sys/user/list', { token: plain })).status).toBe(403);
  });

  it('filters the list and the department call by department', async () => {
    const list = await call<PageResult<Rec>>(server, 'GET', '/sys/user/list?departId=depart-A02', {
      token: admin,
    });
    expect(list.body.result.records.map((r) => r.username)).toEqual(['welder01']);
    const byDep = await call<Rec[]>(server, 'GET', '/sys/user/queryUserByDepId?id=depart-A01A01', {
      token: admin,
    });
    expect(byDep.body.result.map((r) => r.username)).toEqual(['admin']);
    expect(byDep.body.result[0]).not.toHaveProperty('password');
  });

  it('freezes users: no sign-in, sessions dropped; never the caller; unfreezing lets them back', async () => {
    const token = await login(server, 'welder01', PASSWORD);
    const id = (await userRow('welder01'))!.id;
    const frozen = await call(server, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: id, status: 2 },
    });
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe('冻结成功!');
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(401);
    const refused = await loginCall(server, 'welder01', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('该用户已冻结，请联系管理员');
    const self = await call(server, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: `${id},${(await userRow('admin'))!.id}`, status: '2' },
    });
    expect(self.status).toBe(400);
    const unknown = await call(server, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: 'nobody', status: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call(server, 'PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 3 } }))
        .status,
    ).toBe(400);
    expect(
      (await call(server, 'PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 1 } }))
        .body.message,
    ).toBe('解冻成功!');
    expect((await loginCall(server, 'welder01', PASSWORD)).status).toBe(200);
  });

  it('resets a password by policy and forces a change at the next sign-in', async () => {
    const reset = (body: Record<string, unknown>) =>
      call(server, 'PUT', '/sys/user/changePassword', { token: admin, body });
    const token = await login(server, 'welder01', PASSWORD);
    expect(
      (await reset({ username: 'welder01', password: 'weak', confirmpassword: 'weak' })).body.message,
    ).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    const mismatch = await reset({
      username: 'welder01',
      password: 'New!pass2026',
      confirmpassword: 'New!pass2027',
    });
    expect([mismatch.status, mismatch.body.message]).toEqual([400, '两次输入的密码不一样！']);
    expect(
      (await reset({ username: 'nobody', password: 'New!pass2026', confirmpassword: 'New!pass2026' })).status,
    ).toBe(404);
    expect(
      (await reset({ username: 'welder01', password: 'New!pass2026', confirmpassword: 'New!pass2026' }))
        .status,
    ).toBe(200);
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(401);
    expect((await loginCall(server, 'welder01', PASSWORD)).status).toBe(400);
    const fresh = await loginCall(server, 'welder01', 'New!pass2026');
    expect(fresh.body.result.userInfo.mustChangePassword).toBe(true);
  });

  it('checks a username, phone or e-mail for another holder', async () => {
    const check = (q: string) => call(server, 'GET', `/sys/user/checkOnlyUser?${q}`, { token: admin });
    const taken = await check('username=welder01');
    expect([taken.status, taken.body.success, taken.body.message]).toEqual([200, false, '用户账号已存在']);
    expect((await check('phone=13900000001')).body.success).toBe(false);
    expect((await check('username=freename')).body.success).toBe(true);
    const own = (await userRow('welder01'))!.id;
    expect((await check(`username=welder01&id=${own}`)).body.success).toBe(true);
    expect((await check('')).status).toBe(400);
  });

  it('serves the picker to any signed-in user: a narrow page by department and names by username', async () => {
    const page = await call<PageResult<Rec>>(
      server,
      'GET',
      '/sys/user/queryUserComponentData?pageNo=1&pageSize=10&departId=depart-A02',
      { token: plain },
    );
    expect(page.status).toBe(200);
    expect(page.body.result.records.map((r) => [r.username, r.realname, r.orgCodeTxt])).toEqual([
      ['welder01', '焊工一', '销售部'],
    ]);
    expect(page.body.result.records[0]).not.toHaveProperty('email');
    const all = await call<PageResult<Rec>>(
      server,
      'GET',
      '/sys/user/queryUserComponentData?username=*welder*',
      { token: plain },
    );
    expect(all.body.result.total).toBe(1);
    const newest = await call<PageResult<Rec>>(server, 'GET', '/sys/user/queryUserComponentData', {
      token: plain,
    });
    expect(newest.body.result.records[0]).not.toHaveProperty('createTime');
    const byTime = await server.ctx.db
      .selectFrom('sys_user')
      .select('username')
      .where('del_flag', '=', 0)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(newest.body.result.records.map((r) => r.username)).toEqual(byTime.map((r) => r.username));
    const multi = await call<Rec[]>(server, 'GET', '/sys/user/getMultiUser?username=welder01,admin', {
      token: plain,
    });
    expect(multi.body.result.map((u) => [u.username, u.realname])).toEqual([
      ['welder01', '焊工一'],
      ['admin', expect.any(String)],
    ]);
    expect((await call(server, 'GET', '/sys/user/getMultiUser', { token: plain })).status).toBe(400);
  });

  it('refuses callers without the rights with 403 and changes nothing', async () => {
    const id = (await userRow('welder01'))!.id;
    for (const [method, path, body] of [
      ['GET', `/sys/user/queryUserRole?userid=${id}`, undefined],
      ['GET', '/sys/user/queryUserByDepId?id=depart-A02', undefined],
      ['GET', '/sys/user/checkOnlyUser?username=x', undefined],
      ['GET', `/sys/user/userDepartList?userId=${id}`, undefined],
      ['PUT', '/sys/user/frozenBatch', { ids: id, status: 2 }],
      [
        'PUT',
        '/sys/user/changePassword',
        { username: 'welder01', password: 'Plain!2026x', confirmpassword: 'Plain!2026x' },
      ],
    ] as const) {
      expect((await call(server, method, path, { token: plain, body })).status, path).toBe(403);
    }
    expect((await userRow('welder01'))?.status).toBe(1);
  });

  it('never deletes the caller or the last administrator', async () => {
    const adminId = (await userRow('admin'))!.id;
    const self = await call(server, 'DELETE', `/sys/user/delete?id=${adminId}`, { token: admin });
    expect([self.status, self.body.message]).toEqual([400, '不能删除当前登录的用户']);
    const roleId = newId();
    const { db } = server.ctx;
    await db
      .insertInto('sys_role')
      .values({
        id: roleId,
        role_name: '用户管理员',
        role_code: 'user_admin',
        description: null,
        create_by: 't',
        create_time: server.ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
    for (const permissionId of ['isystem-user', 'user-delete'])
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: permissionId })
        .execute();
    await createUser(server, { username: 'useradmin', password: PASSWORD, roleIds: [roleId] });
    const keeper = await login(server, 'useradmin', PASSWORD);
    const last = await call(server, 'DELETE', `/sys/user/deleteBatch?ids=${adminId}`, { token: keeper });
    expect([last.status, last.body.message]).toEqual([400, '不能删除最后一个管理员']);
    expect((await userRow('admin'))?.del_flag).toBe(0);
    const welder = (await userRow('welder01'))!.id;
    expect((await call(server, 'DELETE', `/sys/user/delete?id=${welder}`, { token: keeper })).status).toBe(
      200,
    );
    expect((await loginCall(server, 'welder01', 'New!pass2026')).status).toBe(400);
  });
});
