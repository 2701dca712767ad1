import { describe, expect, it } from 'vitest';
import { addReport } from '../../../test/cgreport-fixture';
import { call } from '../../../test/client';
import { ordersReport, sourceKinds, useSourceReports } from '../../../test/report-source-fixture';

/** A report's data source reaches only the hosts the operator allowed (DATA_SOURCE_ALLOWED_HOSTS). */
describe.each(sourceKinds)('online report data source on %s under the host allow-list', (kind) => {
  const reports = useSourceReports(kind);
  const { kit, code, data } = reports;

  it('refuses a data source whose host is not allowed, connecting to nothing', async () => {
    const id = await addReport(kit, ordersReport(`rp_moved_${kind}`, code));
    expect((await data(id, '')).status).toBe(200);
    // the data source is pointed elsewhere behind the allow-list's back (as an old row, or a changed setting, would be)
    const row = await kit.server.ctx.db
      .selectFrom('sys_data_source')
      .select(['id', 'db_url'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const moved = row.db_url.replace(/\/\/127\.0\.0\.1:\d+/, `//127.0.0.2:${reports.guard.port}`);
    await kit.server.ctx.db
      .updateTable('sys_data_source')
      .set({ db_url: moved, update_time: '2099-01-01 00:00:00' })
      .where('id', '=', row.id)
      .execute();
    try {
      const refused = await data(id, '');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `不允许连接 127.0.0.2:${reports.guard.port}：该主机不在允许的数据源主机（DATA_SOURCE_ALLOWED_HOSTS）之中`,
      );
      const metadata = row.db_url.replace(/\/\/127\.0\.0\.1:\d+/, '//169.254.169.254:80');
      await kit.server.ctx.db
        .updateTable('sys_data_source')
        .set({ db_url: metadata, update_time: '2099-01-02 00:00:00' })
        .where('id', '=', row.id)
        .execute();
      const parse = await kit.api('POST', '/online/cgreport/head/parseSql', {
        sql: 'select 1 as one',
        dbKey: code,
      });
      expect(parse.status).toBe(400);
      expect(parse.body.message).toMatch(/^不允许连接 169\.254\.169\.254:80/);
      expect(reports.guard.connections()).toBe(0);
    } finally {
      await kit.server.ctx.db
        .updateTable('sys_data_source')
        .set({ db_url: row.db_url, update_time: '2099-01-03 00:00:00' })
        .where('id', '=', row.id)
        .execute();
    }
    // the old pool was dropped with the change; the restored setting opens a new one
    expect((await data(id, '')).status).toBe(200);
  });

  it('tests a data source for the designer under the same host rules', async () => {
    const settings = reports.source.form(code);
    const test = (body: Record<string, unknown>, token = kit.admin) =>
      call(kit.server, 'POST', '/online/cgreport/api/testConnection', { token, body });
    const passed = await test({
      dbType: kind,
      dbUrl: settings.dbUrl,
      dbUsername: settings.dbUsername,
      dbPassword: settings.dbPassword,
    });
    expect(passed.status, passed.body.message).toBe(200);
    const elsewhere = settings.dbUrl.replace(/\/\/127\.0\.0\.1:\d+/, `//127.0.0.2:${reports.guard.port}`);
    const refused = await test({ dbType: kind, dbUrl: elsewhere });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^不允许连接 127\.0\.0\.2:/);
    expect(reports.guard.connections()).toBe(0);
    expect((await test({ dbType: kind, dbUrl: settings.dbUrl }, kit.plain)).status).toBe(403);
  });
});
