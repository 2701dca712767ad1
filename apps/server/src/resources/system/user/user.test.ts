import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login, loginCall } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

describe.each(dialects)('the shell user calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    await createUser(server, {
      username: 'pwuser',
      password: 'Old!pass1',
      roleIds: [USER_ROLE_ID],
      departIds: ['depart-A02'],
      orgCode: 'A02',
    });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('lists the own departments and the current one', async () => {
    const { status, body } = await call<{ list: { orgCode: string; departName: string }[]; orgCode: string }>(
      server,
      'GET',
      '/sys/user/getCurrentUserDeparts',
      { token: admin },
    );
    expect(status).toBe(200);
    expect(body.result.orgCode).toBe('A01');
    expect(body.result.list.map((d) => [d.orgCode, d.departName])).toEqual([
      ['A01', '焊接设备制造有限公司'],
      ['A01A01', '研发部'],
    ]);
  });

  it('switches to an own department and refuses a foreign one or another user', async () => {
    const ok = await call<{ userInfo: { orgCode: string } }>(server, 'POST', '/sys/selectDepart', {
      token: admin,
      body: { orgCode: 'A01A01', username: 'admin' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.userInfo.orgCode).toBe('A01A01');
    const foreign = await call(server, 'POST', '/sys/selectDepart', {
      token: admin,
      body: { orgCode: 'A02', username: 'admin' },
      lang: 'en_US',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('This department is not one of yours');
    const other = await call(server, 'POST', '/sys/selectDepart', {
      token: admin,
      body: { orgCode: 'A02', username: 'pwuser' },
    });
    expect(other.status).toBe(403);
    const missing = await call(server, 'POST', '/sys/selectDepart', {
      token: admin,
      body: { username: 'admin' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('orgCode 不能为空');
    const current = await call<{ orgCode: string }>(server, 'GET', '/sys/user/getCurrentUserDeparts', {
      token: admin,
    });
    expect(current.body.result.orgCode).toBe('A01A01');
  });

  it('answers the current user with roles and departments', async () => {
    const { body } = await call<{
      userInfo: { username: string };
      roles: { roleCode: string; roleName: string }[];
      departs: unknown[];
    }>(server, 'GET', '/sys/user/current', { token: admin });
    expect(body.result.userInfo.username).toBe('admin');
    expect(body.result.roles).toEqual([{ id: 'role-admin', roleName: '管理员', roleCode: 'admin' }]);
    expect(body.result.departs).toHaveLength(2);
  });

  it('edits the own profile with server-side checks', async () => {
    const good = await call<{ userInfo: { realname: string; email: string; phone: string; sex: number } }>(
      server,
      'PUT',
      '/sys/user/editSelf',
      {
        token: admin,
        body: { realname: '系统管理员', email: 'admin@weld.example.com', sex: 1 },
      },
    );
    expect(good.status).toBe(200);
    expect(good.body.result.userInfo).toMatchObject({
      realname: '系统管理员',
      email: 'admin@weld.example.com',
      sex: 1,
    });
    const newPhone = await call(server, 'PUT', '/sys/user/editSelf', {
      token: admin,
      body: { realname: 'x', phone: '13800138000' },
    });
    expect(newPhone.status).toBe(400);
    expect(newPhone.body.message).toBe('更换手机号需要短信验证码，请使用“更换手机号”');
    const badMail = await call(server, 'PUT', '/sys/user/editSelf', {
      token: admin,
      body: { realname: 'x', email: 'not-mail' },
    });
    expect(badMail.status).toBe(400);
    expect(badMail.body.message).toBe('邮箱格式不正确');
    const badPhone = await call(server, 'PUT', '/sys/user/editSelf', {
      token: admin,
      body: { realname: 'x', phone: '12345' },
      lang: 'en_US',
    });
    expect(badPhone.body.message).toBe('Please enter a valid mobile number');
    const noName = await call(server, 'PUT', '/sys/user/editSelf', {
      token: admin,
      body: { email: '' },
      lang: 'ru_RU',
    });
    expect(noName.body.message).toBe('Поле realname обязательно');
    const cleared = await call<{ userInfo: { email: string | null } }>(server, 'PUT', '/sys/user/editSelf', {
      token: admin,
      body: { realname: '管理员', email: '', phone: '' },
    });
    expect(cleared.body.result.userInfo.email).toBeNull();
  });

  it('stores the language and answers in it', async () => {
    const { status, body } = await call(server, 'POST', '/sys/language/language', {
      token: admin,
      body: { lang: 'ru_RU', localOffset: -480 },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Язык переключён');
    const row = await server.ctx.db
      .selectFrom('sys_user')
      .select('lang')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('ru_RU');
    const bad = await call(server, 'POST', '/sys/language/language', {
      token: admin,
      body: { lang: 'fr_FR' },
      lang: 'en_US',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('lang must be one of zh_CN, en_US, ru_RU');
  });

  it('counts users, roles, departments and sessions for the home page', async () => {
    const { body } = await call<Record<string, unknown>>(server, 'GET', '/sys/dashboard/summary', {
      token: admin,
    });
    expect(body.result).toMatchObject({
      users: 2,
      roles: 2,
      departs: 5,
      myRoles: ['管理员'],
      myDepart: '研发部',
    });
    expect(body.result.sessions).toBeGreaterThanOrEqual(1);
  });

  it('changes the password: old one checked, policy and confirmation enforced', async () => {
    const token = await login(server, 'pwuser', 'Old!pass1');
    const base = {
      username: 'pwuser',
      oldpassword: 'Old!pass1',
      password: 'New!pass2',
      confirmpassword: 'New!pass2',
    };
    const wrongOld = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: { ...base, oldpassword: 'Nope!pass1' },
    });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: '旧密码输入错误' } });
    const weak = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: { ...base, password: 'weakpass', confirmpassword: 'weakpass' },
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { message: '密码由8位数字、大小写字母和特殊符号组成!' },
    });
    const mismatch = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: { ...base, confirmpassword: 'New!pass3' },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: '两次输入的密码不一样！' } });
    const other = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: { ...base, username: 'admin' },
    });
    expect(other.status).toBe(403);
    const missing = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: { username: 'pwuser', password: 'x' },
      lang: 'en_US',
    });
    expect(missing.body.message).toBe('oldpassword is required');
    expect((await call(server, 'POST', '/sys/user/updatePassword', { token, body: base })).status).toBe(200);
    expect((await loginCall(server, 'pwuser', 'Old!pass1')).status).toBe(400);
    expect((await loginCall(server, 'pwuser', 'New!pass2')).status).toBe(200);
  });
});

