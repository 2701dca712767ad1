import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, loginCall } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

describe.each(dialects)('SMS, phone login, registration and forgotten password on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(dialect);
    const id = await createUser(server, {
      username: 'phoney',
      password: 'Ph0ne!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    await server.ctx.db.updateTable('sys_user').set({ phone: '13900000001' }).where('id', '=', id).execute();
  });
  afterAll(async () => server?.stop());

  const codeOf = async (mode: string, mobile: string) =>
    (await server.ctx.stores.cache.get<{ code: string }>(`sms:${mode}:${mobile}`))?.code ?? '';

  it('sends a 6-digit code once a minute per number, only to known numbers for login', async () => {
    const sent = await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000001', smsmode: '0' } });
    expect(sent.status).toBe(200);
    expect(await codeOf('0', '13900000001')).toMatch(/^\d{6}$/);
    const again = await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000001', smsmode: '0' } });
    expect(again.status).toBe(429);
    const unknown = await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000099', smsmode: '0' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: '该手机号未注册' } });
    const bad = await call(server, 'POST', '/sys/sms', { body: { mobile: '12345', smsmode: '0' } });
    expect(bad).toMatchObject({ status: 400, body: { message: '请输入正确手机号' } });
    const taken = await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000001', smsmode: '1' } });
    expect(taken.status).toBe(409);
  });

  it('logs in by phone with the code, once; a wrong code is refused', async () => {
    const code = await codeOf('0', '13900000001');
    const wrong = await call(server, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13900000001', captcha: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(412);
    const right = await call<LoginResult>(server, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13900000001', captcha: code },
    });
    expect(right.status).toBe(200);
    expect(right.body.result.userInfo.username).toBe('phoney');
    expect((await call(server, 'GET', '/sys/user/current', { token: right.body.result.token })).status).toBe(
      200,
    );
    const reused = await call(server, 'POST', '/sys/phoneLogin', {
      body: { mobile: '13900000001', captcha: code },
    });
    expect(reused.status).toBe(412);
  });

  it('drops a code after five wrong answers', async () => {
    await server.ctx.stores.failures.reset('sms-resend:13900000001');
    await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000001', smsmode: '0' } });
    const code = await codeOf('0', '13900000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await call(server, 'POST', '/sys/phoneLogin', { body: { mobile: '13900000001', captcha: wrong } }))
          .status,
      ).toBe(412);
    expect(
      (await call(server, 'POST', '/sys/phoneLogin', { body: { mobile: '13900000001', captcha: code } }))
        .status,
    ).toBe(412);
  });

  it('registers a new user with role user after checking name, password and code', async () => {
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13700000002', smsmode: '1' } })).status,
    ).toBe(200);
    const smscode = await codeOf('1', '13700000002');
    const body = { username: 'newbie_1', password: 'N3w!bie-pass', phone: '13700000002', smscode };
    const badName = await call(server, 'POST', '/sys/user/register', { body: { ...body, username: 'a b' } });
    expect(badName).toMatchObject({
      status: 400,
      body: { message: '只允许字母、数字、下划线，长度4到18个字符' },
    });
    const weak = await call(server, 'POST', '/sys/user/register', {
      body: { ...body, password: 'password' },
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { message: '密码由8位数字、大小写字母和特殊符号组成!' },
    });
    const taken = await call(server, 'POST', '/sys/user/register', { body: { ...body, username: 'admin' } });
    expect(taken.status).toBe(409);
    const wrongCode = await call(server, 'POST', '/sys/user/register', {
      body: { ...body, smscode: smscode === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBe(412);
    expect((await call(server, 'POST', '/sys/user/register', { body })).status).toBe(200);
    const login = await loginCall(server, 'newbie_1', 'N3w!bie-pass');
    expect(login.status).toBe(200);
    const me = await call<{ roles: { roleCode: string }[] }>(server, 'GET', '/sys/user/current', {
      token: login.body.result.token,
    });
    expect(me.body.result.roles.map((r) => r.roleCode)).toEqual(['user']);
  });

  it('registers with an optional e-mail, stored on the user; refuses a wrong phone, a wrong or taken e-mail with the registration texts', async () => {
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13700000003', smsmode: '1' } })).status,
    ).toBe(200);
    const smscode = await codeOf('1', '13700000003');
    const body = {
      username: 'mailer_1',
      password: 'M4il!er-pass',
      phone: '13700000003',
      smscode,
      email: 'mailer@weld.example.com',
    };
    const badPhone = await call(server, 'POST', '/sys/user/register', {
      body: { ...body, phone: '12700000003' },
    });
    expect(badPhone).toMatchObject({ status: 400, body: { message: '请输入正确的手机号' } });
    const badMail = await call(server, 'POST', '/sys/user/register', {
      body: { ...body, email: 'mailer@weld' },
    });
    expect(badMail).toMatchObject({ status: 400, body: { message: '请输入正确的邮箱格式' } });
    expect(
      (
        await call(server, 'POST', '/sys/user/register', {
          body: { ...body, email: 'x@y.com', username: 'mailer_en' },
          lang: 'en_US',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13700000004', smsmode: '1' } })).status,
    ).toBe(200);
    const second = { ...body, phone: '13700000004', smscode: await codeOf('1', '13700000004') };
    const taken = await call(server, 'POST', '/sys/user/register', { body: { ...second, email: 'x@y.com' } });
    expect(taken).toMatchObject({ status: 409, body: { message: '该邮箱已被注册' } });
    expect((await call(server, 'POST', '/sys/user/register', { body: second })).status).toBe(200);
    const stored = await server.ctx.db
      .selectFrom('sys_user')
      .select(['username', 'email'])
      .where('username', 'in', ['mailer_1', 'mailer_en'])
      .orderBy('username')
      .execute();
    expect(stored).toEqual([
      { username: 'mailer_1', email: 'mailer@weld.example.com' },
      { username: 'mailer_en', email: 'x@y.com' },
    ]);
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13700000005', smsmode: '1' } })).status,
    ).toBe(200);
    const noMail = {
      username: 'nomail_1',
      password: 'N0m!ail-pass',
      phone: '13700000005',
      smscode: await codeOf('1', '13700000005'),
      email: '',
    };
    expect((await call(server, 'POST', '/sys/user/register', { body: noMail })).status).toBe(200);
    expect(
      (
        await server.ctx.db
          .selectFrom('sys_user')
          .select('email')
          .where('username', '=', 'nomail_1')
          .executeTakeFirstOrThrow()
      ).email,
    ).toBeNull();
  });

  it('resets a forgotten password through the phone, ending the old sessions', async () => {
    const before = await loginCall(server, 'phoney', 'Ph0ne!pass');
    expect(before.status).toBe(200);
    await server.ctx.stores.failures.reset('sms-resend:13900000001');
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13900000001', smsmode: '2' } })).status,
    ).toBe(200);
    const smscode = await codeOf('2', '13900000001');
    const verified = await call<{ username: string; smscode: string }>(
      server,
      'POST',
      '/sys/user/phoneVerification',
      { body: { phone: '13900000001', smscode } },
    );
    expect(verified.body.result).toEqual({ username: 'phoney', smscode });
    const weak = await call(server, 'POST', '/sys/user/passwordChange', {
      body: { username: 'phoney', password: 'short', smscode, phone: '13900000001' },
    });
    expect(weak.status).toBe(400);
    const otherUser = await call(server, 'POST', '/sys/user/passwordChange', {
      body: { username: 'admin', password: 'Res3t!pass', smscode, phone: '13900000001' },
    });
    expect(otherUser.status).toBe(400);
    const done = await call(server, 'POST', '/sys/user/passwordChange', {
      body: { username: 'phoney', password: 'Res3t!pass', smscode, phone: '13900000001' },
    });
    expect(done.status).toBe(200);
    expect((await call(server, 'GET', '/sys/user/current', { token: before.body.result.token })).status).toBe(
      401,
    );
    expect((await loginCall(server, 'phoney', 'Res3t!pass')).status).toBe(200);
    const reused = await call(server, 'POST', '/sys/user/passwordChange', {
      body: { username: 'phoney', password: 'An0ther!pass', smscode, phone: '13900000001' },
    });
    expect(reused.status).toBe(412);
  });
});
