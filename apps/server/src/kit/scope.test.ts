import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, secret, text } from '@weld/core';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { login } from '../test/client';
import { AppError } from '../lib/errors';
import { registerEnvelope } from '../plugins/envelope';
import { registerAccessHook } from '../plugins/access';
import { registerResource } from './register-resource';
import { kitDb } from './table';
import '../plugins/route-config';

/** A resource with what position lacks: logical delete, tenant scope, a secret and every hook. */
const probe = defineResource({
  name: 'probe',
  area: 'test',
  path: '/test/probe',
  table: 'kit_probe',
  permission: 'test:probe',
  fields: {
    code: text({ required: true, unique: true, search: 'eq', sort: true }),
    apiKey: secret({ required: true }),
  },
  softDelete: true,
  tenantScoped: true,
});

describe.each(dialects)('kit scope and hooks on %s', (dialect) => {
  const seen: { hook: string; stored: Record<string, unknown>; merged: Record<string, unknown> }[] = [];
  let server: TestServer;
  let app: FastifyInstance;
  let token: string;
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    tenant = '1',
  ) => {
    const headers: Record<string, string> = {
      'x-access-token': token,
      ...(tenant ? { 'tenant-id': tenant } : {}),
    };
    const res = await app.inject({ method, url: `/api${url}`, headers, payload });
    return {
      status: res.statusCode,
      body: res.json() as { result: Record<string, unknown> & { records: { id: string }[] } },
    };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    token = await login(server, 'admin', ADMIN_PASSWORD);
    await kitDb(server.ctx)
      .schema.createTable('kit_probe')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('api_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .addUniqueConstraint('uk_kit_probe_code', ['code'])
      .execute();
    await kitDb(server.ctx)
      .schema.createTable('kit_probe_link')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('note', 'varchar(64)')
      .execute();
    await kitDb(server.ctx)
      .insertInto('kit_probe')
      .values({ id: 'hidden', code: 'HIDDEN1', api_key: 'x', del_flag: 0, tenant_id: 1 })
      .execute();
    await kitDb(server.ctx)
      .insertInto('kit_probe')
      .values({ id: 'other-tenant', code: 'T2', api_key: 'x', del_flag: 0, tenant_id: 2 })
      .execute();
    app = Fastify({ logger: false });
    registerEnvelope(app);
    registerAccessHook(app, server.ctx);
    await app.register(
      async (api) => {
        registerResource(api, server.ctx, probe, {
          storeSecret: async (_field, clear) => `stored:${clear}`,
          beforeTransaction: async (columns, { stored }) => {
            if (columns.code === 'far') throw new AppError(400, 'errors.badRequest');
            if (stored) seen.push({ hook: 'beforeTransaction', stored: { ...stored }, merged: {} });
          },
          beforeWrite: async (columns, { tx, stored, merged }) => {
            if (columns.code === 'refused') throw new AppError(400, 'errors.badRequest');
            if (stored) seen.push({ hook: 'beforeWrite', stored: { ...stored }, merged: { ...merged } });
            // written through the write's own transaction: undone with it when the write is refused later
            if (columns.code === 'TAKEN')
              await tx
                .insertInto('kit_probe_link')
                .values({ id: `pre-${String(stored?.id)}`, note: 'pre' })
                .execute();
          },
          // rows coded HIDDEN* are out of everyone's reach; `prefix` is a list parameter of this resource only
          scope: () => [(eb) => eb.not(eb('code', 'like', 'HIDDEN%'))],
          listParams: { prefix: (value) => (eb) => eb('code', 'like', `${value}%`) },
          decorate: async (records) => {
            for (const r of records) r.codeLength = String(r.code).length;
          },
          afterWrite: async (tx, { mode, id, body }) => {
            if (mode === 'add')
              await tx
                .insertInto('kit_probe_link')
                .values({ id, note: String(body.note ?? '') })
                .execute();
            if (body.note === 'fail') throw new AppError(400, 'errors.badRequest');
          },
          beforeDelete: async (tx, ids) => {
            const kept = await tx
              .selectFrom('kit_probe')
              .select('id')
              .where('id', 'in', ids)
              .where('code', 'like', 'KEEP%')
              .execute();
            if (kept.length > 0) throw new AppError(409, 'errors.conflict');
          },
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
  });

  it('refuses a definition with a secret and no storeSecret hook at registration', () => {
    expect(() => registerResource(Fastify(), server.ctx, probe)).toThrow(/storeSecret/);
  });

  it('stores secrets through the hook, never answers them, keeps them on an empty edit', async () => {
    const added = await send('POST', '/test/probe/add', { code: 'P1', apiKey: 'k1' });
    expect(added.status).toBe(200);
    expect(added.body.result).not.toHaveProperty('apiKey');
    const id = String(added.body.result.id);
    expect((await send('PUT', '/test/probe/edit', { id, code: 'P1b', apiKey: '' })).status).toBe(200);
    const row = await kitDb(server.ctx)
      .selectFrom('kit_probe')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: 'P1b', api_key: 'stored:k1', tenant_id: 1, del_flag: 0 });
    for (const q of [
      'apiKey=k1',
      'column=apiKey',
      `superQueryParams=${encodeURIComponent('[{"field":"apiKey","rule":"eq","val":"k1"}]')}`,
    ]) {
      expect((await send('GET', `/test/probe/list?${q}`)).status, q).toBe(400);
    }
  });

  it('lets the beforeWrite hook refuse a write', async () => {
    expect((await send('POST', '/test/probe/add', { code: 'refused', apiKey: 'k' })).status).toBe(400);
    expect(
      await kitDb(server.ctx).selectFrom('kit_probe').select('id').where('code', '=', 'refused').execute(),
    ).toEqual([]);
  });

  it('hands the write hooks the stored row (every column) and the row as it will be, inside the write', async () => {
    const id = String((await send('POST', '/test/probe/add', { code: 'S1', apiKey: 'k1' })).body.result.id);
    await send('POST', '/test/probe/add', { code: 'TAKEN', apiKey: 'k' });
    seen.length = 0;
    // an edit that leaves the secret out: the hooks still see it as stored, beside what the edit changes
    expect((await send('PUT', '/test/probe/edit', { id, code: 'S2' })).status).toBe(200);
    expect(seen.map((s) => s.hook)).toEqual(['beforeTransaction', 'beforeWrite']);
    expect(seen[1].stored).toMatchObject({ id, code: 'S1', api_key: 'stored:k1', del_flag: 0 });
    expect(Number(seen[1].stored.tenant_id)).toBe(1);
    expect(seen[1].merged).toMatchObject({ id, code: 'S2', api_key: 'stored:k1' });
    // what beforeWrite wrote through the transaction goes with the write refused after it (unique code)
    expect((await send('PUT', '/test/probe/edit', { id, code: 'TAKEN' })).status).toBe(409);
    expect(
      await kitDb(server.ctx)
        .selectFrom('kit_probe_link')
        .select('id')
        .where('id', '=', `pre-${id}`)
        .execute(),
    ).toEqual([]);
    // a refusal before the transaction changes nothing either
    expect((await send('PUT', '/test/probe/edit', { id, code: 'far' })).status).toBe(400);
    expect(
      (
        await kitDb(server.ctx)
          .selectFrom('kit_probe')
          .select('code')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).code,
    ).toBe('S2');
  });

  it("keeps every call inside the caller's tenant", async () => {
    const listed = await send('GET', '/test/probe/list');
    expect(listed.body.result.records.map((r) => r.id)).not.toContain('other-tenant');
    expect((await send('GET', '/test/probe/queryById?id=other-tenant')).status).toBe(404);
    expect((await send('PUT', '/test/probe/edit', { id: 'other-tenant', code: 'X' })).status).toBe(404);
    expect((await send('DELETE', '/test/probe/delete?id=other-tenant')).status).toBe(404);
    expect((await send('GET', '/test/probe/list', undefined, '2')).status).toBe(403);
    expect((await send('GET', '/test/probe/list', undefined, '')).status).toBe(403);
  });

  it('marks deleted rows instead of removing them, and hides them', async () => {
    const id = String((await send('POST', '/test/probe/add', { code: 'P2', apiKey: 'k2' })).body.result.id);
    expect((await send('DELETE', `/test/probe/delete?id=${id}`)).status).toBe(200);
    const row = await kitDb(server.ctx)
      .selectFrom('kit_probe')
      .select(['del_flag', 'update_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ del_flag: 1, update_by: 'admin' });
    expect((await send('GET', `/test/probe/queryById?id=${id}`)).status).toBe(404);
    expect((await send('GET', '/test/probe/list?code=P2')).body.result.records).toEqual([]);
    expect((await send('POST', '/test/probe/add', { code: 'P2', apiKey: 'k3' })).status).toBe(409);
  });

  it('runs afterWrite inside the write: a refusal there leaves neither the row nor its links', async () => {
    const added = await send('POST', '/test/probe/add', { code: 'L1', apiKey: 'k', note: 'linked' });
    expect(added.status).toBe(200);
    const link = await kitDb(server.ctx)
      .selectFrom('kit_probe_link')
      .selectAll()
      .where('id', '=', String(added.body.result.id))
      .executeTakeFirst();
    expect(link).toEqual({ id: added.body.result.id, note: 'linked' });
    expect((await send('POST', '/test/probe/add', { code: 'L2', apiKey: 'k', note: 'fail' })).status).toBe(
      400,
    );
    expect(
      await kitDb(server.ctx).selectFrom('kit_probe').select('id').where('code', '=', 'L2').execute(),
    ).toEqual([]);
    expect(
      await kitDb(server.ctx).selectFrom('kit_probe_link').select('id').where('note', '=', 'fail').execute(),
    ).toEqual([]);
  });

  it('lets beforeDelete refuse a batch, deleting none of it', async () => {
    const keep = String(
      (await send('POST', '/test/probe/add', { code: 'KEEP1', apiKey: 'k' })).body.result.id,
    );
    const other = String(
      (await send('POST', '/test/probe/add', { code: 'GONE1', apiKey: 'k' })).body.result.id,
    );
    expect((await send('DELETE', `/test/probe/deleteBatch?ids=${keep},${other}`)).status).toBe(409);
    expect((await send('GET', `/test/probe/queryById?id=${other}`)).status).toBe(200);
    expect((await send('DELETE', `/test/probe/delete?id=${other}`)).status).toBe(200);
  });

  it('keeps rows outside the resource scope out of lists, details, edits and deletes', async () => {
    expect(
      (await send('GET', '/test/probe/list?pageSize=100')).body.result.records.map((r) => r.id),
    ).not.toContain('hidden');
    expect((await send('GET', '/test/probe/queryById?id=hidden')).status).toBe(404);
    expect((await send('PUT', '/test/probe/edit', { id: 'hidden', code: 'HIDDEN2' })).status).toBe(404);
    expect((await send('DELETE', '/test/probe/delete?id=hidden')).status).toBe(404);
    expect(
      await kitDb(server.ctx)
        .selectFrom('kit_probe')
        .select('code')
        .where('id', '=', 'hidden')
        .executeTakeFirst(),
    ).toEqual({ code: 'HIDDEN1' });
  });

  it('filters by its own list parameters and decorates what it answers', async () => {
    for (const code of ['AB1', 'AB2', 'AC1']) await send('POST', '/test/probe/add', { code, apiKey: 'k' });
    const listed = await send('GET', '/test/probe/list?prefix=AB&column=code&order=asc');
    expect(
      (listed.body.result.records as Record<string, unknown>[]).map((r) => [r.code, r.codeLength]),
    ).toEqual([
      ['AB1', 3],
      ['AB2', 3],
    ]);
    const one = listed.body.result.records[0];
    expect((await send('GET', `/test/probe/queryById?id=${one.id}`)).body.result).toMatchObject({
      code: 'AB1',
      codeLength: 3,
    });
    expect((await send('GET', '/test/probe/list?suffix=1')).status).toBe(400);
  });
});
