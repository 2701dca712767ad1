import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createConnection } from 'mysql2/promise';
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
