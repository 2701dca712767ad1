import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addReport } from '../../../test/cgreport-fixture';
import { ORDERS_SQL, ordersReport, sourceKinds, useSourceReports } from '../../../test/report-source-fixture';
import { newId } from '../../../db/ids';
import { cellText } from '../../../kit/excel/cells';
import { reportTarget } from './report-source';

/** Online reports on an external data source (PostgreSQL, MariaDB) read from a SQLite product. */
describe.each(sourceKinds)('online report on a %s data source', (kind) => {
  const reports = useSourceReports(kind);
  const { kit, code, data } = reports;

  it('parses, pages with a parameter, totals and exports a report read from the data source', async () => {
    const parsed = await kit.api<{ fields: { fieldName: string; fieldType: string }[]; params: unknown[] }>(
      'POST',
      '/online/cgreport/head/parseSql',
      { sql: ORDERS_SQL, dbKey: code },
    );
    expect(parsed.status, parsed.body.message).toBe(200);
    expect(parsed.body.result.fields.map((f) => `${f.fieldName}:${f.fieldType}`)).toEqual([
      'id:Integer',
      'region:String',
      'amount:Integer',
    ]);
    // rp_orders is in the data source only: the product's own database has no such table
    expect((await kit.api('POST', '/online/cgreport/head/parseSql', { sql: ORDERS_SQL })).status).toBe(400);

    const id = await addReport(kit, ordersReport(`rp_${kind}`, code));
    const head = await kit.server.ctx.db
      .selectFrom('onl_cgreport_head')
      .select('db_source')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(head.db_source).toBe(code);

    const north = await data(id, 'column=amount&order=asc&pageNo=1&pageSize=3');
    expect(north.status, north.body.message).toBe(200);
    expect(north.body.result.records.map((r) => Number(r.amount))).toEqual([1, 5, 9]);
    expect(north.body.result.total).toBe(25);
    // north holds 1, 5, 9 … 97: their sum
    expect(north.body.result.totals).toEqual({ amount: 1225 });
    const east = await data(id, 'self_region=east&amount_begin=10&amount_end=20&column=amount&order=desc');
    expect(east.body.result.records.map((r) => Number(r.amount))).toEqual([19, 15, 11]);
    const injected = await data(id, `self_region=${encodeURIComponent("north' or '1'='1")}`);
    expect(injected.body.result.total).toBe(0);

    const file = await fetch(
      `${kit.server.api}/online/cgreport/api/exportXls/${id}?self_region=west&column=amount`,
      {
        headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'zh_CN' },
      },
    );
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as CellValue[]).slice(1).map(cellText)));
    expect(rows[2]).toEqual(['编号', '区域', '金额']);
    expect(rows.slice(3)).toHaveLength(25);
    expect(rows[3]).toEqual(['4', 'west', '4']);
  });

  it('checks the SQL in the data source dialect and refuses writes there', async () => {
    if (kind === 'postgresql') {
      // a cast the product's SQLite grammar does not know
      const cast = await kit.api('POST', '/online/cgreport/head/parseSql', {
        sql: 'select id::text as tag from rp_orders',
        dbKey: code,
      });
      expect(cast.status, cast.body.message).toBe(200);
    }
    const writes = [
      'delete from rp_orders',
      "update rp_orders set region = 'x'",
      'select id from rp_orders for update',
      ...(kind === 'postgresql' ? ['with d as (delete from rp_orders returning id) select id from d'] : []),
    ];
    for (const cgrSql of writes) {
      const refused = await kit.api<{ errors?: Record<string, string> }>(
        'POST',
        '/online/cgreport/head/add',
        { ...ordersReport('rp_write', code, cgrSql), params: [] },
      );
      expect(refused.status, cgrSql).toBe(400);
      expect(refused.body.result?.errors?.['head.cgrSql'], cgrSql).toBeTruthy();
    }
    expect(await reports.source.query("select count(*) as n from rp_orders where region = 'x'")).toEqual([
      { n: kind === 'postgresql' ? '0' : 0 },
    ]);
    expect(Number((await reports.source.query('select count(*) as n from rp_orders'))[0].n)).toBe(100);
  });

  it('runs every statement of the pool in a read-only transaction, whatever passes the checker', async () => {
    const { db } = await reportTarget(kit.server.ctx, code);
    // what the checker would refuse, sent to the pool directly: the database itself refuses it
    const writes =
      kind === 'postgresql'
        ? ['create temp table rp_probe (a int)', 'select id from rp_orders for update']
        : ['delete from rp_orders', "update rp_orders set region = 'x'"];
    // 25006: read_only_sql_transaction; 1792: ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
    const readOnly = kind === 'postgresql' ? { code: '25006' } : { errno: 1792 };
    for (const write of writes) await expect(db.run(write, [], 0), write).rejects.toMatchObject(readOnly);
    expect(Number((await reports.source.query('select count(*) as n from rp_orders'))[0].n)).toBe(100);
    // the pool still serves after the refusals
    expect((await db.run('select count(*) as n from rp_orders', [], 1)).rows).toHaveLength(1);
  });

  it('refuses an unknown or SQLite data source at its field, writing nothing', async () => {
    const now = kit.server.ctx.now();
    await kit.server.ctx.db
      .insertInto('sys_data_source')
      .values({
        id: newId(),
        code: `lite_${kind}`,
        name: 'lite',
        db_type: 'sqlite',
        db_driver: null,
        db_url: 'jdbc:sqlite:/tmp/none.db',
        db_name: null,
        db_username: null,
        db_password: null,
        remark: null,
        create_by: 'test',
        create_time: now,
        update_by: null,
        update_time: null,
      })
      .execute();
    for (const [dbSource, text] of [
      ['no_such_source', '数据源 no_such_source 不存在'],
      [`lite_${kind}`, '报表只能查询 PostgreSQL 或 MySQL 数据源'],
    ]) {
      const refused = await kit.api<{ errors?: Record<string, string> }>(
        'POST',
        '/online/cgreport/head/add',
        ordersReport('rp_badsource', dbSource),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.result?.errors?.['head.dbSource']).toContain(text);
    }
    const english = await kit.api(
      'POST',
      '/online/cgreport/head/parseSql',
      { sql: 'select 1', dbKey: 'nope' },
      'en_US',
    );
    expect(english.body.message).toContain('There is no data source nope');
    const saved = await kit.server.ctx.db
      .selectFrom('onl_cgreport_head')
      .select('code')
      .where('code', '=', 'rp_badsource')
      .execute();
    expect(saved).toEqual([]);
  });

  it('answers a data source it cannot sign in to with a short cause, never the server text', async () => {
    const id = await addReport(kit, ordersReport(`rp_denied_${kind}`, code));
    const row = await kit.server.ctx.db
      .selectFrom('sys_data_source')
      .select(['id', 'db_username'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const rename = (user: string | null, time: string) =>
      kit.server.ctx.db
        .updateTable('sys_data_source')
        .set({ db_username: user, update_time: time })
        .where('id', '=', row.id)
        .execute();
    await rename('rp_no_such_user', '2099-02-01 00:00:00');
    try {
      const denied = await data(id, '');
      expect(denied.status).toBe(400);
      expect(denied.body.message).toBe(`无法连接报表的数据源 ${code}：请在多数据源管理中测试它的连接`);
      expect(JSON.stringify(denied.body)).not.toMatch(/rp_no_such_user|password|authentication|denied/i);
    } finally {
      await rename(row.db_username, '2099-02-02 00:00:00');
    }
    expect((await data(id, '')).status).toBe(200);
  });

  it('stops a slow statement at the time limit and keeps serving', async () => {
    const id = await addReport(kit, {
      head: {
        code: `rp_slow_${kind}`,
        name: '慢报表',
        cgrSql:
          'select count(*) as n from rp_orders a, rp_orders b, rp_orders c, rp_orders d, rp_orders e ' +
          "where '${run}' = 'yes'",
        dbSource: code,
      },
      items: [{ fieldName: 'n', fieldTxt: '数量', fieldType: 'Integer' }],
      params: [{ paramName: 'run', paramTxt: '运行', paramValue: 'no' }],
    });
    const started = performance.now();
    const slow = await data(id, 'self_run=yes');
    expect(slow.status).toBe(400);
    expect(slow.body.message).toBe('报表查询超过 2 秒的时限，已中止：请缩小查询范围或优化 SQL');
    expect(performance.now() - started).toBeLessThan(8000);
    // an export of the same statement stops there too, as an error answer rather than a file
    const exported = await fetch(`${kit.server.api}/online/cgreport/api/exportXls/${id}?self_run=yes`, {
      headers: { 'X-Access-Token': kit.admin, 'X-Lang': 'zh_CN' },
    });
    expect(exported.status).toBe(400);
    expect(((await exported.json()) as { message: string }).message).toContain('2 秒的时限');
    const after = await data(id, 'self_run=no');
    expect(after.status, after.body.message).toBe(200);
    expect(Number(after.body.result.records[0]?.n)).toBe(0);
    expect((await kit.api('GET', '/online/cgreport/head/list')).status).toBe(200);
  });
});
