import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import {
  addForm,
  columnNames,
  designOf,
  editForm,
  eventually,
  insertRows,
  planOf,
  rowsOf,
  sampleDesign,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';

const rows = (n: number, title: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({ id: `10000000000000000${i + 10}`, title: title(i) }));

/** The database sync over real HTTP: what normal keeps, what it refuses, what force drops, what the plan says. */
describe.each(dialects)('online form database sync on %s', (dialect) => {
  const kit = useCgformServer(dialect);

  it('creates the table of a new design, shows the plan first, and serves the table as a data list', async () => {
    const head = await addForm(
      kit,
      sampleDesign('ext_sync_create', [
        designField('qty', '数量', 'int', 7, { dbDefaultVal: '0' }),
        designField('price', '单价', 'BigDecimal', 8, {
          dbLength: 10,
          dbPointLength: 2,
          dbDefaultVal: '1.50',
        }),
        designField('state', '状态', 'string', 9, { dbLength: 8, dbDefaultVal: "new'one" }),
        designField('due', '交货日期', 'Date', 10, { fieldShowType: 'date' }),
      ]),
    );
    const plan = await planOf(kit, head.id);
    expect(plan.status, plan.body.message).toBe(200);
    expect(plan.body.result).toMatchObject({ exists: false, rowsLost: 0, losses: [], allowed: true });
    expect(plan.body.result.statements[0]).toMatch(/^create table ["`]ext_sync_create["`]/);
    const synced = await syncForm(kit, head.id);
    expect(synced.status, synced.body.message).toBe(200);
    expect(synced.body.result.statements).toEqual(plan.body.result.statements);
    expect(await columnNames(kit.server, 'ext_sync_create')).toEqual(
      expect.arrayContaining(['id', 'create_time', 'sys_org_code', 'title', 'qty', 'price', 'state', 'due']),
    );
    expect((await designOf(kit, head.id)).head).toMatchObject({ isDbSynch: 'Y', tableVersion: 1 });
    // in sync: nothing left to do, defaults and types read back as designed on every dialect
    expect((await planOf(kit, head.id)).body.result.statements).toEqual([]);

    const added = await kit.api<{ id: string }>('POST', '/online/data/ext_sync_create/add', {
      title: '第一单',
      qty: 3,
    });
    expect(added.status, added.body.message).toBe(200);
    const list = await kit.api<PageResult<Record<string, unknown>>>(
      'GET',
      '/online/data/ext_sync_create/list',
    );
    expect(list.body.result.records).toMatchObject([{ title: '第一单', qty: 3, state: "new'one" }]);
    await eventually(async () => {
      const log = await kit.server.ctx.db
        .selectFrom('sys_log')
        .select(['log_content', 'request_param'])
        .where('request_url', 'like', `%/doDbSynch/${head.id}/normal`)
        .executeTakeFirstOrThrow();
      expect(log.log_content).toBe('在线表单 ext_sync_create：同步数据库（normal），执行 1 条语句');
      expect(log.request_param).toContain('create table');
    });
  });

  it('adds a field and a unique index with ALTERs that keep every row', async () => {
    const head = await addForm(kit, sampleDesign('ext_sync_add'));
    await syncForm(kit, head.id);
    await insertRows(
      kit.server,
      'ext_sync_add',
      rows(3, (i) => `标题${i}`),
    );
    const design = await designOf(kit, head.id);
    design.fields.push(designField('code', '编码', 'string', 7, { dbLength: 20 }));
    design.indexs = [
      { indexName: 'uk_sync_add_title', indexField: 'title', indexType: 'unique' },
      { indexName: 'idx_sync_add_code', indexField: 'code,title', indexType: 'normal' },
    ];
    expect(await editForm(kit, design)).toMatchObject({ isDbSynch: 'N', tableVersion: 2 });
    const plan = (await planOf(kit, head.id)).body.result;
    expect(plan).toMatchObject({ exists: true, allowed: true, losses: [] });
    expect(plan.statements.join('\n')).toMatch(/create unique index ["`]uk_sync_add_title["`]/);
    const synced = await syncForm(kit, head.id);
    expect(synced.status, synced.body.message).toBe(200);
    expect(await rowsOf(kit.server, 'ext_sync_add', ['title', 'code'])).toEqual(
      rows(3, (i) => `标题${i}`).map((r) => ({ title: r.title, code: null })),
    );
    expect((await planOf(kit, head.id)).body.result.statements).toEqual([]);
    // the unique index holds
    await expect(
      insertRows(kit.server, 'ext_sync_add', [{ id: '1000000000000000999', title: '标题0' }]),
    ).rejects.toThrow();
  });

  it('refuses narrowing a column below its longest value, naming it; allows it when every value fits', async () => {
    const head = await addForm(kit, sampleDesign('ext_sync_narrow'));
    await syncForm(kit, head.id);
    await insertRows(
      kit.server,
      'ext_sync_narrow',
      rows(2, (i) => 'x'.repeat(12 + i)),
    );
    const design = await designOf(kit, head.id);
    design.fields[6] = { ...design.fields[6], dbLength: 10 };
    await editForm(kit, design);
    const plan = (await planOf(kit, head.id, 'normal', 'en_US')).body.result;
    expect(plan.allowed).toBe(false);
    expect(plan.losses).toEqual([
      'The longest value of column title has 13 characters: a length of 10 would cut 2 rows',
    ]);
    const refused = await syncForm(kit, head.id, 'normal', 'en_US');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('column title has 13 characters');
    expect((await designOf(kit, head.id)).head.isDbSynch).toBe('N');
    expect(
      (await rowsOf(kit.server, 'ext_sync_narrow', ['title'])).map((r) => String(r.title).length),
    ).toEqual([12, 13]);

    // 13 holds every value: allowed, and the data stays
    design.fields[6] = { ...design.fields[6], dbLength: 13 };
    await editForm(kit, { ...design, head: (await designOf(kit, head.id)).head });
    expect((await syncForm(kit, head.id)).status).toBe(200);
    expect(
      (await rowsOf(kit.server, 'ext_sync_narrow', ['title'])).map((r) => String(r.title).length),
    ).toEqual([12, 13]);
  });

  it('renames a column through the field’s old name, drops an empty column and refuses dropping one with data', async () => {
    const head = await addForm(
      kit,
      sampleDesign('ext_sync_rename', [
        designField('memo', '备注', 'string', 7, { dbLength: 50 }),
        designField('spare', '备用', 'string', 8),
      ]),
    );
    await syncForm(kit, head.id);
    await insertRows(kit.server, 'ext_sync_rename', [
      { id: '1000000000000000001', title: 'a', memo: 'keep me' },
    ]);
    let design = await designOf(kit, head.id);
    design.fields[7] = { ...design.fields[7], dbFieldName: 'remark' };
    design.fields = design.fields.filter((f) => f.dbFieldName !== 'spare');
    await editForm(kit, design);
    const synced = await syncForm(kit, head.id);
    expect(synced.status, synced.body.message).toBe(200);
    expect(await rowsOf(kit.server, 'ext_sync_rename', ['title', 'remark'])).toEqual([
      { title: 'a', remark: 'keep me' },
    ]);
    expect(await columnNames(kit.server, 'ext_sync_rename')).not.toContain('spare');
    expect((await designOf(kit, head.id)).fields.every((f) => !f.dbFieldNameOld)).toBe(true);

    design = await designOf(kit, head.id);
    design.fields = design.fields.filter((f) => f.dbFieldName !== 'remark');
    await editForm(kit, design);
    const refused = await syncForm(kit, head.id, 'normal', 'en_US');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Column remark holds data in 1 rows');
    expect(await columnNames(kit.server, 'ext_sync_rename')).toContain('remark');
  });

  it('force drops and creates the table after stating the rows lost', async () => {
    const head = await addForm(kit, sampleDesign('ext_sync_force'));
    await syncForm(kit, head.id);
    await insertRows(
      kit.server,
      'ext_sync_force',
      rows(4, (i) => `t${i}`),
    );
    const design = await designOf(kit, head.id);
    design.fields[6] = { ...design.fields[6], dbType: 'int', dbLength: 0 };
    await editForm(kit, design);
    expect((await planOf(kit, head.id)).body.result.allowed).toBe(false);
    const plan = (await planOf(kit, head.id, 'force')).body.result;
    expect(plan).toMatchObject({ rowsLost: 4, allowed: true });
    expect(plan.statements[0]).toMatch(/^drop table if exists ["`]ext_sync_force["`]/);
    const forced = await syncForm(kit, head.id, 'force');
    expect(forced.status, forced.body.message).toBe(200);
    expect(forced.body.result.rowsLost).toBe(4);
    expect(await rowsOf(kit.server, 'ext_sync_force', ['id'])).toEqual([]);
    expect((await designOf(kit, head.id)).head.isDbSynch).toBe('Y');
    expect((await planOf(kit, head.id)).body.result.statements).toEqual([]);
  });
});
