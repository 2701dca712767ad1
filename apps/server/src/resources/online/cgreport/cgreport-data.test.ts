import { describe, expect, it } from 'vitest';
import { reportViewRight, RIGHTS } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { addReport, dictReport, useCgreportServer } from '../../../test/cgreport-fixture';
import { userWith } from '../../../test/weld-fixture';

type Page = { records: Record<string, unknown>[]; total: number; totals?: Record<string, number | null> };

/** A report's data as its viewer sees it: parameters, query fields, sort, paging, totals, columns and rights. */
describe.each(dialects)('online report data on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rpdataplain');
  const data = (id: string, query: string, token?: string) =>
    call<Page>(kit.server, 'GET', `/online/cgreport/api/getData/${id}?${query}`, {
      token: token ?? kit.admin,
    });

  it('answers pages of rows with parameters, filters, sort and totals', async () => {
    const id = await addReport(kit, dictReport('rp_data'));
    // the default parameter: the sex dictionary, 男 and 女
    const sex = await data(id, 'column=sort_order&order=desc');
    expect(sex.status, sex.body.message).toBe(200);
    expect(sex.body.result.records.map((r) => r.item_text)).toEqual(['女', '男']);
    expect(sex.body.result.total).toBe(2);
    // a self_ parameter, sorted and paged
    const first = await data(id, 'self_code=weld_process&column=sort_order&order=asc&pageNo=1&pageSize=2');
    expect(first.body.result.records.map((r) => r.item_value)).toEqual(['mig', 'tig']);
    expect(first.body.result.total).toBe(5);
    const last = await data(id, 'self_code=weld_process&column=sort_order&order=asc&pageNo=3&pageSize=2');
    expect(last.body.result.records.map((r) => r.item_value)).toEqual(['laser']);
    // a single query field (contains) and a range
    const like = await data(id, `self_code=weld_process&item_text=${encodeURIComponent('焊')}`);
    expect(like.body.result.records.map((r) => r.item_value).sort()).toEqual(['laser', 'mma', 'spot']);
    const range = await data(
      id,
      'self_code=weld_process&sort_order_begin=2&sort_order_end=3&column=sort_order',
    );
    expect(range.body.result.records.map((r) => r.item_value)).toEqual(['tig', 'mma']);
    // 合计 sums every filtered row, not only the page's
    const all = await data(id, 'self_code=weld_process&pageSize=50');
    const sum = all.body.result.records.reduce((n, r) => n + Number(r.sort_order), 0);
    expect(first.body.result.totals).toEqual({ sort_order: sum });
    const inRange = range.body.result.records.reduce((n, r) => n + Number(r.sort_order), 0);
    expect(range.body.result.totals).toEqual({ sort_order: inRange });
    // wildcards a user types are plain text
    expect((await data(id, 'self_code=weld_process&item_text=%25')).body.result.total).toBe(0);
  });

  it('shows a change of the report at once, though its column info is kept', async () => {
    const id = await addReport(kit, dictReport('rp_kept'));
    const columns = async () =>
      (
        await kit.api<{ columns: { title: string }[] }>('GET', `/online/cgreport/api/getColumns/${id}`)
      ).body.result.columns.map((c) => c.title);
    expect(await columns()).toContain('文字');
    const edited = dictReport('rp_kept');
    edited.items = edited.items.map((i) => (i.fieldName === 'item_text' ? { ...i, fieldTxt: '名称' } : i));
    const saved = await kit.api('PUT', '/online/cgreport/head/edit', {
      ...edited,
      head: { ...edited.head, id },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(await columns()).toContain('名称');
    await kit.api('DELETE', `/online/cgreport/head/delete?id=${id}`);
    expect((await kit.api('GET', `/online/cgreport/api/getColumns/${id}`)).status).toBe(404);
  });

  it('refuses a sort on a column the report does not return, and answers the column info', async () => {
    const id = await addReport(kit, dictReport('rp_cols'));
    const bad = await data(id, 'column=password');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('报表没有字段 password');
    const columns = await kit.api<{
      columns: { dataIndex: string; isTotal: string }[];
      cgRpConfigId: string;
    }>('GET', '/online/cgreport/api/getColumns/rp_cols');
    expect(columns.body.result.cgRpConfigId).toBe(id);
    expect(columns.body.result.columns.map((c) => c.dataIndex)).toEqual([
      'item_value',
      'item_text',
      'sort_order',
    ]);
    expect(columns.body.result.columns.find((c) => c.dataIndex === 'sort_order')?.isTotal).toBe('1');
    const query = await kit.api<{ field: string; mode: string }[]>(
      'GET',
      `/online/cgreport/api/getQueryInfo/${id}`,
    );
    expect(query.body.result.map((q) => `${q.field}:${q.mode}`)).toEqual([
      'item_text:single',
      'sort_order:group',
    ]);
    const params = await kit.api<{ field: string; defValue: string }[]>(
      'GET',
      `/online/cgreport/api/getParamsInfo/${id}`,
    );
    expect(params.body.result).toEqual([{ label: '字典编码', field: 'self_code', defValue: 'sex' }]);
  });

  it('serves a report only to holders of its view right or the design right', async () => {
    const id = await addReport(kit, dictReport('rp_rights'));
    const other = await addReport(kit, dictReport('rp_rights_other'));
    const viewer = await userWith(kit.server, 'rpviewer', [reportViewRight('rp_rights')]);
    expect((await data(id, '', viewer.token)).status).toBe(200);
    for (const path of ['getData', 'getColumns', 'getRpColumns', 'getQueryInfo', 'getParamsInfo']) {
      const refused = await call(kit.server, 'GET', `/online/cgreport/api/${path}/${other}`, {
        token: viewer.token,
      });
      expect(refused.status, path).toBe(403);
      expect(
        (await call(kit.server, 'GET', `/online/cgreport/api/${path}/${id}`, { token: kit.plain })).status,
      ).toBe(403);
    }
    const design = dictReport('rp_rights_new');
    const calls: [string, string, unknown?][] = [
      ['GET', '/online/cgreport/head/list'],
      ['POST', '/online/cgreport/head/add', design],
      ['PUT', '/online/cgreport/head/edit', { ...design, head: { ...design.head, id } }],
      ['DELETE', `/online/cgreport/head/delete?id=${id}`],
      ['GET', `/online/cgreport/item/listByHeadId?headId=${id}`],
      ['GET', `/online/cgreport/param/listByHeadId?headId=${id}`],
      ['POST', '/online/cgreport/head/parseSql?sql=select%201'],
    ];
    for (const [method, path, body] of calls)
      expect((await call(kit.server, method, path, { token: viewer.token, body })).status, path).toBe(403);
    const designer = await userWith(kit.server, 'rpdesigner', [RIGHTS.cgreport.design]);
    expect((await data(other, '', designer.token)).status).toBe(200);
    expect(
      (await call(kit.server, 'GET', '/online/cgreport/head/list', { token: designer.token })).status,
    ).toBe(200);
    expect(
      (await kit.api<Page>('GET', '/online/cgreport/head/list?code=rp_rights_new')).body.result.total,
    ).toBe(0);
  });
});
