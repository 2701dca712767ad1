import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { useCgreportServer } from '../../../test/cgreport-fixture';
import { userWith } from '../../../test/weld-fixture';

type Page = { records: Record<string, unknown>[]; total: number };
type Columns = { columns: { dataIndex: string; title: string }[]; dictOptions: Record<string, unknown[]> };
type QueryInfo = { field: string; mode: string }[];

/** The seeded popup reports (migration 0036) as the popup picker reads them, and the attacks tried through them. */
describe.each(dialects)('popup reports on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rppopplain');
  const data = (code: string, query: string, token?: string) =>
    call<Page>(kit.server, 'GET', `/online/cgreport/api/getData/${code}?${query}`, {
      token: token ?? kit.admin,
    });

  it('serve users and positions by code: columns, query fields, dictionary texts, filters', async () => {
    const columns = await kit.api<Columns>('GET', '/online/cgreport/api/getRpColumns/sys_user');
    expect(columns.status, columns.body.message).toBe(200);
    expect(columns.body.result.columns.map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'work_no',
      'sex',
      'phone',
      'email',
    ]);
    expect(columns.body.result.dictOptions.sex.length).toBeGreaterThan(1);
    const info = await kit.api<QueryInfo>('GET', '/online/cgreport/api/getQueryInfo/sys_user');
    expect(info.body.result.map((q) => q.field)).toEqual(['username', 'realname', 'work_no']);

    const admin = await data('sys_user', `username=adm&pageSize=10`);
    expect(admin.status, admin.body.message).toBe(200);
    expect(admin.body.result.records).toEqual([
      expect.objectContaining({ username: 'admin', realname: '管理员' }),
    ]);
    // the row key comes along; no secret does
    expect(Object.keys(admin.body.result.records[0]).sort()).toEqual(
      ['email', 'id', 'phone', 'realname', 'sex', 'username', 'work_no'].sort(),
    );
    const positions = await data('sys_position', 'pageSize=50');
    expect(positions.status, positions.body.message).toBe(200);
    const ranked = positions.body.result.records.find((r) => r.post_rank);
    if (ranked) expect(ranked.post_rank_dictText).toBeTruthy();
  });

  it('open only for holders of the report right, which the list screen holders got', async () => {
    expect((await data('sys_user', 'pageSize=10', kit.plain)).status).toBe(403);
    const lister = await userWith(kit.server, 'rppoplister', ['online:report:sys_user:view']);
    expect((await data('sys_user', 'pageSize=10', lister.token)).status).toBe(200);
    expect((await data('sys_position', 'pageSize=10', lister.token)).status).toBe(403);
  });

  it('refuse or defuse the classic attacks through the popup calls', async () => {
    // a sort on a secret column the report does not return
    const sort = await data('sys_user', 'column=password&order=asc');
    expect(sort.status).toBe(400);
    // an order that is not a direction
    expect((await data('sys_user', 'column=username&order=asc;drop table sys_user')).status).toBe(400);
    // quotes, comments, stacked statements and UNION in a query field are text to look for
    for (const payload of [
      "' or '1'='1",
      "admin' --",
      "x'; delete from sys_user; --",
      "' union select password, salt, 1, 1, 1, 1, 1 from sys_user --",
      "admin'/**/or/**/1=1#",
    ]) {
      const answer = await data('sys_user', `username=${encodeURIComponent(payload)}`);
      expect(answer.status, payload).toBe(200);
      expect(answer.body.result.total, payload).toBe(0);
    }
    // a code that names a table is not a report
    expect((await data('sys_user;select 1', 'pageSize=10')).status).toBe(404);
    // the users are all still there
    expect((await data('sys_user', 'username=admin')).body.result.total).toBe(1);
  });
});
