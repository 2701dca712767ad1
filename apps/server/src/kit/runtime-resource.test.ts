import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { PageResult, RuntimeResourceSpec } from '@weld/core';
import { createTestDatabase, dialects } from '../test/databases';
import type { TestDatabase } from '../test/databases';
import { flushPrefix } from '../test/redis';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, login } from '../test/client';
import { newId } from '../db/ids';
import { userWith } from '../test/weld-fixture';
import type { DialectName } from '../db/dialect';

const REDIS = process.env.TEST_REDIS_URL;
const SPEC: RuntimeResourceSpec = {
  name: 'gasOrder',
  table: 'ext_gas_order',
  title: { zh_CN: '保护气订单', en_US: 'Gas orders' },
  fields: {
    orderNo: {
      kind: 'text',
      label: { zh_CN: '订单号', en_US: 'Order no.' },
      required: true,
      unique: true,
      max: 32,
      search: 'like',
      sort: true,
    },
    litres: { kind: 'number', label: { zh_CN: '升数', en_US: 'Litres' }, integer: true, min: 0, sort: true },
    pin: { kind: 'password', label: { zh_CN: '提货密码', en_US: 'Pick-up PIN' } },
  },
};
const WITH_NOTE: RuntimeResourceSpec = {
  ...SPEC,
  fields: { ...SPEC.fields, note: { kind: 'text', label: { zh_CN: '备注' }, max: 200 } },
};
const BASE = '/online/data/gasOrder';

