import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, login } from '../test/client';
import { grantRole } from '../test/weld-fixture';

const PASSWORD = 'Dup!check#2026';

/** The duplicate check answers only those who fill the field in, and only about the rows they may see. */
describe.each(dialects)('duplicate check on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let nobody: string;
  let positionAdder: string;
  let userAdder: string;
  const check = (token: string, q: Record<string, string>) =>
    call<{ free: boolean }>(server, 'GET', `/sys/duplicate/check?${new URLSearchParams(q)}`, { token });
  const userWith = async (username: string, rights: string[]) => {
    const roleId = rights.length > 0 ? await grantRole(server, `dc_${username}`, rights) : null;
    await createUser(server, {
      username,
      password: PASSWORD,
      roleIds: roleId ? [roleId] : [],
      tenantIds: [1],
    });
    return { token: await login(server, username, PASSWORD), roleId };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    for (const [code, postRank] of [
      ['DC1', '1'],
      ['DC3', '3'],
    ]) {
      const added = await call(server, 'POST', '/sys/position/add', {
        token: admin,
        body: { code, name: `职务${code}`, postRank },
      });
      expect(added.status, added.body.message).toBe(200);
    }
    nobody = (await userWith('dcnobody', [])).token;
    userAdder = (await userWith('dcuseradd', ['system:user:add'])).token;
    const adder = await userWith('dcposadd', ['system:position:list', 'system:position:add']);
    positionAdder = adder.token;
    const rule = await call<{ id: string }>(server, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: {
        permissionId: 'isystem-position',
        status: '1',
        ruleName: '只看中级',
        ruleColumn: 'postRank',
        ruleConditions: '=',
        ruleValue: '3',
      },
    });
    expect(rule.status, rule.body.message).toBe(200);
    const chosen = await call(server, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: 'isystem-position', roleId: adder.roleId, dataRuleIds: rule.body.result.id },
    });
    expect(chosen.status).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('refuses a user without roles with 403 on any checkable field, and says nothing of what exists', async () => {
    for (const q of [
      { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' },
      { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000000' },
      { tableName: 'sys_position', fieldName: 'code', fieldVal: 'DC1' },
    ]) {
      const answer = await check(nobody, q);
      expect(answer.status, q.fieldName).toBe(403);
      expect(answer.body.result).toBeNull();
    }
  });

  it('checks only unique fields, for everyone: a non-unique or secret column is not checkable', async () => {
    for (const token of [admin, nobody]) {
      expect(
        (await check(token, { tableName: 'sys_user', fieldName: 'birthday', fieldVal: '1990-01-01' })).status,
      ).toBe(400);
      expect(
        (await check(token, { tableName: 'sys_user', fieldName: 'password', fieldVal: 'x' })).status,
      ).toBe(400);
      expect(
        (await check(token, { tableName: 'sys_position', fieldName: 'name', fieldVal: '职务DC1' })).status,
      ).toBe(400);
    }
  });

  it("answers holders of the add or edit right of the field's resource, and no one else", async () => {
    expect(
      (await check(userAdder, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).body,
    ).toMatchObject({ success: false, result: { free: false } });
    expect(
      (await check(userAdder, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nosuchuser' })).body,
    ).toMatchObject({ success: true, result: { free: true } });
    expect(
      (await check(userAdder, { tableName: 'sys_position', fieldName: 'code', fieldVal: 'DC3' })).status,
    ).toBe(403);
    expect(
      (await check(positionAdder, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }))
        .status,
    ).toBe(403);
  });

  it("sees only the rows of the caller's data rules; the admin sees every row", async () => {
    const dc1 = { tableName: 'sys_position', fieldName: 'code', fieldVal: 'DC1' };
    const dc3 = { ...dc1, fieldVal: 'DC3' };
    expect((await check(positionAdder, dc3)).body.result).toEqual({ free: false });
    expect((await check(positionAdder, dc1)).body.result).toEqual({ free: true });
    expect((await check(admin, dc1)).body.result).toEqual({ free: false });
    expect((await check(admin, { ...dc1, fieldName: 'code', fieldVal: 'DC9' })).body.result).toEqual({
      free: true,
    });
  });
});