describe('first start without ADMIN_PASSWORD', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { adminPassword: null });
  });
  afterAll(async () => server?.stop());

  it('prints a generated strong password once and stores only its hash', async () => {
    expect(server.generatedAdminPassword).toBeTruthy();
    const password = server.generatedAdminPassword as string;
    expect(password).toMatch(/^.{16}$/);
    expect(server.printed.join('\n')).toContain(password);
    const row = await server.ctx.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.password).not.toContain(password);
    expect(row.password).toMatch(/^scrypt\$[0-9a-f]{128}$/);
    expect(row.must_change_password).toBe(1);
  });

  it('lets the admin in only to change the password, then everywhere', async () => {
    const password = server.generatedAdminPassword as string;
    const first = await loginCall(server, 'admin', password);
    expect(first.status).toBe(200);
    expect(first.body.result.userInfo.mustChangePassword).toBe(true);
    const token = first.body.result.token;
    expect((await call(server, 'GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(
      200,
    );
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(200);
    const blocked = await call(server, 'GET', '/sys/dashboard/summary', { token });
    expect(blocked).toMatchObject({ status: 403, body: { message: '首次登录请先修改密码' } });
    expect((await call(server, 'GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(403);
    const changed = await call(server, 'POST', '/sys/user/updatePassword', {
      token,
      body: {
        username: 'admin',
        oldpassword: password,
        password: 'Brand!new1',
        confirmpassword: 'Brand!new1',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/sys/dashboard/summary', { token })).status).toBe(200);
    const again = await loginCall(server, 'admin', 'Brand!new1');
    expect(again.body.result.userInfo.mustChangePassword).toBe(false);
  });

  it('does not create or print the admin again on the next start', async () => {
    const second = await startServer('sqlite', {
      adminPassword: null,
      databaseUrl: server.ctx.config.databaseUrl,
    });
    try {
      expect(second.generatedAdminPassword).toBeNull();
      expect(second.printed).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
