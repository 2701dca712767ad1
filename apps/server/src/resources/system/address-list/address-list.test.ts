import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import type { AddressEntry } from './address-list.repo';

type Page = { records: AddressEntry[]; total: number; current: number; size: number };
const PASSWORD = 'Addr!user#2026';

describe.each(dialects)('the address list on %s', (dialect) => {
  let server: TestServer;
  let plain: string;
  const list = (query: string, token = plain) =>
    call<Page>(server, 'GET', `/sys/user/queryByOrgCodeForAddressList?${query}`, { token });
  const names = (page: Page) => page.records.map((r) => r.username).sort();

  beforeAll(async () => {
    server = await startServer(dialect);
    await login(server, 'admin', ADMIN_PASSWORD);
    const db = server.ctx.db;
    await db
      .insertInto('sys_position')
      .values({
        id: 'pos-1',
        code: 'P_WELD',
        name: '焊接工程师',
        post_rank: '3',
        org_code: null,
        create_by: 'test',
        create_time: server.ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
    const rd = await createUser(server, {
      username: 'rd_zhang',
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      departIds: ['depart-A01A01'],
    });
    await db
      .updateTable('sys_user')
      .set({
        realname: '张研发',
        work_no: 'W001',
        post: 'P_WELD',
        phone: '13800000001',
        email: 'zhang@weld.cn',
      })
      .where('id', '=', rd)
      .execute();
    await createUser(server, {
      username: 'sales_li',
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      departIds: ['depart-A01A02'],
    });
    await createUser(server, {
      username: 'pv_wang',
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      departIds: ['depart-A02'],
    });
    const gone = await createUser(server, {
      username: 'rd_gone',
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      departIds: ['depart-A01A01'],
    });
    await db.updateTable('sys_user').set({ del_flag: 1 }).where('id', '=', gone).execute();
    plain = await login(server, 'sales_li', PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('lists the people of a department and its sub-departments, without deleted users', async () => {
    // the admin belongs to A01 and A01A01 (seed)
    expect(names((await list('orgCode=A01A01')).body.result)).toEqual(['admin', 'rd_zhang']);
    expect(names((await list('orgCode=A01')).body.result)).toEqual(['admin', 'rd_zhang', 'sales_li']);
    expect(names((await list('orgCode=A02')).body.result)).toEqual(['pv_wang']);
    expect((await list('orgCode=A09')).body.result).toMatchObject({ records: [], total: 0 });
  });

  it('answers only contact fields, with the position name and the departments', async () => {
    const { body } = await list(`orgCode=A01A01&realname=${encodeURIComponent('张研发')}`);
    expect(body.result.records).toEqual([
      {
        id: expect.any(String),
        realname: '张研发',
        username: 'rd_zhang',
        workNo: 'W001',
        post: 'P_WELD',
        postText: '焊接工程师',
        phone: '13800000001',
        email: 'zhang@weld.cn',
        departNames: '研发部',
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/password|salt|scrypt|status/);
  });

  it('searches by name, pages, and refuses wildcards, bad parameters and signed-out callers', async () => {
    expect(names((await list(`realname=${encodeURIComponent('研发')}`)).body.result)).toEqual(['rd_zhang']);
    expect((await list(`realname=${encodeURIComponent('%')}`)).body.result.total).toBe(0);
    const page = (await list('orgCode=A01&pageNo=2&pageSize=1')).body.result;
    expect(page).toMatchObject({ total: 3, current: 2, size: 1 });
    expect(page.records).toHaveLength(1);
    expect((await list('orgCode=A01%25')).status).toBe(400);
    expect((await list('pageSize=1000')).status).toBe(400);
    expect((await call(server, 'GET', '/sys/user/queryByOrgCodeForAddressList?orgCode=A01')).status).toBe(
      401,
    );
  });
});