/** Polls until `check` passes: B follows A's change by pub/sub at once, or within the resync interval. */
async function eventually(check: () => Promise<void>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** What an online form's sync would do: the table of the definition (the builder of the next issue owns this). */
async function createTable(server: TestServer): Promise<void> {
  const { db } = server.ctx;
  await db.schema
    .createTable('ext_gas_order')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('litres', 'integer')
    .addColumn('pin', 'varchar(255)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
}

/** A button row granting one right, as the menu of a published form would hold it. */
async function rightRow(server: TestServer, perms: string): Promise<void> {
  await server.ctx.db
    .insertInto('sys_permission')
    .values({
      id: newId(),
      parent_id: null,
      name: perms,
      title_key: null,
      url: null,
      link_url: null,
      component: null,
      component_name: null,
      redirect: null,
      menu_type: 2,
      perms,
      perms_type: '1',
      sort_no: 1,
      always_show: 0,
      icon: null,
      is_route: 0,
      is_leaf: 1,
      keep_alive: 0,
      hidden: 0,
      hide_tab: 0,
      internal_or_external: 0,
      status: '1',
      del_flag: 0,
      create_by: 'test',
      create_time: '2026-11-27 10:00:00',
      update_by: null,
      update_time: null,
    })
    .execute();
}

/** The cases: SQLite without Redis (resync), PostgreSQL and MariaDB with Redis when there is one. */
const setups = dialects.map((dialect) => ({ dialect, redis: dialect === 'sqlite' ? undefined : REDIS }));

describe.each(setups)(
  'a resource defined at run time on instance A is served by instance B ($dialect, Redis: $redis)',
  ({ dialect, redis }) => {
    let database: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    let admin: string;
    const prefix = `weldtest:${randomBytes(4).toString('hex')}:`;

    beforeAll(async () => {
      database = await createTestDatabase(dialect as DialectName);
      // with Redis the change must arrive by pub/sub: the resync is then too slow to pass the test
      const shared = {
        databaseUrl: database.url,
        schedulerResyncSeconds: redis ? 3600 : 1,
        ...(redis ? { redisUrl: redis, redisPrefix: prefix } : {}),
      };
      a = await startServer(dialect, shared);
      b = await startServer(dialect, shared);
      admin = await login(b, 'admin', ADMIN_PASSWORD);
      await createTable(a);
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await database?.drop();
      if (redis) await flushPrefix(redis, prefix);
    });

    it('is unknown before it is defined', async () => {
      const answer = await call(b, 'GET', `${BASE}/list`, { token: admin });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toContain('gasOrder');
    });

    it('lists, adds, edits and deletes through B once A defines it; its password is written, never answered', async () => {
      await a.ctx.definitions.save(SPEC, 'admin', a.ctx.now(), 'zh_CN');
      await eventually(async () =>
        expect((await call(b, 'GET', `${BASE}/list`, { token: admin })).status).toBe(200),
      );

      const added = await call<{ id: string; orderNo: string }>(b, 'POST', `${BASE}/add`, {
        token: admin,
        body: { orderNo: 'GO-1', litres: 40, pin: 'Sec#2026' },
      });
      expect(added.status, added.body.message).toBe(200);
      expect(added.body.result).toMatchObject({ orderNo: 'GO-1', litres: 40 });
      expect(added.body.result).not.toHaveProperty('pin');
      const stored = await sql<{
        pin: string;
      }>`select pin from ext_gas_order where id = ${added.body.result.id}`.execute(a.ctx.db);
      expect(stored.rows[0].pin).toMatch(/^scrypt\$/);

      const edited = await call(b, 'PUT', `${BASE}/edit`, {
        token: admin,
        body: { id: added.body.result.id, litres: 50 },
      });
      expect(edited.status, edited.body.message).toBe(200);
      await call(b, 'POST', `${BASE}/add`, { token: admin, body: { orderNo: 'GO-2', litres: 10 } });
      const list = await call<PageResult<Record<string, unknown>>>(
        b,
        'GET',
        `${BASE}/list?column=litres&order=asc&orderNo=GO`,
        { token: admin },
      );
      expect(list.body.result.records.map((r) => [r.orderNo, r.litres])).toEqual([
        ['GO-2', 10],
        ['GO-1', 50],
      ]);
      expect(list.body.result.records.every((r) => !('pin' in r))).toBe(true);

      // the rules every resource keeps: required and unique fields by their own labels, secrets never filtered or sorted
      const missing = await call(b, 'POST', `${BASE}/add`, {
        token: admin,
        body: { litres: 1 },
        lang: 'en_US',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('Order no.');
      expect((await call(b, 'POST', `${BASE}/add`, { token: admin, body: { orderNo: 'GO-1' } })).status).toBe(
        409,
      );
      expect((await call(b, 'GET', `${BASE}/list?pin=Sec%232026`, { token: admin })).status).toBe(400);
      expect((await call(b, 'GET', `${BASE}/list?column=pin&order=asc`, { token: admin })).status).toBe(400);

      const removed = await call(b, 'DELETE', `${BASE}/delete?id=${added.body.result.id}`, { token: admin });
      expect(removed.status).toBe(200);
      expect(
        (await call<PageResult<unknown>>(b, 'GET', `${BASE}/list`, { token: admin })).body.result.total,
      ).toBe(1);
    });

    it('keeps its secret column out of table dictionaries and checks its unique field for duplicates', async () => {
      const lookup = await call(b, 'GET', '/sys/dict/loadDict/ext_gas_order,pin,order_no', { token: admin });
      expect(lookup.status).toBe(400);
      const taken = await call(
        b,
        'GET',
        '/sys/duplicate/check?tableName=ext_gas_order&fieldName=order_no&fieldVal=GO-2',
        { token: admin },
      );
      expect(taken.body.success).toBe(false);
      const free = await call(
        b,
        'GET',
        '/sys/duplicate/check?tableName=ext_gas_order&fieldName=orderNo&fieldVal=GO-9',
        { token: admin },
      );
      expect(free.body.success).toBe(true);
    });

    it('answers each caller by their rights, checked per request', async () => {
      await rightRow(a, 'online:gasOrder:list');
      const reader = await userWith(b, `gasreader_${dialect}`, ['online:gasOrder:list']);
      const stranger = await userWith(b, `gasnone_${dialect}`, []);
      expect((await call(b, 'GET', `${BASE}/list`, { token: reader.token })).status).toBe(200);
      expect(
        (await call(b, 'POST', `${BASE}/add`, { token: reader.token, body: { orderNo: 'GO-X' } })).status,
      ).toBe(403);
      expect((await call(b, 'GET', `${BASE}/list`, { token: stranger.token })).status).toBe(403);
      expect((await call(b, 'GET', `${BASE}/exportXls`, { token: stranger.token })).status).toBe(403);
    });

    it('follows a change of the definition and its removal, without a restart', async () => {
      await a.ctx.db.schema.alterTable('ext_gas_order').addColumn('note', 'varchar(200)').execute();
      await a.ctx.definitions.save(WITH_NOTE, 'admin', a.ctx.now(), 'zh_CN');
      const list = await call<PageResult<{ id: string }>>(b, 'GET', `${BASE}/list`, { token: admin });
      const id = list.body.result.records[0].id;
      await eventually(async () => {
        const answer = await call(b, 'PUT', `${BASE}/edit`, { token: admin, body: { id, note: '夜班用' } });
        expect(answer.body.result).toMatchObject({ note: '夜班用' });
      });
      await a.ctx.definitions.remove('gasOrder');
      await eventually(async () =>
        expect((await call(b, 'GET', `${BASE}/list`, { token: admin })).status).toBe(404),
      );
    });

    it('refuses a definition over a product table or with names it cannot trust, storing nothing', async () => {
      await expect(
        a.ctx.definitions.save({ ...SPEC, name: 'users', table: 'sys_user' }, 'admin', a.ctx.now(), 'en_US'),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        a.ctx.definitions.save({ ...SPEC, name: 'position' }, 'admin', a.ctx.now(), 'en_US'),
      ).rejects.toMatchObject({ status: 400 });
      expect(await a.ctx.db.selectFrom('sys_runtime_resource').select('name').execute()).toEqual([]);
    });
  },
);
