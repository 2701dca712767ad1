import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { addReport, DICT_SQL, dictReport, useCgreportServer } from '../../../test/cgreport-fixture';
import { eventually } from '../../../test/cgform-fixture';

type Page = { records: Record<string, unknown>[]; total: number };

/** The report designer: add, edit, delete, items and params, parseSql; what the designer sees after each call. */
describe.each(dialects)('online report design on %s', (dialect) => {
  const kit = useCgreportServer(dialect);

  it('adds a report with its items and params, lists, edits and deletes it', async () => {
    const id = await addReport(kit, dictReport('rp_dicts'));
    const list = await kit.api<Page>('GET', '/online/cgreport/head/list?code=*rp_dict*');
    expect(list.body.result.records.map((r) => r.code)).toEqual(['rp_dicts']);
    const items = await kit.api<{ fieldName: string; isSearch: number }[]>(
      'GET',
      `/online/cgreport/item/listByHeadId?headId=${id}`,
    );
    expect(items.body.result.map((i) => i.fieldName)).toEqual([
      'item_value',
      'item_text',
      'sort_order',
      'dict_code',
    ]);
    const params = await kit.api<{ paramName: string; paramValue: string }[]>(
      'GET',
      `/online/cgreport/param/listByHeadId?headId=${id}`,
    );
    expect(params.body.result).toMatchObject([{ paramName: 'code', paramValue: 'sex' }]);

    const edited = dictReport('rp_dicts2');
    edited.items = edited.items.slice(0, 2);
    const saved = await kit.api<{ code: string }>('PUT', '/online/cgreport/head/edit', {
      ...edited,
      head: { ...edited.head, id },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('保存成功！');
    const after = await kit.api<unknown[]>('GET', `/online/cgreport/item/listByHeadId?headId=${id}`);
    expect(after.body.result).toHaveLength(2);

    const removed = await kit.api('DELETE', `/online/cgreport/head/delete?id=${id}`);
    expect(removed.status).toBe(200);
    expect((await kit.api('GET', `/online/cgreport/item/listByHeadId?headId=${id}`)).status).toBe(404);
    await eventually(async () => {
      const logs = await kit.server.ctx.db
        .selectFrom('sys_log')
        .select('log_content')
        .where('request_url', 'like', '%/online/cgreport/head/%')
        .execute();
      expect(logs.map((l) => l.log_content)).toEqual(
        expect.arrayContaining([
          '在线报表 rp_dicts：新建报表',
          '在线报表 rp_dicts2：保存设计',
          '在线报表 rp_dicts2：删除报表',
        ]),
      );
    });
  });

  it('refuses bad designs at their field, in the caller language, and writes nothing', async () => {
    await addReport(kit, dictReport('rp_taken'));
    const cases: [unknown, string, string][] = [
      [{ ...dictReport('1bad'), head: { ...dictReport('1bad').head } }, 'head.code', '报表编码须以字母开头'],
      [dictReport('rp_taken'), 'head.code', '已被其他报表使用'],
      [
        { ...dictReport('rp_src'), head: { ...dictReport('rp_src').head, dbSource: 'erp' } },
        'head.dbSource',
        '数据源 erp 不存在',
      ],
      [{ ...dictReport('rp_noparam'), params: [] }, 'head.cgrSql', '${code}'],
      [
        {
          ...dictReport('rp_write'),
          head: { ...dictReport('rp_write').head, cgrSql: 'delete from sys_log' },
        },
        'head.cgrSql',
        '报表只能是 SELECT 查询',
      ],
      [
        {
          ...dictReport('rp_badtable'),
          head: { ...dictReport('rp_badtable').head, cgrSql: 'select a from no_such_table' },
        },
        'message',
        '报表 SQL 执行失败',
      ],
    ];
    for (const [design, field, text] of cases) {
      const answer = await kit.api<{ errors?: Record<string, string> }>(
        'POST',
        '/online/cgreport/head/add',
        design,
      );
      expect(answer.status, field).toBeGreaterThanOrEqual(400);
      const message = field === 'message' ? answer.body.message : (answer.body.result?.errors?.[field] ?? '');
      expect(message, field).toContain(text);
    }
    const english = await kit.api('POST', '/online/cgreport/head/add', dictReport('1bad'), 'en_US');
    expect(english.body.message).toContain('A report code starts with a letter');
    const list = await kit.api<Page>('GET', '/online/cgreport/head/list');
    // beside the popup reports migration 0036 seeds
    expect(list.body.result.records.map((r) => r.code).sort()).toEqual([
      'rp_taken',
      'sys_position',
      'sys_user',
    ]);
  });

  it('parses a SQL into its columns with types and its parameters, reading no row', async () => {
    const answer = await kit.api<{
      fields: { fieldName: string; fieldType: string }[];
      params: { paramName: string }[];
    }>('POST', `/online/cgreport/head/parseSql?sql=${encodeURIComponent(DICT_SQL)}`);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.fields.map((f) => f.fieldName)).toEqual([
      'item_value',
      'item_text',
      'sort_order',
      'dict_code',
    ]);
    expect(answer.body.result.fields.find((f) => f.fieldName === 'sort_order')?.fieldType).toBe('Integer');
    expect(answer.body.result.params.map((p) => p.paramName)).toEqual(['code']);
    const refused = await kit.api(
      'POST',
      `/online/cgreport/head/parseSql?sql=${encodeURIComponent('select 1; select 2')}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('报表只能是一条 SELECT 语句');
    const external = await kit.api('POST', `/online/cgreport/head/parseSql?sql=select%201&dbKey=erp`);
    expect(external.status).toBe(400);
    expect(external.body.message).toContain('数据源 erp 不存在');
  });
});
