import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { addReport, dictReport, useCgreportServer } from '../../../test/cgreport-fixture';

type Page = { records: Record<string, unknown>[]; total: number };

const SLEEPS = ['pg_sleep(3)', 'sleep(3)', 'benchmark(100000000, md5(1))', "load_file('/etc/passwd')"];

/**
 * The classic attacks on the report designer, parseSql and getData: each is refused, or answers only what the
 * SELECT allows (no row of another table, no secret, no delay, nothing written).
 */
describe.each(dialects)('attacks on online reports on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rpattackplain');
  const withSql = (code: string, cgrSql: string) => ({
    ...dictReport(code),
    head: { ...dictReport(code).head, cgrSql },
  });
  const parse = (sql: string) =>
    kit.api('POST', `/online/cgreport/head/parseSql?sql=${encodeURIComponent(sql)}`);

  it('refuses stacked statements, secret columns and time-based payloads in the designer and parseSql', async () => {
    const attacks: [string, string][] = [
      ["select item_text from sys_dict_item where '${code}' = 'x'; delete from sys_log", '只能是一条 SELECT'],
      [
        "select item_value, item_text from sys_dict_item where '${code}' = 'x' union select username, password from sys_user",
        '机密字段 password',
      ],
      ["select * from sys_user where '${code}' = 'x'", '不能用 * 查询'],
      ...SLEEPS.map((call): [string, string] => [`select ${call} as s where '\${code}' = 'x'`, '']),
      ["select item_text from sys_dict_item where item_text = 'a\\' or 1=1 -- ${code}'", '反斜杠'],
    ];
    for (const [sql, text] of attacks) {
      const added = await kit.api('POST', '/online/cgreport/head/add', withSql('rp_attack', sql));
      expect(added.status, sql).toBe(400);
      const parsed = await parse(sql);
      expect(parsed.status, sql).toBe(400);
      expect(parsed.body.message, sql).toContain(text);
    }
    // only the popup reports migration 0036 seeds
    expect((await kit.api<Page>('GET', '/online/cgreport/head/list')).body.result.total).toBe(2);
  });

  it('runs what a comment hides as the comment it is', async () => {
    const sql =
      "select item_value, item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id where d.dict_code = '${code}' " +
      '/*!50000 union select username, password from sys_user */ -- union select username, salt from sys_user';
    const id = await addReport(kit, withSql('rp_comment', sql));
    const page = await kit.api<Page>('GET', `/online/cgreport/api/getData/${id}`);
    expect(page.status, page.body.message).toBe(200);
    expect(page.body.result.records.map((r) => r.item_text).sort()).toEqual(['女', '男']);
  });

  it('binds parameters and query values that carry quotes, comments and delays', async () => {
    const id = await addReport(kit, dictReport('rp_bound'));
    const payloads = [
      "sex' or '1'='1",
      "sex' union select username, password, 1, 'x' from sys_user --",
      "x'; delete from sys_dict_item; --",
      "sex' and pg_sleep(3) is null --",
      "sex' and sleep(3) --",
      "sex\\' or 1=1 #",
    ];
    for (const payload of payloads) {
      const started = performance.now();
      const param = await kit.api<Page>(
        'GET',
        `/online/cgreport/api/getData/${id}?self_code=${encodeURIComponent(payload)}`,
      );
      expect(param.status, payload).toBe(200);
      expect(param.body.result.total, payload).toBe(0);
      const filter = await kit.api<Page>(
        'GET',
        `/online/cgreport/api/getData/${id}?item_text=${encodeURIComponent(payload)}`,
      );
      expect(filter.body.result.total, payload).toBe(0);
      expect(performance.now() - started, payload).toBeLessThan(2500);
    }
    const sorted = await kit.api(
      'GET',
      `/online/cgreport/api/getData/${id}?column=${encodeURIComponent('item_text;drop table sys_log')}`,
    );
    expect(sorted.status).toBe(400);
    const order = await kit.api(
      'GET',
      `/online/cgreport/api/getData/${id}?column=item_text&order=${encodeURIComponent('desc, (select 1)')}`,
    );
    expect(order.status).toBe(400);
    // nothing was written
    const sex = await kit.api<Page>('GET', `/online/cgreport/api/getData/${id}`);
    expect(sex.body.result.total).toBe(2);
  });
});
