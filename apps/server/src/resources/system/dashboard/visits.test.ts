import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login, loginCall } from '../../../test/client';
import { newId } from '../../../db/ids';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import type { LogInfo, VisitDay } from '@weld/core';

const PASSWORD = 'Weld!visit#2026';

describe.each(dialects)('loginfo and visitInfo on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    await createUser(server, { username: 'visitor', password: PASSWORD, roleIds: [USER_ROLE_ID] });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('counts real sign-ins today and in total, with today’s addresses', async () => {
    const before = (await call<LogInfo>(server, 'GET', '/sys/loginfo', { token: admin })).body.result;
    const visitor = await login(server, 'visitor', PASSWORD);
    await login(server, 'visitor', PASSWORD);
    expect((await call(server, 'POST', '/sys/logout', { token: visitor })).status).toBe(200);
    // a refused sign-in is a visit, not a login
    expect((await loginCall(server, 'visitor', 'Wrong!pass#1')).status).toBe(400);
    // an earlier day's sign-in from elsewhere counts in the total only
    await server.ctx.db
      .insertInto('sys_log')
      .values({
        id: newId(),
        log_type: 1,
        operate_type: 7,
        log_content: 'old',
        userid: null,
        username: 'visitor',
        ip: '10.0.0.9',
        method: 'POST',
        request_url: '/api/sys/login',
        cost_time: 5,
        create_time: '2020-01-01 08:00:00',
        request_param: null,
        status_code: 200,
      })
      .execute();
    const { status, body } = await call<LogInfo>(server, 'GET', '/sys/loginfo', { token: admin });
    expect(status).toBe(200);
    expect(body.result.todayLoginCount - before.todayLoginCount).toBe(2);
    expect(body.result.totalLoginCount - before.totalLoginCount).toBe(3);
    expect(body.result.todayVisitCount - before.todayVisitCount).toBe(4);
    expect(body.result.totalVisitCount - before.totalVisitCount).toBe(5);
    expect(body.result.todayIp).toBe(1);
  });

  it('answers the last seven days, oldest first, today with its sign-ins', async () => {
    const { status, body } = await call<VisitDay[]>(server, 'GET', '/sys/visitInfo', { token: admin });
    expect(status).toBe(200);
    const days = body.result;
    const today = server.ctx.now().slice(0, 10);
    expect(days).toHaveLength(7);
    expect(days[6]).toMatchObject({ tian: today, type: today.slice(5), ip: 1 });
    expect(days[6].login).toBe(3);
    expect(days[6].visit).toBeGreaterThanOrEqual(5);
    expect(days.slice(0, 6).every((d) => d.visit === 0 && d.login === 0)).toBe(true);
    expect(new Set(days.map((d) => d.tian)).size).toBe(7);
    expect((await call(server, 'GET', '/sys/visitInfo')).status).toBe(401);
  });
});
