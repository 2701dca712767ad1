import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { grantRole } from '../../../test/weld-fixture';

type Rec = Record<string, unknown> & { id: string; username: string };
const PASSWORD = 'Pick!user#2026';
const NARROW = ['id', 'orgCode', 'orgCodeTxt', 'realname', 'username'];

/** The user picker shows who people are to everyone, their personal data only to the user list's holders, within their data rules. */
describe.each(dialects)('user picker on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let nobody: string;
  let lister: string;
  let listerRole: string;
  const picker = async (token: string, query = '') =>
    call<PageResult<Rec>>(server, 'GET', `/sys/user/queryUserComponentData?pageSize=100${query}`, { token });
  const usernames = (page: PageResult<Rec>) => page.records.map((r) => r.username).sort();

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    for (const [username, phone, birthday, sex] of [
      ['pkalpha', '13800000001', '1990-01-02', '1'],
      ['pkbravo', '13800000002', '2001-05-06', '2'],
    ]) {
      const added = await call(server, 'POST', '/sys/user/add', {
        token: admin,
        body: {
          username,
          realname: `选人${username}`,
          password: PASSWORD,
          phone,
          birthday,
          sex,
          orgCode: 'A01A02',
          selecteddeparts: 'depart-A01A02',
        },
      });
      expect(added.status, added.body.message).toBe(200);
    }
    await createUser(server, { username: 'pknobody', password: PASSWORD, tenantIds: [1] });
    nobody = await login(server, 'pknobody', PASSWORD);
    listerRole = await grantRole(server, 'pk_lister', ['system:user:list']);
    await createUser(server, {
      username: 'pklister',
      password: PASSWORD,
      roleIds: [listerRole],
      tenantIds: [1],
    });
    lister = await login(server, 'pklister', PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('shows a user without roles only who people are and where they work, never phone or birthday', async () => {
    const page = await picker(nobody, '&departId=depart-A01A02');
    expect(page.status).toBe(200);
    expect(usernames(page.body.result)).toEqual(['pkalpha', 'pkbravo']);
    for (const record of page.body.result.records) expect(Object.keys(record).sort()).toEqual(NARROW);
    expect(page.body.result.records.find((r) => r.username === 'pkalpha')).toMatchObject({
      realname: '选人pkalpha',
      orgCode: 'A01A02',
      orgCodeTxt: '销售部',
    });
    const text = JSON.stringify((await picker(nobody)).body);
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain('1990-01-02');
  });

  it('ignores filters on personal data for a caller without the user list right, so they cannot be probed', async () => {
    const all = (await picker(nobody, '&departId=depart-A01A02')).body.result.total;
    expect(
      (await picker(nobody, '&departId=depart-A01A02&birthday_begin=1990-01-01&birthday_end=1990-01-03')).body
        .result.total,
    ).toBe(all);
    expect((await picker(nobody, '&departId=depart-A01A02&sex=1')).body.result.total).toBe(all);
    expect(usernames((await picker(nobody, '&username=*pkalpha*')).body.result)).toEqual(['pkalpha']);
  });

  it('shows holders of the user list right phone, birthday and sex, and lets them filter on them', async () => {
    const page = await picker(lister, '&departId=depart-A01A02');
    expect(page.body.result.records.find((r) => r.username === 'pkalpha')).toMatchObject({
      phone: '13800000001',
      birthday: '1990-01-02',
      sex: '1',
      sex_dictText: '男',
    });
    expect(
      usernames((await picker(lister, '&birthday_begin=1990-01-01&birthday_end=1990-01-03')).body.result),
    ).toEqual(['pkalpha']);
    expect(
      (await picker(admin, '&departId=depart-A01A02')).body.result.records.find(
        (r) => r.username === 'pkbravo',
      ),
    ).toMatchObject({ phone: '13800000002' });
  });

  it('keeps a holder inside the data rules their role chose on 用户管理', async () => {
    const rule = await call<{ id: string }>(server, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: 'isystem-user',
        status: '1',
        ruleName: '只看选人',
        ruleColumn: 'username',
        ruleConditions: 'IN',
        ruleValue: 'pkalpha,pklister',
      },
    });
    expect(rule.status, rule.body.message).toBe(200);
    const chosen = await call(server, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: 'isystem-user', roleId: listerRole, dataRuleIds: rule.body.result.id },
    });
    expect(chosen.status).toBe(200);
    expect(usernames((await picker(lister)).body.result)).toEqual(['pkalpha', 'pklister']);
    expect(usernames((await picker(lister, '&departId=depart-A01A02')).body.result)).toEqual(['pkalpha']);
    expect((await picker(admin)).body.result.total).toBeGreaterThan(2);
  });
});
