import net from 'node:net';
import ExcelJS from 'exceljs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { ADMIN_PASSWORD } from '../../../test/server';
import { call, login } from '../../../test/client';
import { parseHostRules } from '../../../lib/host-allow-list';

type Rec = Record<string, unknown> & { id: string };
const BANNER = 'SSH-2.0-OpenSSH_9.6 internal-build-7f3a\r\n';
const NOT_ALLOWED_ZH = (host: string) =>
  `不允许连接 ${host}：该主机不在允许的数据源主机（DATA_SOURCE_ALLOWED_HOSTS）之中`;

/** A raw TCP service on 127.0.0.1 that writes a banner and hangs up, counting who connected and who is still connected. */
async function bannerServer() {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    // read what the client sends (else its hang-up is never seen), answer with the banner and hang up
    socket.resume();
    socket.end(BANNER);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    open: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

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

describe.each(dialects)('data-source hosts on %s', (dialect) => {
  let banner: Awaited<ReturnType<typeof bannerServer>>;
  let closed: TestServer;
  let listed: TestServer;
  let closedToken: string;
  let listedToken: string;
  const bannerUrl = (type: 'mysql' | 'postgresql', host = '127.0.0.1') => ({
    dbType: type,
    dbUrl: `jdbc:${type}://${host}:${banner.port}/weld`,
    dbUsername: 'weld',
    dbPassword: 'Weld!pass1',
  });
  const test = (server: TestServer, token: string, body: Record<string, unknown>, lang?: string) =>
    call(server, 'POST', '/sys/dataSource/testConnection', { token, body, lang });
  const rows = async (server: TestServer) =>
    server.ctx.db
      .selectFrom('sys_data_source')
      .select(['id', 'code', 'db_type', 'db_url'])
      .orderBy('code')
      .execute();

  beforeAll(async () => {
    banner = await bannerServer();
    // the default: DATA_SOURCE_ALLOWED_HOSTS unset
    closed = await startServer(dialect);
    // an operator who listed the banner's host and port
    listed = await startServer(dialect, {
      dataSourceAllowedHosts: parseHostRules(`127.0.0.1:${banner.port}`),
    });
    closedToken = await login(closed, 'admin', ADMIN_PASSWORD);
    listedToken = await login(listed, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await closed?.stop();
    await listed?.stop();
    await banner?.close();
  });

  it('refuses to test a loopback host that is not listed, without connecting, naming the host in each language', async () => {
    for (const type of ['mysql', 'postgresql'] as const) {
      const refused = await test(closed, closedToken, bannerUrl(type));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        message: NOT_ALLOWED_ZH(`127.0.0.1:${banner.port}`),
      });
      for (const host of ['localhost', '[::ffff:127.0.0.1]', '0.0.0.0', '127.1']) {
        expect((await test(closed, closedToken, bannerUrl(type, host))).body.message, host).toMatch(
          /^不允许连接 /,
        );
      }
    }
    expect((await test(closed, closedToken, bannerUrl('postgresql'), 'en_US')).body.message).toBe(
      `The host 127.0.0.1:${banner.port} is not allowed: it is not among the allowed data source hosts (DATA_SOURCE_ALLOWED_HOSTS)`,
    );
    expect((await test(closed, closedToken, bannerUrl('mysql'), 'ru_RU')).body.message).toContain(
      `Хост 127.0.0.1:${banner.port} не разрешён`,
    );
    // listing a host and port opens that port only
    expect(
      (
        await test(listed, listedToken, {
          ...bannerUrl('postgresql'),
          dbUrl: 'jdbc:postgresql://127.0.0.1:6379/x',
        })
      ).body.message,
    ).toMatch(/^不允许连接 127\.0\.0\.1:6379/);
    expect(banner.connections()).toBe(0);
  });

  it('refuses to add, import or edit a data source pointing at a host that is not listed, changing nothing', async () => {
    const add = await call(closed, 'POST', '/sys/dataSource/add', {
      token: closedToken,
      body: { code: 'loop', name: 'loop', ...bannerUrl('mysql') },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(NOT_ALLOWED_ZH(`127.0.0.1:${banner.port}`));
    // under its field too, for the form
    expect(add.body.result).toEqual({ errors: { dbUrl: NOT_ALLOWED_ZH(`127.0.0.1:${banner.port}`) } });
    expect(await rows(closed)).toEqual([]);
    // an import writes the row without a host and reports the other
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    sheet.addRows([
      ['code', 'name', 'dbType', 'dbUrl'],
      ['imp_loop', 'loop', 'mysql', bannerUrl('mysql').dbUrl],
      ['imp_file', 'file', 'sqlite', 'jdbc:sqlite:/data/y.db'],
    ]);
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'data.xlsx');
    const imported = await fetch(`${closed.api}/sys/dataSource/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': closedToken },
      body: form,
    });
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as { code: number }).code).toBe(201);
    expect((await rows(closed)).map((r) => r.code)).toEqual(['imp_file']);
    // a data source without a host (SQLite) may be saved; moving it to a host that is not listed may not
    const sqlite = await call<Rec>(closed, 'POST', '/sys/dataSource/add', {
      token: closedToken,
      body: { code: 'file', name: 'file', dbType: 'sqlite', dbUrl: 'jdbc:sqlite:/data/x.db' },
    });
    expect(sqlite.status, sqlite.body.message).toBe(200);
    const before = await rows(closed);
    const edit = await call(closed, 'PUT', '/sys/dataSource/edit', {
      token: closedToken,
      body: { id: sqlite.body.result.id, ...bannerUrl('postgresql', 'localhost') },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(NOT_ALLOWED_ZH(`localhost:${banner.port}`));
    expect(await rows(closed)).toEqual(before);
    const typeOnly = await call(closed, 'PUT', '/sys/dataSource/edit', {
      token: closedToken,
      body: { id: sqlite.body.result.id, dbType: 'mysql', dbUrl: `mysql://169.254.169.254:${banner.port}/x` },
    });
    expect(typeOnly.body.message).toBe(NOT_ALLOWED_ZH(`169.254.169.254:${banner.port}`));
    expect(await rows(closed)).toEqual(before);
    expect(banner.connections()).toBe(0);
  });

  it('connects to a listed host, and an answer that is no database is reported without echoing it', async () => {
    for (const type of ['mysql', 'postgresql'] as const) {
      for (const lang of ['zh_CN', 'en_US']) {
        const answer = await test(listed, listedToken, bannerUrl(type), lang);
        expect(answer.status).toBe(400);
        expect(answer.body.success).toBe(false);
        expect(answer.body.message).toBe(
          lang === 'zh_CN'
            ? '无法连接数据库：主机不可达，或对方没有按数据库协议应答'
            : 'Could not connect to the database: the host cannot be reached or did not answer as a database server',
        );
        expect(JSON.stringify(answer.body)).not.toMatch(/SSH|OpenSSH|internal-build|7f3a/);
      }
    }
    expect(banner.connections()).toBe(4);
    // and the server's side of each failed connection is closed again
    await expect.poll(() => banner.open(), { timeout: 2000 }).toBe(0);
    const added = await call<Rec>(listed, 'POST', '/sys/dataSource/add', {
      token: listedToken,
      body: { code: 'listed', name: 'listed', ...bannerUrl('postgresql') },
    });
    expect(added.status, added.body.message).toBe(200);
  });

  const own: ['postgres' | 'mysql', 'postgresql' | 'mysql', string | undefined][] = [
    ['postgres', 'postgresql', process.env.TEST_PG_URL],
    ['mysql', 'mysql', process.env.TEST_MYSQL_URL],
  ];
  for (const [ownDialect, type, url] of own) {
    it.runIf(url)(
      `allows the product's own ${type} server by default only when the product runs on it`,
      async () => {
        const form = formOf(url as string, type);
        const answer = await test(closed, closedToken, form);
        if (dialect === ownDialect) {
          expect(answer.body.message).toBe('数据库连接成功');
          const added = await call(closed, 'POST', '/sys/dataSource/add', {
            token: closedToken,
            body: { code: `own_${type}`, name: type, ...form },
          });
          expect(added.status, added.body.message).toBe(200);
        } else {
          expect(answer.status).toBe(400);
          expect(answer.body.message).toMatch(/^不允许连接 /);
        }
      },
    );
  }
});
