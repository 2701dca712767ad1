import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import {
  addForm,
  designOf,
  editForm,
  eventually,
  sampleDesign,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';
import type { Head } from '../../../test/cgform-fixture';

type Errors = { errors: Record<string, string> };

/** The designer's calls over real HTTP: checks with their localised messages, saves, versions, the head list. */
describe.each(dialects)('online form designs on %s', (dialect) => {
  const kit = useCgformServer(dialect);
  const add = (design: unknown, lang?: string) =>
    kit.api<Errors>('POST', '/online/cgform/api/addAll', design, lang);
  const headCount = async () =>
    (await kit.api<PageResult<Head>>('GET', '/online/cgform/head/list')).body.result.total;

  it('refuses reserved words, product tables, bad names and bad defaults, each named in the caller’s language', async () => {
    const before = await headCount();
    const reserved = await add(sampleDesign('order'), 'en_US');
    expect(reserved.status).toBe(400);
    expect(reserved.body.result.errors['head.tableName']).toBe(
      'order is a reserved word of the database (SQLite, PostgreSQL, MySQL, MariaDB): it cannot name a table, column or index',
    );
    const column = await add(sampleDesign('ext_ok', [designField('group', '分组', 'string', 7)]), 'zh_CN');
    expect(column.body.result.errors['fields.7.dbFieldName']).toBe(
      'group 是数据库保留字（SQLite, PostgreSQL, MySQL, MariaDB），不能用作表名、字段名或索引名',
    );
    for (const table of ['sys_user', 'oss_file', 'weld_model', 'onl_cgform_head', 'qrtz_job']) {
      const product = await add(sampleDesign(table), 'en_US');
      expect(product.status, table).toBe(400);
      expect(product.body.result.errors['head.tableName']).toBe(
        `Table name ${table} belongs to the system and cannot be used by an online form`,
      );
    }
    // a table named like a code-defined resource would be served under its name and rights
    const resource = await add(sampleDesign('tenant'), 'en_US');
    expect(resource.status).toBe(400);
    expect(resource.body.message).toContain('tenant');
    const bad = await add(sampleDesign('Ext-Order'), 'ru_RU');
    expect(bad.body.result.errors['head.tableName']).toMatch(/^Имя таблицы Ext-Order недопустимо/);
    const fallback = await add(
      sampleDesign('ext_ok', [designField('qty', '数量', 'int', 7, { dbDefaultVal: 'many' })]),
      'en_US',
    );
    expect(fallback.status).toBe(400);
    expect(fallback.body.result.errors['fields.7.dbDefaultVal']).toBe(
      'The default value many of field qty does not fit type int',
    );
    expect(fallback.body.message).toContain('qty');
    const long = await add(
      sampleDesign('ext_ok', [designField('code', '编码', 'string', 7, { dbDefaultVal: 'x'.repeat(40) })]),
    );
    expect(Object.keys(long.body.result.errors)).toEqual(['fields.7.dbDefaultVal']);
    // nothing of a refused design is stored
    expect(await headCount()).toBe(before);
  });

  it('adds a design as version 1, not in sync, with its fields and indexes in order', async () => {
    const design = sampleDesign(
      'ext_design_a',
      [designField('qty', '数量', 'int', 7)],
      [{ indexName: 'idx_design_a_title', indexField: 'title', indexType: 'normal' }],
    );
    const head = await addForm(kit, design);
    expect(head).toMatchObject({ tableName: 'ext_design_a', tableVersion: 1, isDbSynch: 'N', copyType: 0 });
    const stored = await designOf(kit, head.id);
    expect(stored.fields.map((f) => f.dbFieldName)).toEqual([
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
      'title',
      'qty',
    ]);
    expect(stored.fields[0]).toMatchObject({ dbIsKey: 1, dbIsNull: 0, dbType: 'string', dbLength: 36 });
    expect(stored.indexs).toMatchObject([
      { indexName: 'idx_design_a_title', indexField: 'title', indexType: 'normal' },
    ]);
    // the same table twice is a conflict
    expect((await add(design)).status).toBe(409);
  });

  it('checkOnlyTable: 1 when free for the design, -1 when another design, the system or the database has it', async () => {
    const head = await addForm(kit, sampleDesign('ext_check_a'));
    const check = async (name: string, id = '') =>
      (await kit.api<number>('GET', `/online/cgform/head/checkOnlyTable?tbname=${name}&id=${id}`)).body
        .result;
    expect(await check('ext_check_free')).toBe(1);
    expect(await check('ext_check_a')).toBe(-1);
    expect(await check('ext_check_a', head.id)).toBe(1);
    expect(await check('sys_user')).toBe(-1);
    expect(await check('select')).toBe(-1);
    await kit.server.ctx.db.schema.createTable('ext_check_db').addColumn('id', 'varchar(32)').execute();
    expect(await check('ext_check_db')).toBe(-1);
    // a new design over a table the database already has is made by importing it
    expect((await add(sampleDesign('ext_check_db'))).status).toBe(400);
  });

  it('raises the version on every saved change; a change of columns makes it not in sync, a label does not', async () => {
    const head = await addForm(kit, sampleDesign('ext_version_a'));
    expect((await syncForm(kit, head.id)).status).toBe(200);
    let design = await designOf(kit, head.id);
    expect(design.head).toMatchObject({ tableVersion: 1, isDbSynch: 'Y' });

    // a label only: version 2, still in sync
    design.fields[6] = { ...design.fields[6], dbFieldTxt: '标题（新）' };
    expect(await editForm(kit, design)).toMatchObject({ tableVersion: 2, isDbSynch: 'Y' });
    // nothing changed: the version stays
    design = await designOf(kit, head.id);
    expect(await editForm(kit, design)).toMatchObject({ tableVersion: 2, isDbSynch: 'Y' });
    // a longer column: version 3, not in sync
    design.fields[6] = { ...design.fields[6], dbLength: 40 };
    expect(await editForm(kit, design)).toMatchObject({ tableVersion: 3, isDbSynch: 'N' });
    // a stale version is refused
    const stale = await kit.api('PUT', '/online/cgform/api/editAll', {
      ...design,
      head: { ...design.head, tableVersion: 1 },
    });
    expect(stale.status).toBe(409);
    // a rename keeps the synced column's name as the old name
    design = await designOf(kit, head.id);
    design.fields[6] = { ...design.fields[6], dbFieldName: 'heading' };
    await editForm(kit, design);
    design = await designOf(kit, head.id);
    expect(design.fields[6]).toMatchObject({ dbFieldName: 'heading', dbFieldNameOld: 'title' });
    design.fields[6] = { ...design.fields[6], dbFieldName: 'caption' };
    await editForm(kit, design);
    expect((await designOf(kit, head.id)).fields[6]).toMatchObject({
      dbFieldName: 'caption',
      dbFieldNameOld: 'title',
    });
  });

  it('lists heads with the kit’s search, sort and paging, and writes design changes to the operation log', async () => {
    for (const name of ['ext_list_b', 'ext_list_a', 'ext_list_c']) await addForm(kit, sampleDesign(name));
    const page = await kit.api<PageResult<Head & { tableType_dictText: string; isDbSynch_dictText: string }>>(
      'GET',
      '/online/cgform/head/list?tableName=ext_list*&column=tableName&order=asc&pageNo=1&pageSize=2',
    );
    expect(page.status, page.body.message).toBe(200);
    expect(page.body.result.total).toBe(3);
    expect(page.body.result.records.map((r) => r.tableName)).toEqual(['ext_list_a', 'ext_list_b']);
    expect(page.body.result.records[0]).toMatchObject({
      tableType_dictText: '单表',
      isDbSynch_dictText: '未同步',
    });
    expect((await kit.api('GET', '/online/cgform/head/list?column=nope&order=asc')).status).toBe(400);
    await eventually(async () => {
      const logs = await kit.server.ctx.db
        .selectFrom('sys_log')
        .select(['log_content', 'content_key'])
        .where('request_url', 'like', '%/online/cgform/api/addAll')
        .where('status_code', '=', 200)
        .execute();
      expect(logs.map((l) => l.log_content)).toContain('在线表单 ext_list_a：新建设计');
    });
  });
});
