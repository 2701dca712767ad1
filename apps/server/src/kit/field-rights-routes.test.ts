import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRightOf, sysLog, user } from '@weld/core';
import type { PageResult } from '@weld/core';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, login } from '../test/client';
import { userWith } from '../test/weld-fixture';

type Rec = Record<string, unknown> & { id: string };
const RIGHTS = ['system:user:list', 'system:log:list'];

/** A field hidden by query permission (shell §6) stays hidden on the hand-built routes beside the kit's: the user picker, a department's users, the system log. */
describe.each(dialects)('field rights on the hand-built routes on %s', (dialect) => {
  let server: TestServer;
  let clerk: string;
  let manager: string;
  let departId: string;
  let personId: string;
  const picker = (token: string, query = '') =>
    call<PageResult<Rec>>(server, 'GET', `/sys/user/queryUserComponentData?pageSize=100${query}`, { token });
  const ofDepart = (token: string) =>
    call<Rec[]>(server, 'GET', `/sys/user/queryUserByDepId?id=${departId}`, { token });

  beforeAll(async () => {
    server = await startServer(dialect);
    const admin = await login(server, 'admin', ADMIN_PASSWORD);
    departId = (
      await server.ctx.db.selectFrom('sys_depart').select('id').orderBy('org_code').executeTakeFirstOrThrow()
    ).id;
    const rule = await call(server, 'POST', '/sys/permission/add', {
      token: admin,
      body: {
        name: '手机号',
        menuType: 2,
        parentId: 'isystem-user',
        perms: fieldRightOf(user, 'phone'),
        permsType: '1',
        status: '1',
      },
    });
    expect(rule.status, rule.body.message).toBe(200);
    const ipRule = await call(server, 'POST', '/sys/permission/add', {
      token: admin,
      body: {
        name: 'IP',
        menuType: 2,
        parentId: 'isystem-log',
        perms: fieldRightOf(sysLog, 'ip'),
        permsType: '1',
        status: '1',
      },
    });
    expect(ipRule.status, ipRule.body.message).toBe(200);
    personId = (await userWith(server, 'frperson', [], [departId])).userId;
    await server.ctx.db
      .updateTable('sys_user')
      .set({ phone: '13800000042' })
      .where('id', '=', personId)
      .execute();
    clerk = (await userWith(server, 'frlookclerk', RIGHTS, [departId])).token;
    manager = (
      await userWith(
        server,
        'frlookmanager',
        [...RIGHTS, fieldRightOf(user, 'phone'), fieldRightOf(sysLog, 'ip')],
        [departId],
      )
    ).token;
  });
  afterAll(async () => server?.stop());

  it('leaves the phone out of the picker and the department lookup for a user without its right', async () => {
    const picked = await picker(clerk);
    expect(picked.status, picked.body.message).toBe(200);
    const row = picked.body.result.records.find((r) => r.id === personId)!;
    expect(row).toMatchObject({ username: 'frperson' });
    expect(row).toHaveProperty('sex');
    expect(row).not.toHaveProperty('phone');
    // nor may the picker sort by it, which would tell its values
    expect((await picker(clerk, '&column=phone&order=asc')).status).toBe(400);
    const listed = await ofDepart(clerk);
    expect(listed.status, listed.body.message).toBe(200);
    expect(listed.body.result.find((r) => r.id === personId)).not.toHaveProperty('phone');
  });

  it('answers the phone to a holder of its right', async () => {
    expect((await picker(manager)).body.result.records.find((r) => r.id === personId)).toMatchObject({
      phone: '13800000042',
    });
    expect((await ofDepart(manager)).body.result.find((r) => r.id === personId)).toMatchObject({
      phone: '13800000042',
    });
  });

  it('leaves a hidden field out of the system log for a user without its right, and answers it to a holder', async () => {
    const logs = (token: string, query = '') =>
      call<PageResult<Rec>>(server, 'GET', `/sys/log/list?logType=1&pageSize=50${query}`, { token });
    const seen = await logs(clerk);
    expect(seen.status, seen.body.message).toBe(200);
    expect(seen.body.result.records.length).toBeGreaterThan(0);
    for (const row of seen.body.result.records) expect(row).not.toHaveProperty('ip');
    expect((await logs(clerk, '&ip=127')).status).toBe(400);
    expect((await logs(manager)).body.result.records[0]).toHaveProperty('ip');
  });
});
