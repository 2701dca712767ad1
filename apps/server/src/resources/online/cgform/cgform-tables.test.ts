import { describe, expect, it } from 'vitest';
import type { CgformDesign, PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import {
  addForm,
  columnNames,
  designOf,
  insertRows,
  planOf,
  rowsOf,
  sampleDesign,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';
import type { Head } from '../../../test/cgform-fixture';

/** Designs as a whole: import from database tables, copy views, export and import, remove and delete. */
describe.each(dialects)('online form designs and their tables on %s', (dialect) => {
  const kit = useCgformServer(dialect);

  it('imports designs from tables the designer does not know, never product tables', async () => {
    const { db } = kit.server.ctx;
    await db.schema
      .createTable('ext_legacy_order')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(30)', (c) => c.notNull())
      .addColumn('amount', 'decimal(12, 2)')
      .addColumn('qty', 'integer', (c) => c.defaultTo(1))
      .addColumn('note', 'text')
      .execute();
    await db.schema
      .createIndex('uk_legacy_order_no')
      .on('ext_legacy_order')
      .column('order_no')
      .unique()
      .execute();
    await insertRows(kit.server, 'ext_legacy_order', [
      { id: '1000000000000000001', order_no: 'L-1', amount: 12.5 },
    ]);
    const tables = (await kit.api<string[]>('GET', '/online/cgform/head/queryTables')).body.result;
    expect(tables).toContain('ext_legacy_order');
    expect(tables.filter((t) => /^(sys|onl|weld|qrtz|kysely)_|^oss_file$/.test(t))).toEqual([]);

    expect((await kit.api('POST', '/online/cgform/api/transTables/sys_user')).status).toBe(400);
    const imported = await kit.api<Head[]>('POST', '/online/cgform/api/transTables/ext_legacy_order');
    expect(imported.status, imported.body.message).toBe(200);
    const design = await designOf(kit, imported.body.result[0].id);
    expect(
      design.fields.map((f) => [f.dbFieldName, f.dbType, f.dbLength, f.dbPointLength, f.dbIsNull]),
    ).toEqual([
      ['id', 'string', 36, 0, 0],
      ['order_no', 'string', 30, 0, 0],
      ['amount', 'BigDecimal', 12, 2, 1],
      ['qty', 'int', 0, 0, 1],
      ['note', 'Text', 0, 0, 1],
    ]);
    expect(design.fields[3].dbDefaultVal).toBe('1');
    expect(design.indexs).toMatchObject([
      { indexName: 'uk_legacy_order_no', indexField: 'order_no', indexType: 'unique' },
    ]);
    // the design describes the table as it is: a normal sync has nothing to change and publishes it
    expect((await planOf(kit, design.head.id)).body.result.statements).toEqual([]);
    expect((await syncForm(kit, design.head.id)).status).toBe(200);
    const list = await kit.api<PageResult<Record<string, unknown>>>(
      'GET',
      '/online/data/ext_legacy_order/list',
    );
    expect(list.body.result.records).toMatchObject([{ orderNo: 'L-1' }]);
    expect((await kit.api<string[]>('GET', '/online/cgform/head/queryTables')).body.result).not.toContain(
      'ext_legacy_order',
    );
  });

  it('copies a view of a form over the same table, removed with its original', async () => {
    const head = await addForm(kit, sampleDesign('ext_copy_a'));
    const copy = await kit.api<Head & { copyType: number; physicId: string }>(
      'POST',
      `/online/cgform/head/copyOnline?code=${head.id}`,
    );
    expect(copy.body.result).toMatchObject({ tableName: 'ext_copy_a$1', copyType: 1, physicId: head.id });
    const second = await kit.api<Head>('POST', `/online/cgform/head/copyOnline?code=${head.id}`);
    expect(second.body.result.tableName).toBe('ext_copy_a$2');
    const copies = await kit.api<PageResult<Head>>(
      'GET',
      `/online/cgform/head/list?copyType=1&physicId=${head.id}`,
    );
    expect(copies.body.result.total).toBe(2);
    // a copy's page settings change; its table name does not
    const view = await designOf(kit, copy.body.result.id);
    view.fields[6] = { ...view.fields[6], isShowList: 0 };
    const edited = await kit.api<Head>('PUT', '/online/cgform/api/editAll', {
      ...view,
      head: { ...view.head, tableName: 'ext_other' },
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.result).toMatchObject({ tableName: 'ext_copy_a$1', tableVersion: 2 });
    expect((await kit.api('DELETE', `/online/cgform/head/removeRecord?id=${head.id}`)).status).toBe(200);
    expect(
      (await kit.api<PageResult<Head>>('GET', '/online/cgform/head/list?tableName=ext_copy_a*')).body.result
        .total,
    ).toBe(0);
  });

  it('exports a design as JSON and imports it again', async () => {
    const head = await addForm(
      kit,
      sampleDesign(
        'ext_export_a',
        [],
        [{ indexName: 'idx_export_a_title', indexField: 'title', indexType: 'normal' }],
      ),
    );
    const exported = await kit.api<CgformDesign>('GET', `/online/cgform/head/exportJson?id=${head.id}`);
    expect(exported.status).toBe(200);
    expect(exported.body.result.head).not.toHaveProperty('id');
    expect(exported.body.result.fields[0]).not.toHaveProperty('id');
    // a second copy of it under another name
    const twin = {
      ...exported.body.result,
      head: { ...exported.body.result.head, tableName: 'ext_export_b' },
    };
    twin.indexs = [{ ...twin.indexs[0], indexName: 'idx_export_b_title' }];
    const imported = await kit.api<Head>('POST', '/online/cgform/head/importJson', twin);
    expect(imported.status, imported.body.message).toBe(200);
    const design = await designOf(kit, imported.body.result.id);
    expect(design.fields.map((f) => f.dbFieldName)).toEqual(
      exported.body.result.fields.map((f) => f.dbFieldName),
    );
    expect(design.indexs).toMatchObject([{ indexName: 'idx_export_b_title' }]);
    expect((await kit.api('POST', '/online/cgform/head/importJson', exported.body.result)).status).toBe(409);
  });

  it('removes a design and keeps its table; deletes one with its table after telling its row count', async () => {
    const kept = await addForm(kit, sampleDesign('ext_remove_a'));
    await syncForm(kit, kept.id);
    await insertRows(kit.server, 'ext_remove_a', [{ id: '1000000000000000001', title: 'stays' }]);
    expect((await kit.api('DELETE', `/online/cgform/head/removeRecord?id=${kept.id}`)).status).toBe(200);
    expect(await rowsOf(kit.server, 'ext_remove_a', ['title'])).toEqual([{ title: 'stays' }]);
    expect((await kit.api('GET', '/online/data/ext_remove_a/list')).status).toBe(404);

    const gone = await addForm(kit, sampleDesign('ext_delete_a'));
    await syncForm(kit, gone.id);
    await insertRows(kit.server, 'ext_delete_a', [
      { id: '1000000000000000001', title: 'a' },
      { id: '1000000000000000002', title: 'b' },
    ]);
    const info = await kit.api('GET', `/online/cgform/head/tableRows?id=${gone.id}`);
    expect(info.body.result).toEqual({ tableName: 'ext_delete_a', exists: true, rows: 2 });
    const deleted = await kit.api('DELETE', `/online/cgform/head/delete?id=${gone.id}`);
    expect(deleted.status, deleted.body.message).toBe(200);
    expect(deleted.body.result).toEqual({ tableName: 'ext_delete_a', rows: 2 });
    expect(await columnNames(kit.server, 'ext_delete_a')).toBeNull();
    expect((await kit.api('GET', `/online/cgform/field/listByHeadId?headId=${gone.id}`)).status).toBe(404);
    expect((await kit.api('GET', '/online/data/ext_delete_a/list')).status).toBe(404);
  });
});
