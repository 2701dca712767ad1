import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseHostRules } from '../lib/host-allow-list';
import { useCgreportServer } from './cgreport-fixture';
import type { CgreportFixture } from './cgreport-fixture';
import type { Answer } from './client';
import { createTestDatabase } from './databases';

/** The external database types the report tests read, by the env that names their server. */
export const sourceKinds = [
  ...(process.env.TEST_PG_URL ? (['postgresql'] as const) : []),
  ...(process.env.TEST_MYSQL_URL ? (['mysql'] as const) : []),
];

export type SourceKind = (typeof sourceKinds)[number];

export interface SourceDatabase {
  /** the body of `POST /sys/dataSource/add` for this database, under `code` */
  form(code: string): Record<string, string>;
  /** one statement run straight on the database (the test's own view of it) */
  query(statement: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
}

/** `rp_orders` (id, region, amount): 100 rows, regions north/south/east/west, amount = id. */
const ORDERS = [
  'create table rp_orders (id int primary key, region varchar(20) not null, amount int not null)',
  `insert into rp_orders (id, region, amount) values ${Array.from(
    { length: 100 },
    (_, i) => `(${i + 1}, '${['north', 'south', 'east', 'west'][i % 4]}', ${i + 1})`,
  ).join(', ')}`,
];

async function postgresSource(): Promise<SourceDatabase> {
  const database = await createTestDatabase('postgres');
  const url = new URL(database.url);
  const run = async (statement: string, at = database.url) => {
    const client = new pg.Client({ connectionString: at });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  // a reader with a password of its own, as an operator would set one up: the stored password must decrypt
  const role = `rp_reader_${randomBytes(4).toString('hex')}`;
  const password = `Rp!${randomBytes(6).toString('hex')}`;
  for (const statement of ORDERS) await run(statement);
  await run(`create role ${role} login password '${password}'`);
  await run(`grant select on rp_orders to ${role}`);
  return {
    form: (code) => ({
      code,
      name: `PG ${code}`,
      dbType: 'postgresql',
      dbUrl: `jdbc:postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`,
      dbUsername: role,
      dbPassword: password,
    }),
    query: (statement) => run(statement),
    drop: async () => {
      await database.drop();
      await run(`drop role if exists ${role}`, process.env.TEST_PG_URL);
    },
  };
}

async function mysqlSource(): Promise<SourceDatabase> {
  const database = await createTestDatabase('mysql');
  const url = new URL(database.url);
  const run = async (statement: string) => {
    const connection = await createConnection(database.url);
    try {
      const [rows] = await connection.query(statement);
      return rows as Record<string, unknown>[];
    } finally {
      await connection.end();
    }
  };
  for (const statement of ORDERS) await run(statement);
  return {
    form: (code) => ({
      code,
      name: `MySQL ${code}`,
      dbType: 'mysql',
      dbUrl: `jdbc:mysql://${url.hostname}:${url.port || 3306}${url.pathname}`,
      dbUsername: decodeURIComponent(url.username),
      dbPassword: decodeURIComponent(url.password),
    }),
    query: run,
    drop: database.drop,
  };
}

/**
 * A fresh database of the kind holding `rp_orders`, for reports on an external data source; drop() removes it.
 * @example const source = await createSourceDatabase('postgresql')
 */
export function createSourceDatabase(kind: SourceKind): Promise<SourceDatabase> {
  return kind === 'postgresql' ? postgresSource() : mysqlSource();
}

export type ReportPage = {
  records: Record<string, unknown>[];
  total: number;
  totals?: Record<string, number | null>;
};

export const ORDERS_SQL = "select id, region, amount from rp_orders where region = '${region}'";

/** The design of a report over `rp_orders` with a `${region}` parameter and a searchable, totalled amount. */
export const ordersReport = (code: string, dbSource: string, cgrSql = ORDERS_SQL) => ({
  head: { code, name: `订单 ${code}`, cgrSql, dbSource },
  items: [
    { fieldName: 'id', fieldTxt: '编号', fieldType: 'Integer', isShow: 1 },
    { fieldName: 'region', fieldTxt: '区域', fieldType: 'String', isShow: 1 },
    {
      fieldName: 'amount',
      fieldTxt: '金额',
      fieldType: 'Integer',
      isShow: 1,
      isSearch: 1,
      searchMode: 'group',
      isTotal: 1,
    },
  ],
  params: [{ paramName: 'region', paramTxt: '区域', paramValue: 'north' }],
});

/** A TCP service that counts who connects: a data source pointing at it must never reach it. */
async function listener(host: string) {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SourceReports {
  kit: CgreportFixture;
  /** the data source's code in 多数据源管理 */
  code: string;
  /** the fresh external database behind it (set in beforeAll) */
  source: SourceDatabase;
  /** a listener on 127.0.0.2, which the allow-list does not name (set in beforeAll) */
  guard: Awaited<ReturnType<typeof listener>>;
  /** getData of a report as the admin */
  data(id: string, query: string, lang?: string): Promise<Answer<ReportPage>>;
}

/**
 * A SQLite product whose operator allows only the loopback address the test databases listen on, with a data source
 * `ext_<kind>` on a fresh `kind` database holding `rp_orders` (fields filled in beforeAll: read them inside tests).
 * @example const reports = useSourceReports(kind)
 */
export function useSourceReports(
  kind: SourceKind,
  plainUsername = `rpsrc${kind.slice(0, 2)}`,
): SourceReports {
  const kit = useCgreportServer(
    'sqlite',
    plainUsername,
    { timeoutSeconds: 2, exportMaxRows: 1000 },
    { dataSourceAllowedHosts: parseHostRules('127.0.0.1'), dataSourceKey: randomBytes(32) },
  );
  const reports = {
    kit,
    code: `ext_${kind}`,
    data: (id, query, lang) =>
      kit.api<ReportPage>('GET', `/online/cgreport/api/getData/${id}?${query}`, undefined, lang),
  } as SourceReports;
  beforeAll(async () => {
    reports.source = await createSourceDatabase(kind);
    reports.guard = await listener('127.0.0.2');
    const added = await kit.api('POST', '/sys/dataSource/add', reports.source.form(reports.code));
    expect(added.status, added.body.message).toBe(200);
  });
  afterAll(async () => {
    await kit.server?.stop();
    await reports.source?.drop();
    await reports.guard?.close();
  });
  return reports;
}
