import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

type Rec = Record<string, unknown> & { id: string };

describe.each(dialects)('tenants on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const add = (body: Record<string, unknown>) =>
    call<Rec>(server, 'POST', '/sys/tenant/add', { token: admin, body });
  const del = (query: string) => call(server, 'DELETE', `/sys/tenant/${query}`, { token: admin });
  const tenantIds = async () =>
    (await server.ctx.db.selectFrom('sys_tenant').select('id').orderBy('id').execute()).map((r) =>
      Number(r.id),
    );

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('lists the seeded tenant and gives new tenants the next integer ids', async () => {
    const list = await call<{ records: Rec[] }>(server, 'GET', '/sys/tenant/list', { token: admin });
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        id: '1',
        name: '焊接设备制造有限公司',
        status: '1',
        status_dictText: '有效',
      }),
    ]);
    const first = await add({
      name: '华东分公司',
      beginDate: '2026-01-01 00:00:00',
      endDate: '2027-01-01 00:00:00',
      status: '1',
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result).toMatchObject({
      id: '2',
      name: '华东分公司',
      beginDate: '2026-01-01 00:00:00',
      status: '1',
    });
    expect((await add({ name: '西南分公司', status: '0' })).body.result).toMatchObject({
      id: '3',
      status_dictText: '无效',
    });
    expect(await tenantIds()).toEqual([1, 2, 3]);
  });

  it('refuses an end before the beginning, on add and on an edit of one of the two', async () => {
    const refused = await add({
      name: '华北分公司',
      beginDate: '2026-06-01 00:00:00',
      endDate: '2026-05-01 00:00:00',
      status: '1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toEqual({ errors: { endDate: '不能早于开始时间' } });
    const edit = await call(server, 'PUT', '/sys/tenant/edit', {
      token: admin,
      body: { id: '2', endDate: '2025-12-31 00:00:00' },
    });
    expect(edit.status).toBe(400);
    expect(await tenantIds()).toEqual([1, 2, 3]);
  });

  it('answers ids that cannot be tenant ids with 404 on every call, never a database error', async () => {
    expect((await call(server, 'GET', '/sys/tenant/queryById?id=abc', { token: admin })).status).toBe(404);
    expect(
      (await call(server, 'PUT', '/sys/tenant/edit', { token: admin, body: { id: 'abc', name: 'x' } }))
        .status,
    ).toBe(404);
    expect((await del('delete?id=abc')).status).toBe(404);
    expect((await del('deleteBatch?ids=3,abc')).status).toBe(404);
    expect((await call(server, 'GET', '/sys/tenant/exportXls?selections=abc', { token: admin })).status).toBe(
      404,
    );
    // a tenant's name is no unique field: the duplicate check refuses it before any SQL
    const check = await call<{ free: boolean }>(
      server,
      'GET',
      `/sys/duplicate/check?tableName=sys_tenant&fieldName=name&fieldVal=${encodeURIComponent('华东分公司')}&dataId=abc`,
      { token: admin },
    );
    expect(check.status).toBe(400);
    expect(await tenantIds()).toEqual([1, 2, 3]);
  });

  it('refuses to delete a tenant users belong to, and deletes one without users', async () => {
    await createUser(server, {
      username: 'eastuser',
      password: 'East!user#2026',
      roleIds: [USER_ROLE_ID],
      tenantIds: [2],
    });
    const refused = await del('delete?id=2');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('租户（ID：2）下还有用户，不能删除');
    const batch = await del('deleteBatch?ids=2,3');
    expect(batch.status).toBe(409);
    expect(await tenantIds()).toEqual([1, 2, 3]);
    expect((await del('delete?id=1')).status).toBe(409);
    expect((await del('delete?id=3')).status).toBe(200);
    expect(await tenantIds()).toEqual([1, 2]);
  });
});
