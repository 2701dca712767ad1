import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

type Rec = Record<string, unknown> & { id: string };
type Version = {
  id: string;
  dataTable: string;
  dataId: string;
  dataVersion: number;
  dataContent: Record<string, unknown>;
  createBy: string | null;
  createTime: string;
};
const PASSWORD = 'Weld!data#2026';

describe.each(dialects)('the data log on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const versions = (table: string, id: string, token = admin) =>
    call<{ id: string; dataVersion: number; createBy: string }[]>(
      server,
      'GET',
      `/sys/dataLog/queryDataVerList?dataTable=${table}&dataId=${id}`,
      { token },
    );
  const compare = (a: string, b: string, token = admin) =>
    call<Version[]>(server, 'GET', `/sys/dataLog/queryCompareList?dataId1=${a}&dataId2=${b}`, { token });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'plaindata', password: PASSWORD, roleIds: [USER_ROLE_ID] });
    await createUser(server, { username: 'plainread', password: PASSWORD, roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'plainread', PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('stores a version on add and on every edit, and compares two of them', async () => {
    const added = await call<Rec>(server, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'DL01', name: '焊工', postRank: '1' },
    });
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.id;
    for (const name of ['高级焊工', '焊接技师']) {
      expect(
        (await call(server, 'PUT', '/sys/position/edit', { token: admin, body: { id, name } })).status,
      ).toBe(200);
    }
    const list = await versions('sys_position', id);
    expect(list.status).toBe(200);
    expect(list.body.result.map((v) => [v.dataVersion, v.createBy])).toEqual([
      [1, 'admin'],
      [2, 'admin'],
      [3, 'admin'],
    ]);
    const answer = await compare(list.body.result[2].id, list.body.result[0].id);
    expect(answer.status).toBe(200);
    const [older, newer] = answer.body.result;
    expect([older.dataVersion, newer.dataVersion]).toEqual([1, 3]);
    expect(older.dataContent).toMatchObject({ id, code: 'DL01', name: '焊工', postRank: '1' });
    expect(newer.dataContent).toMatchObject({ id, code: 'DL01', name: '焊接技师', postRank: '1' });
  });

  it('keeps the state before the first edit of a record written before logging, and never a secret', async () => {
    const userId = (
      await server.ctx.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'plaindata')
        .executeTakeFirstOrThrow()
    ).id;
    const edited = await call(server, 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: userId, realname: '数据日志用户', password: 'New!Pass#2026x' },
    });
    expect(edited.status, edited.body.message).toBe(200);
    const list = (await versions('sys_user', userId)).body.result;
    expect(list.map((v) => v.dataVersion)).toEqual([1, 2]);
    const [before, after] = (await compare(list[0].id, list[1].id)).body.result;
    expect(before.dataContent.realname).toBe('plaindata');
    expect(after.dataContent.realname).toBe('数据日志用户');
    expect(before.createBy).toBe('test');
    const stored = await server.ctx.db
      .selectFrom('sys_data_log')
      .select('data_content')
      .where('data_id', '=', userId)
      .execute();
    for (const row of stored) expect(row.data_content).not.toMatch(/scrypt|"password"|"salt"/);
  });

  it('writes no version for a refused edit', async () => {
    const role = await call<Rec>(server, 'POST', '/sys/role/add', {
      token: admin,
      body: { roleName: '质检员', roleCode: 'qc_dl' },
    });
    expect(role.status, role.body.message).toBe(200);
    const bad = await call(server, 'PUT', '/sys/role/edit', {
      token: admin,
      body: { id: role.body.result.id, roleCode: 'bad code!' },
    });
    expect(bad.status).toBe(400);
    expect((await versions('sys_role', role.body.result.id)).body.result.map((v) => v.dataVersion)).toEqual([
      1,
    ]);
  });

  it('lists versions with filters; compares only two versions of one record; needs the right', async () => {
    const page = await call<PageResult<Rec>>(
      server,
      'GET',
      '/sys/dataLog/list?dataTable=sys_position&column=dataVersion&order=desc',
      { token: admin },
    );
    expect(page.status).toBe(200);
    expect(page.body.result.records.map((r) => r.dataVersion)).toEqual([3, 2, 1]);
    const all = await server.ctx.db.selectFrom('sys_data_log').select(['id', 'data_table']).execute();
    const position = all.find((r) => r.data_table === 'sys_position')!.id;
    const user = all.find((r) => r.data_table === 'sys_user')!.id;
    expect((await compare(position, user)).status).toBe(400);
    expect((await compare(position, position)).status).toBe(400);
    expect((await compare(position, 'no-such')).status).toBe(404);
    expect((await call(server, 'GET', '/sys/dataLog/list', { token: plain })).status).toBe(403);
    expect((await versions('sys_position', 'x', plain)).status).toBe(403);
    expect((await compare(position, user, plain)).status).toBe(403);
  });
});
