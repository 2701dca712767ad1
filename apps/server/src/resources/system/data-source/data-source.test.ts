import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { parseHostRules } from '../../../lib/host-allow-list';
import { decryptSecret } from './secret-box';

type Rec = Record<string, unknown> & { id: string };
const KEY = Buffer.alloc(32, 7);
const PASSWORD = 'Db!pass#2026';

/** host:port/db, user and password of a test server URL, in the data-source form's fields */
function formOf(url: string, type: 'mysql' | 'postgresql') {
  const u = new URL(url);
  return {
    dbType: type,
    dbUrl: `jdbc:${type}://${u.hostname}:${u.port || (type === 'mysql' ? 3306 : 5432)}${u.pathname}`,
    dbUsername: decodeURIComponent(u.username),
    dbPassword: decodeURIComponent(u.password),
  };
}

/** What an operator would list: the database servers data sources point at (here the test servers, a closed port and a name that does not resolve) */
const allowedHosts = [
  '127.0.0.1:5432',
  '127.0.0.1:1',
  'no-such-host.invalid:3306',
  ...[process.env.TEST_PG_URL, process.env.TEST_MYSQL_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).host),
].join(',');

describe.each(dialects)('data sources on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-ds-'));
  const sqliteFile = path.join(dir, 'other.db');
  const test = (body: Record<string, unknown>, token = admin, lang?: string) =>
    call(server, 'POST', '/sys/dataSource/testConnection', { token, body, lang });
  const stored = async (code: string) =>
    server.ctx.db
      .selectFrom('sys_data_source')
      .select(['id', 'db_password'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    new SqliteDatabase(sqliteFile).close();
    server = await startServer(dialect, {
      dataSourceKey: KEY,
      dataSourceAllowedHosts: parseHostRules(allowedHosts),
    });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'dsuser', password: 'Ds!user#2026', roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'dsuser', 'Ds!user#2026');
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores the password encrypted, never answers it, and keeps it when an edit leaves it blank', async () => {
    const added = await call<Rec>(server, 'POST', '/sys/dataSource/add', {
      token: admin,
      body: {
        code: 'erp',
        name: 'ERP 库',
        dbType: 'postgresql',
        dbUrl: 'jdbc:postgresql://127.0.0.1:5432/erp',
        dbUsername: 'erp',
        dbPassword: PASSWORD,
      },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.result).not.toHaveProperty('dbPassword');
    const row = await stored('erp');
    expect(row.db_password).toMatch(/^v1:/);
    expect(row.db_password).not.toContain(PASSWORD);
    expect(decryptSecret(KEY, row.db_password as string)).toBe(PASSWORD);
    const answers = [
      await call(server, 'GET', '/sys/dataSource/list', { token: admin }),
      await call(server, 'GET', `/sys/dataSource/queryById?id=${row.id}`, { token: admin }),
    ];
    for (const answer of answers)
      expect(JSON.stringify(answer.body)).not.toMatch(/dbPassword|db_password|v1:|Db!pass/);
    await call(server, 'PUT', '/sys/dataSource/edit', {
      token: admin,
      body: { id: row.id, name: 'ERP 主库', dbPassword: '' },
    });
    expect((await stored('erp')).db_password).toBe(row.db_password);
    await call(server, 'PUT', '/sys/dataSource/edit', {
      token: admin,
      body: { id: row.id, dbPassword: 'N3w!pass' },
    });
    expect(decryptSecret(KEY, (await stored('erp')).db_password as string)).toBe('N3w!pass');
  });

  it('connects to an SQLite file and refuses a missing one, a malformed URL and an unreachable host with clear messages', async () => {
    expect((await test({ dbType: 'sqlite', dbUrl: `jdbc:sqlite:${sqliteFile}` })).body).toMatchObject({
      success: true,
      message: '数据库连接成功',
    });
    const missing = await test({ dbType: 'sqlite', dbUrl: `jdbc:sqlite:${path.join(dir, 'none.db')}` });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('SQLite 数据库文件不存在或无法打开');
    expect(fs.existsSync(path.join(dir, 'none.db'))).toBe(false);
    expect((await test({ dbType: 'mysql', dbUrl: 'not a url' })).body.message).toContain(
      '数据源地址格式不正确',
    );
    const refused = await test(
      { dbType: 'postgresql', dbUrl: 'jdbc:postgresql://127.0.0.1:1/x', dbUsername: 'x', dbPassword: 'y' },
      admin,
      'en_US',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Connection refused: check the host and port and whether the database server is running',
    );
    const unknown = await test({
      dbType: 'mysql',
      dbUrl: 'jdbc:mysql://no-such-host.invalid:3306/x',
      dbUsername: 'x',
    });
    expect(unknown.status).toBe(400);
    // a listed name that does not resolve; one that is not listed is refused before any lookup
    expect(unknown.body.message).toMatch(/找不到数据库主机|连接超时/);
    expect(
      (await test({ dbType: 'mysql', dbUrl: 'jdbc:mysql://no-such-host.invalid:3307/x', dbUsername: 'x' }))
        .body.message,
    ).toBe(
      '不允许连接 no-such-host.invalid:3307：该主机不在允许的数据源主机（DATA_SOURCE_ALLOWED_HOSTS）之中',
    );
    expect(JSON.stringify(unknown.body)).not.toMatch(/at .*\.js|stack/i);
  });

  it('needs the test right', async () => {
    expect((await test({ dbType: 'sqlite', dbUrl: `jdbc:sqlite:${sqliteFile}` }, plain)).status).toBe(403);
    expect(
      (
        await call(server, 'POST', '/sys/dataSource/testConnection', {
          body: { dbType: 'sqlite', dbUrl: 'x' },
        })
      ).status,
    ).toBe(401);
  });

  const real: ['mysql' | 'postgresql', string | undefined][] = [
    ['postgresql', process.env.TEST_PG_URL],
    ['mysql', process.env.TEST_MYSQL_URL],
  ];
  for (const [type, url] of real) {
    it.runIf(url)(
      `connects to the real ${type} server, with the stored password when the form leaves it blank`,
      async () => {
        const form = formOf(url as string, type);
        expect((await test(form)).status).toBe(200);
        const code = `real_${type}`;
        const added = await call<Rec>(server, 'POST', '/sys/dataSource/add', {
          token: admin,
          body: { code, name: type, ...form },
        });
        expect(added.status, added.body.message).toBe(200);
        expect((await test({ ...form, dbPassword: '', id: added.body.result.id })).body.message).toBe(
          '数据库连接成功',
        );
        const denied = await test({ ...form, dbUsername: 'no_such_user_weld', dbPassword: 'wrong' });
        expect(denied.status).toBe(400);
        expect(denied.body.message).toBe('用户名或密码错误，或该用户无权访问此数据库');
      },
    );
  }
});
