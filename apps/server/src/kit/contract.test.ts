import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldList, isSecret, readableFields, resourceRegistry } from '@weld/core';
import type { PageResult, ResourceDefinition } from '@weld/core';
import { dialects } from '../test/databases';
import { call } from '../test/client';
import { sampleRecord } from '../test/samples';
import { badValue } from '../test/operator-cases';
import { kitDb } from './table';
import { useKitServer } from '../test/kit-fixture';
import { contractRuntime } from '../test/runtime-fixture';
import { ids, listContractCases, text } from '../test/contract-list-cases';
import type { Rec } from '../test/contract-list-cases';

const PLAIN_PASSWORD = 'Pla1n!kit#2026';

/** Every registered resource, over real HTTP, on every dialect the environment provides. */
describe.each(dialects)('resource kit contract on %s', (dialect) => {
  const kit = useKitServer(dialect, 'kitplain', PLAIN_PASSWORD);

  describe.each(
    [...resourceRegistry, contractRuntime].map((def) => [def.name, def] as [string, ResourceDefinition]),
  )('%s', (_name, def) => {
    const created: Rec[] = [];
    // rows the migrations seed (menus, dictionaries, the admin …) stay in every list; assertions count around them
    let seeded: string[] = [];
    const list = (params: Record<string, string>, token = kit.admin, lang?: string) =>
      call<PageResult<Rec>>(
        kit.server,
        'GET',
        `${def.path}/list?${new URLSearchParams({ pageSize: '1000', ...params })}`,
        { token, lang },
      );
    const all = async () => (await list({})).body.result.records;
    const add = (body: unknown, lang?: string) =>
      call<Rec>(kit.server, 'POST', `${def.path}/add`, { token: kit.admin, body, lang });
    const edit = (body: unknown) =>
      call<Rec>(kit.server, 'PUT', `${def.path}/edit`, { token: kit.admin, body });
    const byId = (id: string) =>
      call<Rec>(kit.server, 'GET', `${def.path}/queryById?id=${encodeURIComponent(id)}`, {
        token: kit.admin,
      });
    const values = (key: string): [string, string] => [text(created[0][key]), text(created[1][key])];

    it('matches the database table: every field column, the id, audit, del_flag and tenant_id columns', async () => {
      const table = (await kit.server.ctx.db.introspection.getTables()).find((t) => t.name === def.table);
      const columns = table?.columns.map((c) => c.name) ?? [];
      const needed = [
        'id',
        'create_by',
        'create_time',
        'update_by',
        'update_time',
        ...fieldList(def).map((f) => f.column),
      ];
      if (def.softDelete) needed.push('del_flag');
      if (def.tenantScoped) needed.push('tenant_id');
      expect(columns).toEqual(expect.arrayContaining(needed));
    });

    it('creates valid records with the audit columns filled and dictionary texts answered', async () => {
      seeded = ids(await all());
      for (const n of [1, 2, 3]) {
        const sample = sampleRecord(def, n, kit.dictValues);
        const { status, body } = await add(sample);
        expect(status, body.message).toBe(200);
        for (const field of readableFields(def).filter((f) => f.form))
          expect(body.result[field.key], field.key).toEqual(sample[field.key]);
        for (const field of readableFields(def).filter((f) => f.dictCode))
          expect(body.result[`${field.key}_dictText`]).toEqual(expect.any(String));
        for (const field of fieldList(def).filter(isSecret))
          expect(body.result).not.toHaveProperty(field.key);
        created.push(body.result);
      }
      const rows = await kitDb(kit.server.ctx)
        .selectFrom(def.table)
        .select(['create_by', 'create_time'])
        .where(
          'id',
          'in',
          created.map((r) => r.id),
        )
        .execute();
      expect(rows).toHaveLength(3);
      for (const row of rows)
        expect(row).toMatchObject({
          create_by: 'admin',
          create_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        });
    });

    listContractCases({ def, created, seeded: () => seeded, list, all, values });

    it('answers one record by id, as the list shows it', async () => {
      const listed = (await all()).find((r) => r.id === created[0].id);
      const { status, body } = await byId(created[0].id);
      expect(status).toBe(200);
      expect(body.result).toEqual(listed);
      expect((await byId('no-such-id')).status).toBe(404);
    });

    it('edits a record, keeping fields left out, and fills the update audit columns', async () => {
      const changed = sampleRecord(def, 9, kit.dictValues);
      const field = fieldList(def).find(
        (f) => f.form && !f.unique && !isSecret(f) && changed[f.key] !== created[0][f.key],
      );
      if (!field) throw new Error(`${def.name} has no editable field to change`);
      const { status, body } = await edit({ id: created[0].id, [field.key]: changed[field.key] });
      expect(status, body.message).toBe(200);
      expect(body.result).toEqual({
        ...(await byId(created[0].id)).body.result,
        [field.key]: changed[field.key],
      });
      for (const other of readableFields(def).filter((f) => f.form && f !== field))
        expect(body.result[other.key]).toEqual(created[0][other.key]);
      const row = await kitDb(kit.server.ctx)
        .selectFrom(def.table)
        .select(['update_by', 'update_time'])
        .where('id', '=', created[0].id)
        .executeTakeFirst();
      expect(row).toMatchObject({ update_by: 'admin', update_time: expect.any(String) });
      expect((await edit({ id: 'no-such-id', [field.key]: changed[field.key] })).status).toBe(404);
    });

    it("refuses bad input with a 400 naming each field in the caller's language, and writes nothing", async () => {
      const before = await all();
      // a required field with a default (a job's status) is given its default when left out
      const required = fieldList(def).filter((f) => f.form && f.required && f.default === undefined);
      const empty = await add({}, 'en_US');
      expect(empty.status).toBe(required.length > 0 ? 400 : 200);
      expect(Object.keys((empty.body.result as unknown as { errors: object }).errors).sort()).toEqual(
        required.map((f) => f.key).sort(),
      );
      for (const f of required) expect(empty.body.message).toContain(fieldLabel(def, f, 'en_US'));
      for (const field of fieldList(def).filter((f) => f.form && badValue(f) !== null)) {
        const bad = { ...sampleRecord(def, 7, kit.dictValues), [field.key]: badValue(field) };
        const answer = await add(bad);
        expect(answer.status, field.key).toBe(400);
        expect(answer.body.message).toContain(fieldLabel(def, field, 'zh_CN'));
        expect((await edit({ id: created[1].id, [field.key]: badValue(field) })).status, field.key).toBe(400);
      }
      expect(
        (
          await call(kit.server, 'POST', `${def.path}/add`, {
            token: kit.admin,
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      expect(await all()).toEqual(before);
    });

    it('answers 409 naming a unique field, on add and on edit', async () => {
      const before = await all();
      for (const field of fieldList(def).filter((f) => f.unique)) {
        const label = fieldLabel(def, field, 'zh_CN');
        const clash = await add({
          ...sampleRecord(def, 8, kit.dictValues),
          [field.key]: created[0][field.key],
        });
        expect(clash.status).toBe(409);
        expect(clash.body).toMatchObject({ success: false, result: { field: field.key } });
        expect(clash.body.message).toContain(label);
        expect((await edit({ id: created[1].id, [field.key]: created[0][field.key] })).status).toBe(409);
      }
      expect(await all()).toEqual(before);
    });

    it('checks duplicates only on whitelisted columns, leaving the record itself out', async () => {
      const check = (q: Record<string, string>) =>
        call<{ free: boolean }>(kit.server, 'GET', `/sys/duplicate/check?${new URLSearchParams(q)}`, {
          token: kit.admin,
        });
      for (const field of fieldList(def).filter((f) => f.unique)) {
        const q = { tableName: def.table, fieldName: field.column, fieldVal: text(created[0][field.key]) };
        expect((await check(q)).body).toMatchObject({
          success: false,
          result: { free: false },
          message: '该值不可用，系统中已存在！',
        });
        expect((await check({ ...q, dataId: created[0].id })).body).toMatchObject({
          success: true,
          result: { free: true },
          message: '该值可用！',
        });
        expect(
          (await check({ ...q, fieldName: field.key, fieldVal: 'never-used-value' })).body.result.free,
        ).toBe(true);
      }
      expect((await check({ tableName: 'sys_user', fieldName: 'password', fieldVal: 'x' })).status).toBe(400);
      expect((await check({ tableName: def.table, fieldName: 'create_by', fieldVal: 'admin' })).status).toBe(
        400,
      );
    });

    it('refuses a caller without the right with 403 and changes nothing', async () => {
      const before = await all();
      const id = created[0].id;
      const attempts: [string, string, unknown?][] = [
        ['GET', `${def.path}/list`],
        ['GET', `${def.path}/queryById?id=${id}`],
        ['POST', `${def.path}/add`, sampleRecord(def, 6, kit.dictValues)],
        ['PUT', `${def.path}/edit`, { id }],
        ['DELETE', `${def.path}/delete?id=${id}`],
        ['DELETE', `${def.path}/deleteBatch?ids=${id}`],
      ];
      for (const [method, path, body] of attempts)
        expect((await call(kit.server, method, path, { token: kit.plain, body })).status, path).toBe(403);
      expect((await call(kit.server, 'GET', `${def.path}/list`)).status).toBe(401);
      expect(await all()).toEqual(before);
    });

    it('refuses a sort or filter on an unknown, secret or unlisted column, answering no data', async () => {
      const refused = [
        { column: 'no_such_column' },
        { column: 'update_by' },
        { column: 'id; drop table x' },
        { no_such_field: '1' },
        { create_by: 'admin' },
        { superQueryParams: JSON.stringify([{ field: 'create_by', rule: 'eq', val: 'admin' }]) },
        { superQueryParams: 'not json' },
        ...fieldList(def)
          .filter((f) => !f.sort)
          .map((f) => ({ column: f.key })),
        ...fieldList(def)
          .filter((f) => !f.search)
          .map((f) => ({ [f.key]: 'x' })),
        ...fieldList(def)
          .filter(isSecret)
          .map((f) => ({ superQueryParams: JSON.stringify([{ field: f.key, rule: 'eq', val: 'x' }]) })),
      ];
      for (const params of refused) {
        const { status, body } = await list(params);
        expect(status, JSON.stringify(params)).toBe(400);
        expect(body.result, JSON.stringify(params)).not.toHaveProperty('records');
      }
    });

    it('deletes one record, then a batch in one transaction, all or none', async () => {
      const del = (q: string) => call(kit.server, 'DELETE', `${def.path}/${q}`, { token: kit.admin });
      expect((await del(`delete?id=${created[2].id}`)).status).toBe(200);
      expect((await byId(created[2].id)).status).toBe(404);
      expect((await del(`delete?id=${created[2].id}`)).status).toBe(404);
      const extra = [];
      for (const n of [4, 5]) extra.push((await add(sampleRecord(def, n, kit.dictValues))).body.result.id);
      expect((await del(`deleteBatch?ids=${extra[0]},no-such-id`)).status).toBe(404);
      expect((await byId(extra[0])).status).toBe(200);
      const batch = await del(`deleteBatch?ids=${extra.join(',')}`);
      expect(batch.status).toBe(200);
      expect(batch.body.result).toEqual({ count: 2 });
      expect(ids(await all())).toEqual([...seeded, ...created.slice(0, 2).map((r) => r.id)].sort());
    });
  });
});
