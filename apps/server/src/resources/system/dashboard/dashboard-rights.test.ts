import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogInfo, VisitDay } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { grantRole } from '../../../test/weld-fixture';
import { USER_ROLE_ID } from '../../../db/seed-ids';

const PASSWORD = 'Home!page#2026';
type Summary = {
  users: number | null;
  roles: number | null;
  departs: number | null;
  sessions: number | null;
  myRoles: string[];
  myDepart: string | null;
};

/** 首页 is every user's; its system-wide figures are its rights' (系统概况, 访问统计). */
describe.each(dialects)("rights of the home page's figures on %s", (dialect) => {
  let server: TestServer;
  let admin: string;
  const signIn = async (username: string, roleIds: string[], orgCode?: string) => {
    await createUser(server, {
      username,
      password: PASSWORD,
      roleIds,
      tenantIds: [1],
      orgCode,
      departIds: orgCode ? ['depart-A01A02'] : [],
    });
    return login(server, username, PASSWORD);
  };
  const summary = (token: string) => call<Summary>(server, 'GET', '/sys/dashboard/summary', { token });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('answers a user without roles their own roles and department, but no system-wide count', async () => {
    const nobody = await signIn('homenobody', [], 'A01A02');
    const answer = await summary(nobody);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      users: null,
      roles: null,
      departs: null,
      sessions: null,
      myRoles: [],
      myDepart: '销售部',
    });
    const plain = await signIn('homeplain', [USER_ROLE_ID]);
    expect((await summary(plain)).body.result).toMatchObject({
      users: null,
      sessions: null,
      myRoles: ['普通用户'],
    });
  });

  it('refuses visit figures to users without 访问统计, roles or not', async () => {
    for (const token of [await signIn('visitnobody', []), await signIn('visitplain', [USER_ROLE_ID])]) {
      for (const path of ['/sys/loginfo', '/sys/visitInfo']) {
        const answer = await call(server, 'GET', path, { token });
        expect(answer.status, path).toBe(403);
        expect(answer.body.result).toBeNull();
      }
    }
  });

  it('answers the counts to holders of 系统概况 and the visits to holders of 访问统计; the admin gets both', async () => {
    const counter = await signIn('homecounter', [
      await grantRole(server, 'home_counter', ['dashboard:analysis:counts']),
    ]);
    const counted = (await summary(counter)).body.result;
    expect(counted).toMatchObject({ roles: expect.any(Number), departs: 5, myRoles: ['home_counter'] });
    expect(counted.users).toBeGreaterThanOrEqual(2);
    expect(counted.sessions).toBeGreaterThanOrEqual(1);
    expect((await call(server, 'GET', '/sys/loginfo', { token: counter })).status).toBe(403);

    const auditor = await signIn('homeauditor', [
      await grantRole(server, 'home_auditor', ['dashboard:analysis:visits']),
    ]);
    expect((await summary(auditor)).body.result.users).toBeNull();
    const info = await call<LogInfo>(server, 'GET', '/sys/loginfo', { token: auditor });
    expect(info.status).toBe(200);
    expect(info.body.result.todayLoginCount).toBeGreaterThanOrEqual(1);
    expect(
      (await call<VisitDay[]>(server, 'GET', '/sys/visitInfo', { token: auditor })).body.result,
    ).toHaveLength(7);

    expect((await summary(admin)).body.result.users).toBeGreaterThanOrEqual(2);
    expect((await call(server, 'GET', '/sys/visitInfo', { token: admin })).status).toBe(200);
  });
});
