import { describe, expect, it } from 'vitest';
import type { CgformField } from '@weld/core';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import {
  columnNames,
  designOf,
  editForm,
  rowsOf,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';
import type { CgformFixture, Head } from '../../../test/cgform-fixture';
import { dataDesign, formData, publishedForm } from '../../../test/cgform-data-fixture';

type CopyHead = Head & { copyType: number; physicId: string; copyDropped: string | null };
interface Columns {
  columns: { title: string; dataIndex: string }[];
}

/** Makes a copy view of a form (must succeed) and answers its head. */
async function copyOf(kit: CgformFixture, id: string): Promise<CopyHead> {
  const answer = await kit.api<CopyHead>('POST', `/online/cgform/head/copyOnline?code=${id}`);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result;
}

/** Shows only `shown` of a copy, in that order, relabelled `<label>*`; the rest is left out of list, form and query. */
async function narrowed(kit: CgformFixture, copy: CopyHead, shown: string[]): Promise<CgformField[]> {
  const design = await designOf(kit, copy.id);
  const fields = design.fields.map((f) => {
    const at = shown.indexOf(f.dbFieldName);
    if (at < 0)
      return { ...f, isShowList: 0 as const, isShowForm: 0 as const, isQuery: 0 as const, orderNum: 100 };
    return {
      ...f,
      dbFieldTxt: `${f.dbFieldTxt}*`,
      isShowList: 1 as const,
      isShowForm: 1 as const,
      orderNum: at,
    };
  });
  await editForm(kit, { ...design, fields });
  return fields;
}

const listed = async (kit: CgformFixture, code: string, token?: string) =>
  (await formData(kit, code, token).as<Columns>('GET', `getColumns/${code}`)).body.result.columns;

/** Copy views (复制视图): their own fields, labels, order and rights over the original's table. */
describe.each(dialects)('online form copy views on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgcopyplain');

  it('serves a copy with its own fields and rights, and writes only what it shows', async () => {
    const original = await publishedForm(kit, dataDesign('ext_copy_view'));
    const copy = await copyOf(kit, original.id);
    expect(copy).toMatchObject({
      copyType: 1,
      physicId: original.id,
      tableName: 'ext_copy_view$1',
      tableVersion: 1,
    });
    expect((await designOf(kit, copy.id)).fields.length).toBe(
      (await designOf(kit, original.id)).fields.length,
    );
    await narrowed(kit, copy, ['kind', 'title']);

    // the copy's list: its two fields, in its order, with its labels; the original's as before
    const columns = await listed(kit, copy.id);
    expect(columns.map((c) => [c.dataIndex, c.title])).toEqual([
      ['kind', '性别*'],
      ['title', '标题*'],
    ]);
    expect((await listed(kit, original.id)).map((c) => c.dataIndex)).toContain('qty');
    const query = await formData(kit, copy.id).as<{ field: string }[]>('GET', `getQueryInfo/${copy.id}`);
    expect(query.body.result.map((q) => q.field)).toEqual(['kind', 'title']);

    // a row written through the original, then through the copy: the fields it leaves out keep their values
    const rowId = await formData(kit, original.id).added({ title: 'A', kind: '1', qty: 5, note: 'kept' });
    const viaCopy = formData(kit, copy.id);
    const edited = await viaCopy.edit({ id: rowId, title: 'B', qty: 99, note: 'lost?' });
    expect(edited.status, edited.body.message).toBe(200);
    const added = await viaCopy.added({ title: 'C', kind: '2', qty: 7 });
    const rows = await rowsOf(kit.server, 'ext_copy_view', ['id', 'title', 'qty', 'note', 'maker']);
    expect(rows.find((r) => r.id === rowId)).toMatchObject({ title: 'B', qty: 5, note: 'kept' });
    // an add through the copy: what it leaves out is empty or its default value
    const fresh = rows.find((r) => r.id === added)!;
    expect(fresh).toMatchObject({ title: 'C', note: 'N/A', maker: 'admin' });
    expect(fresh.qty ?? null).toBeNull();
    const page = await viaCopy.page('pageSize=10');
    expect(page.status, page.body.message).toBe(200);
    expect(page.body.result.records.find((r) => r.id === rowId)).not.toHaveProperty('qty');

    // 添加到菜单 of the copy: its own entry and rights
    const menu = await kit.api<{ url: string }>('POST', '/online/cgform/head/addToMenu', { id: copy.id });
    expect(menu.status, menu.body.message).toBe(200);
    expect(menu.body.result.url).toBe(`/online/cgformList/${copy.id}`);
    const perms = await kit.server.ctx.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'like', 'online:ext_copy_viewCopy1:%')
      .execute();
    expect(perms.map((p) => p.perms).sort()).toEqual(
      ['add', 'delete', 'edit', 'export', 'import', 'list'].map((a) => `online:ext_copy_viewCopy1:${a}`),
    );

    // a reader (rights are granted by their menu rows) with the copy's list right reads through the copy only
    const { token } = await userWith(kit.server, 'cgcopyreader', ['online:ext_copy_viewCopy1:list']);
    expect((await formData(kit, copy.id, token).page()).status).toBe(200);
    expect((await formData(kit, original.id, token).page()).status).toBe(403);
    expect((await formData(kit, copy.id, token).add({ title: 'D' })).status).toBe(403);

    // the copy list: the original's copies
    const list = await kit.api<{ records: CopyHead[] }>(
      'GET',
      `/online/cgform/head/list?copyType=1&physicId=${original.id}`,
    );
    expect(list.body.result.records.map((r) => r.id)).toEqual([copy.id]);
  });

  it('refuses database changes on a copy at the field, in the caller’s language', async () => {
    const original = await publishedForm(kit, dataDesign('ext_copy_fixed'));
    const copy = await copyOf(kit, original.id);
    const design = await designOf(kit, copy.id);
    const at = design.fields.findIndex((f) => f.dbFieldName === 'title');
    const fields = design.fields.map((f, i) => (i === at ? { ...f, dbLength: 50 } : f));
    const refused = await kit.api<{ errors?: Record<string, string> }>(
      'PUT',
      '/online/cgform/api/editAll',
      { ...design, fields },
      'en_US',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors?.[`fields.${at}.dbLength`]).toBe(
      'A copy view cannot change the database properties of field title',
    );
    const added = await kit.api<{ errors?: Record<string, string> }>('PUT', '/online/cgform/api/editAll', {
      ...design,
      fields: [...design.fields, { ...design.fields[at], id: undefined, dbFieldName: 'extra', orderNum: 99 }],
    });
    expect(added.status).toBe(400);
    expect(added.body.result.errors?.[`fields.${design.fields.length}.dbFieldName`]).toMatch(/extra/);
    expect((await kit.api('POST', `/online/cgform/api/doDbSynch/${copy.id}/normal`)).status).toBe(400);
    expect(await columnNames(kit.server, 'ext_copy_fixed')).not.toContain('extra');
  });

  it("follows its original's sync: a gone column is dropped from the copy and said so", async () => {
    const original = await publishedForm(kit, dataDesign('ext_copy_sync'));
    const copy = await copyOf(kit, original.id);
    await narrowed(kit, copy, ['title', 'serial', 'kind']);
    const design = await designOf(kit, original.id);
    await editForm(kit, { ...design, fields: design.fields.filter((f) => f.dbFieldName !== 'serial') });
    // out of sync with its original until the sync
    expect((await formData(kit, copy.id).page()).status).toBe(409);
    const synced = await syncForm(kit, original.id);
    expect(synced.status, synced.body.message).toBe(200);
    expect(await columnNames(kit.server, 'ext_copy_sync')).not.toContain('serial');

    const after = await designOf(kit, copy.id);
    expect(after.fields.map((f) => f.dbFieldName)).not.toContain('serial');
    const head = (await kit.api<CopyHead>('GET', `/online/cgform/head/queryById?id=${copy.id}`)).body.result;
    expect(head).toMatchObject({ copyDropped: 'serial', isDbSynch: 'Y' });
    expect((await listed(kit, copy.id)).map((c) => c.dataIndex)).toEqual(['title', 'kind']);
    expect((await formData(kit, copy.id).page()).status).toBe(200);
    // a save of the copy reads the notice
    await editForm(kit, after);
    const read = (await kit.api<CopyHead>('GET', `/online/cgform/head/queryById?id=${copy.id}`)).body.result;
    expect(read.copyDropped).toBeNull();
  });

  it('deletes a copy alone: the table, its rows and the original stay', async () => {
    const original = await publishedForm(kit, dataDesign('ext_copy_gone'));
    await formData(kit, original.id).added({ title: 'row' });
    const copy = await copyOf(kit, original.id);
    expect((await formData(kit, copy.id).page()).status).toBe(200);
    const deleted = await kit.api('DELETE', `/online/cgform/head/delete?id=${copy.id}`);
    expect(deleted.status, deleted.body.message).toBe(200);
    expect(await columnNames(kit.server, 'ext_copy_gone')).toContain('title');
    const page = await formData(kit, original.id).page();
    expect(page.body.result.total).toBe(1);
    expect((await formData(kit, copy.id).page()).status).toBe(404);
    expect(kit.server.ctx.definitions.runtimeDefinition('ext_copy_goneCopy1')).toBeNull();
    // a second copy takes the free name again
    expect((await copyOf(kit, original.id)).tableName).toBe('ext_copy_gone$1');
  });
});
