import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, captcha, login, loginCall } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

describe.each(dialects)('login and session on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(dialect);
    await createUser(server, {
      username: 'frozen1',
      password: 'Fr0zen!pass',
      roleIds: [USER_ROLE_ID],
      status: 2,
    });
    await createUser(server, { username: 'locky', password: 'L0cky!pass', roleIds: [USER_ROLE_ID] });
  });
  afterAll(async () => server?.stop());

  it('says whether login needs a captcha', async () => {
    const { status, body } = await call(server, 'GET', '/sys/loginConfig');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, result: { captcha: true } });
  });

  it('answers a 4-character SVG captcha as a data URL', async () => {
    const { status, body } = await call<string>(server, 'GET', '/sys/randomImage/abc123');
    expect(status).toBe(200);
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.result.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await server.ctx.stores.cache.get<string>('captcha:abc123')).toMatch(/^[a-z0-9]{4}$/);
  });

  it('signs in with the right captcha, case-insensitive, and answers everything the shell needs', async () => {
    const { checkKey, text } = await captcha(server);
    const { status, body } = await call<Record<string, unknown>>(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha: text.toUpperCase(), checkKey },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const result = body.result as Record<string, never>;
    expect(typeof result.token).toBe('string');
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01',
      mustChangePassword: false,
      relTenantIds: '1',
    });
    expect(JSON.stringify(result.userInfo)).not.toMatch(/password"|salt/);
    expect((result.departs as { orgCode: string }[]).map((d) => d.orgCode)).toEqual(['A01', 'A01A01']);
    expect(result.multi_depart).toBe(2);
    expect(result.tenantList).toEqual([{ id: 1, name: '焊接设备制造有限公司' }]);
    expect(Object.keys(result.sysAllDictItems)).toEqual(
      expect.arrayContaining([
        'sex',
        'priority',
        'yn',
        'user_status',
        'valid_status',
        'menu_type',
        'log_type',
      ]),
    );
  });

  it('refuses a wrong, a missing, a reused and an expired captcha with 412', async () => {
    const wrong = await captcha(server);
    const a = await call(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha: 'zzzz9', checkKey: wrong.checkKey },
    });
    expect(a.status).toBe(412);
    expect(a.body).toMatchObject({ success: false, code: 412 });
    // single use: the wrong attempt consumed it, the right text no longer works
    const b = await call(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha: wrong.text, checkKey: wrong.checkKey },
    });
    expect(b.status).toBe(412);

    const used = await captcha(server);
    expect(
      (
        await call(server, 'POST', '/sys/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD, captcha: used.text, checkKey: used.checkKey },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(server, 'POST', '/sys/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD, captcha: used.text, checkKey: used.checkKey },
        })
      ).status,
    ).toBe(412);

    const missing = await call(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(missing.status).toBe(412);

    const old = await captcha(server);
    await server.ctx.stores.cache.set(`captcha:${old.checkKey}`, old.text, 1);
    await new Promise((r) => setTimeout(r, 20));
    const expired = await call(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha: old.text, checkKey: old.checkKey },
      lang: 'en_US',
    });
    expect(expired.status).toBe(412);
    expect(expired.body.message).toMatch(/captcha/i);
  });

  it('answers the same 400 for an unknown user and a wrong password', async () => {
    const unknown = await loginCall(server, 'nobody', 'Whatever1!');
    const wrong = await loginCall(server, 'admin', 'Wrong-pass1');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(unknown.body.message).toBe('用户名或密码错误');
  });

  it('refuses a frozen user', async () => {
    const { status, body } = await loginCall(server, 'frozen1', 'Fr0zen!pass');
    expect(status).toBe(403);
    expect(body.message).toBe('该用户已冻结，请联系管理员');
  });

  it('locks the account after more than 5 wrong passwords, refusing even the right one', async () => {
    for (let i = 1; i <= 5; i++) expect((await loginCall(server, 'locky', `Bad-pass${i}`)).status).toBe(400);
    const sixth = await loginCall(server, 'locky', 'Bad-pass6', 'en_US');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many wrong passwords: the account is locked, try again in 10 minutes',
    );
    const right = await loginCall(server, 'locky', 'L0cky!pass');
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(429);
    // the window passes: the right password works again
    await server.ctx.stores.failures.reset('login-fail:locky');
    expect((await loginCall(server, 'locky', 'L0cky!pass')).status).toBe(200);
  });

  it('logs out: the token stops working and both events are in sys_log', async () => {
    const token = await login(server, 'admin', ADMIN_PASSWORD);
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(200);
    const out = await call(server, 'POST', '/sys/logout', { token });
    expect(out.status).toBe(200);
    const after = await call(server, 'GET', '/sys/user/current', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({
      success: false,
      code: 401,
      message: '未授权，请重新登录',
      result: null,
    });
    const logs = await server.ctx.db
      .selectFrom('sys_log')
      .selectAll()
      .where('log_type', '=', 1)
      .where('username', '=', 'admin')
      .orderBy('create_time')
      .execute();
    expect(logs.some((l) => l.log_content.includes('登录成功'))).toBe(true);
    const logout = logs.find((l) => l.log_content.includes('退出成功'));
    expect(logout).toBeDefined();
    expect(logout).toMatchObject({
      username: 'admin',
      method: 'POST',
      request_url: '/api/sys/logout',
      ip: '127.0.0.1',
    });
    expect(logout?.userid).toBeTruthy();
    expect(logout?.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('validates the login body with a message naming the field and rule', async () => {
    const zh = await call(server, 'POST', '/sys/login', { body: { username: 'admin' } });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('password 不能为空');
    const en = await call(server, 'POST', '/sys/login', {
      body: { username: '', password: 'x' },
      lang: 'en_US',
    });
    expect(en.body.message).toBe('username must be at least 1 characters long');
  });
});

describe('login configuration, rate limits and captcha switch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', {
      captchaPerMinute: 3,
      loginCaptcha: false,
      timeZone: 'America/New_York',
    });
  });
  afterAll(async () => server?.stop());

  it('limits captcha images per address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(server, 'GET', `/sys/randomImage/rl${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('tells the web the zone (TZ) it shows times and fires jobs in, so the web formats its own times in it too', async () => {
    expect((await call(server, 'GET', '/sys/loginConfig')).body.result).toEqual({
      captcha: false,
      smsDelivered: false,
      timeZone: 'America/New_York',
    });
  });

  it('signs in without a captcha when LOGIN_CAPTCHA is off', async () => {
    expect((await call(server, 'GET', '/sys/loginConfig')).body.result).toMatchObject({ captcha: false });
    const { status } = await call(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(status).toBe(200);
  });
});
