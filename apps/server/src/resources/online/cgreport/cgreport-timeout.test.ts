import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { addReport, useCgreportServer } from '../../../test/cgreport-fixture';

type Page = { records: Record<string, unknown>[]; total: number };

/** A report that runs over the time limit is stopped and answered as such, and the server keeps serving. */
describe.each(dialects)('online report time limit on %s', (dialect) => {
  const kit = useCgreportServer(dialect, 'rptimeplain', { timeoutSeconds: 1, exportMaxRows: 1000 });
  // a count over five copies of the dictionary items (some 10^10 rows) when `run` is yes, none otherwise
  const counting =
    'select count(*) as n from sys_dict_item a, sys_dict_item b, sys_dict_item c, sys_dict_item d, sys_dict_item e ' +
    "where '${run}' = 'yes'";

  it('stops a statement over the limit with a clear answer, then serves the next call', async () => {
    const id = await addReport(kit, {
      head: { code: 'rp_slow', name: '慢报表', cgrSql: counting },
      items: [{ fieldName: 'n', fieldTxt: '数量', fieldType: 'Integer' }],
      params: [{ paramName: 'run', paramTxt: '运行', paramValue: 'no' }],
    });
    const quick = await kit.api<Page>('GET', `/online/cgreport/api/getData/${id}`);
    expect(quick.status, quick.body.message).toBe(200);
    expect(Number(quick.body.result.records[0]?.n)).toBe(0);

    const started = performance.now();
    const slow = await kit.api<Page>('GET', `/online/cgreport/api/getData/${id}?self_run=yes`);
    const ms = performance.now() - started;
    expect(slow.status).toBe(400);
    expect(slow.body.message).toBe('报表查询超过 1 秒的时限，已中止：请缩小查询范围或优化 SQL');
    expect(ms).toBeLessThan(5000);
    const english = await kit.api(
      'GET',
      `/online/cgreport/api/getData/${id}?self_run=yes`,
      undefined,
      'en_US',
    );
    expect(english.body.message).toContain('ran over its limit of 1 s');

    const after = await kit.api<Page>('GET', `/online/cgreport/api/getData/${id}?self_run=no`);
    expect(Number(after.body.result.records[0]?.n)).toBe(0);
    expect((await kit.api('GET', '/online/cgreport/head/list')).status).toBe(200);
  });
});
