import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login, loginCall } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

type Rec = Record<string, unknown> & { id: string };
const PASSWORD = 'Weld!log#2026';

/** The operation log is written in batches after the answer: wait until the row is there (real timers). */
async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('no row within the time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(dialects)('the operation log on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const logRow = (url: string, extra: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q) =>
    until(() =>
      extra(base().where('request_url', '=', `/api${url}`))
        .orderBy('create_time', 'desc')
        .executeTakeFirst(),
    );
  const base = () => server.ctx.db.selectFrom('sys_log').selectAll().where('log_type', '=', 2);
  const count = async () =>
    Number(
      (
        await server.ctx.db
          .selectFrom('sys_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'plainlog', password: PASSWORD, roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'plainlog', PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('records a write with user, IP, method, masked parameters, cost, status and operate type', async () => {
    const secret = 'Sekr3t!Pass#99';
    const added = await call<Rec>(server, 'POST', '/sys/user/add', {
      token: admin,
      body: { username: 'logged01', realname: '记一笔', password: secret, phone: '13900000071' },
    });
    expect(added.status, added.body.message).toBe(200);
    const row = await logRow('/sys/user/add');
    expect(row).toMatchObject({
      username: 'admin',
      method: 'POST',
      ip: '127.0.0.1',
      operate_type: 2,
      status_code: 200,
      log_content: '用户新增',
    });
    expect(row.cost_time).toBeGreaterThanOrEqual(0);
    expect(row.request_param).not.toContain(secret);
    expect(JSON.parse(row.request_param as string)).toMatchObject({
      body: { username: 'logged01', password: '******', phone: '13900000071' },
    });
  });

  it('records refused writes too, with who was refused and the status', async () => {
    // refused before its body was read: who and what, without parameters
    const refused = await call(server, 'PUT', '/sys/user/edit', {
      token: plain,
      body: { id: 'x', realname: 'y' },
    });
    expect(refused.status).toBe(403);
    expect(await logRow('/sys/user/edit', (q) => q.where('status_code', '=', 403))).toMatchObject({
      username: 'plainlog',
      operate_type: 3,
      log_content: '用户编辑',
      request_param: null,
    });
    const weak = await call(server, 'POST', '/sys/user/add', {
      token: admin,
      body: { username: 'weak01', realname: 'y', password: 'abc', oldpassword: 'old-one', smscode: '123456' },
    });
    expect(weak.status).toBe(400);
    const row = await logRow('/sys/user/add', (q) => q.where('status_code', '=', 400));
    expect(row).toMatchObject({ username: 'admin', operate_type: 2 });
    expect(JSON.parse(row.request_param as string).body).toEqual({
      username: 'weak01',
      realname: 'y',
      password: '******',
      oldpassword: '******',
      smscode: '******',
    });
  });

  it('does not record plain reads, but records exports with their query', async () => {
    await server.ctx.db.deleteFrom('sys_log').execute();
    for (let i = 0; i < 5; i++)
      expect((await call(server, 'GET', '/sys/position/list?pageNo=1', { token: admin })).status).toBe(200);
    expect(
      (await call(server, 'GET', '/sys/permission/getUserPermissionByToken', { token: admin })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(0);
    const exported = await fetch(`${server.api}/sys/position/exportXls?name=*焊*&_t=123`, {
      headers: { 'X-Access-Token': admin },
    });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    const row = await logRow('/sys/position/exportXls');
    expect(row).toMatchObject({ operate_type: 6, method: 'GET', username: 'admin', status_code: 200 });
    expect(JSON.parse(row.request_param as string)).toEqual({ name: '*焊*' });
  });

  it('lists login and operation logs by tab, keyword, operate type and time; admins delete them', async () => {
    await call(server, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'LOGP1', name: '日志职务', postRank: '1' },
    });
    await logRow('/sys/position/add', (q) => q.where('status_code', '=', 200));
    const list = (query: string, token = admin) =>
      call<PageResult<Rec>>(server, 'GET', `/sys/log/list?${query}`, { token });
    const ops = await list('logType=2&keyWord=职务新增&operateType=2&pageSize=50');
    expect(ops.status, ops.body.message).toBe(200);
    expect(ops.body.result.records.map((r) => r.requestUrl)).toEqual(['/api/sys/position/add']);
    expect(ops.body.result.records[0]).toMatchObject({
      operateType_dictText: '添加',
      username: 'admin',
      statusCode: 200,
    });
    expect(
      (await list('logType=2&createTime_begin=2000-01-01 00:00:00&createTime_end=2000-12-31 23:59:59')).body
        .result.total,
    ).toBe(0);
    await login(server, 'plainlog', PASSWORD);
    // a sign-in is a login-log row only, never an operation row as well
    await new Promise((r) => setTimeout(r, 300));
    expect(await base().where('request_url', '=', '/api/sys/login').executeTakeFirst()).toBeUndefined();
    const logins = await list('logType=1&username=plainlog&column=createTime&order=desc');
    expect(logins.body.result.records[0]).toMatchObject({
      operateType: '7',
      logContent: '用户名: plainlog，登录成功',
      statusCode: 200,
    });
    // a refused sign-in is in the login log with its status
    expect((await loginCall(server, 'plainlog', 'Wrong!pass#1')).status).toBe(400);
    const refused = await list('logType=1&username=plainlog&column=createTime&order=desc');
    expect(refused.body.result.records.map((r) => [r.logContent, r.statusCode])).toContainEqual([
      '用户名: plainlog，登录失败',
      400,
    ]);
    // the reader's language: the right's name and the login text, from their locale keys
    const english = await call<PageResult<Rec>>(
      server,
      'GET',
      '/sys/log/list?logType=2&keyWord=职务新增&operateType=2',
      { token: admin, lang: 'en_US' },
    );
    expect(english.body.result.records[0].logContent).toBe('Add positions');
    expect(english.body.result.records[0]).not.toHaveProperty('contentKey');
    const russian = await call<PageResult<Rec>>(server, 'GET', '/sys/log/list?logType=1&username=plainlog', {
      token: admin,
      lang: 'ru_RU',
    });
    expect(russian.body.result.records.map((r) => r.logContent)).toEqual(
      expect.arrayContaining([
        'Пользователь: plainlog, вход выполнен',
        'Пользователь: plainlog, вход отклонён',
      ]),
    );
    expect((await list('logType=3')).status).toBe(400);
    expect((await list('logType=2', plain)).status).toBe(403);
    expect(
      (await call(server, 'DELETE', `/sys/log/delete?id=${ops.body.result.records[0].id}`, { token: plain }))
        .status,
    ).toBe(403);
    const gone = await call(
      server,
      'DELETE',
      `/sys/log/deleteBatch?ids=${ops.body.result.records[0].id},${logins.body.result.records[0].id}`,
      { token: admin },
    );
    expect(gone.status).toBe(200);
    expect((await list('logType=2&keyWord=职务新增&operateType=2')).body.result.total).toBe(0);
    expect((await call(server, 'DELETE', '/sys/log/delete?id=no-such-row', { token: admin })).status).toBe(
      404,
    );
  });
});
