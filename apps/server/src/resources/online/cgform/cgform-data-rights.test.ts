import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { userWith } from '../../../test/weld-fixture';
import { useCgformServer } from '../../../test/cgform-fixture';
import { dataDesign, formData, publishedForm } from '../../../test/cgform-data-fixture';

interface Column {
  title: string;
  dataIndex: string;
  sorter: boolean;
  fieldType: string;
}
interface Columns {
  code: string;
  currentTableName: string;
  columns: Column[];
  hideColumns: string[];
  dictOptions: Record<string, { value: string; text: string }[]>;
  paginationFlag: string;
  checkboxFlag: string;
}
interface FormItem {
  schema: {
    required: string[];
    properties: Record<string, { view: string; readOnly: boolean; order: number }>;
  };
}
type QueryField = { field: string; mode: string; view: string; dictCode: string };

/** The schema calls under field rights, the menu entry, and the rights of every data call. */
describe.each(dialects)('online form schema and rights on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgrightsplain');

  it('adds a menu entry with its buttons, and serves schema and data by the rights they grant', async () => {
    const head = await publishedForm(kit, dataDesign('ext_data_rights'));
    const menu = await kit.api<{ id: string; url: string; component: string }>(
      'POST',
      '/online/cgform/head/addToMenu',
      { id: head.id, name: '在线数据' },
    );
    expect(menu.status, menu.body.message).toBe(200);
    expect(menu.body.result).toMatchObject({
      url: `/online/cgformList/${head.id}`,
      component: 'online/cgformList',
    });
    const rows = await kit.server.ctx.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'perms', 'menu_type', 'component', 'url'])
      .where('perms', 'like', 'online:ext_data_rights:%')
      .execute();
    const menuRow = rows.find((r) => r.id === menu.body.result.id)!;
    expect(menuRow).toMatchObject({ perms: 'online:ext_data_rights:list', component: 'online/cgformList' });
    expect(
      rows
        .filter((r) => r.parent_id === menuRow.id)
        .map((r) => [r.perms, Number(r.menu_type)])
        .sort(),
    ).toEqual(['add', 'delete', 'edit', 'export', 'import'].map((a) => [`online:ext_data_rights:${a}`, 2]));
    expect(
      (
        await call(kit.server, 'POST', '/online/cgform/head/addToMenu', {
          token: kit.plain,
          body: { id: head.id },
        })
      ).status,
    ).toBe(403);

    // field rules: qty hidden (可见), maker read-only (可编辑) for callers without them
    for (const [field, type] of [
      ['qty', '1'],
      ['maker', '2'],
    ])
      expect(
        (
          await kit.api('POST', '/sys/permission/add', {
            parentId: menuRow.id,
            name: `字段 ${field}`,
            menuType: 2,
            perms: `online:ext_data_rights:field:${field}`,
            permsType: type,
          })
        ).status,
      ).toBe(200);
    const { token } = await userWith(kit.server, 'cgclerk', [
      'online:ext_data_rights:list',
      'online:ext_data_rights:add',
    ]);
    const clerk = formData(kit, head.id, token);
    // a data rule on the form's menu row, chosen for the clerk's role: own rows only
    const rule = await kit.api<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      permissionId: menuRow.id,
      status: '1',
      ruleName: '本人数据',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(rule.status, rule.body.message).toBe(200);
    const role = await kit.server.ctx.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'role_cgclerk')
      .executeTakeFirstOrThrow();
    const chosen = await kit.api('POST', '/sys/role/datarule', {
      permissionId: menuRow.id,
      roleId: role.id,
      dataRuleIds: rule.body.result.id,
    });
    expect(chosen.status, chosen.body.message).toBe(200);
    const adminRow = await formData(kit, head.id).added({ title: 'by admin' });

    const columns = (await clerk.as<Columns>('GET', `getColumns/${head.id}`)).body.result;
    expect(columns).toMatchObject({
      code: head.id,
      currentTableName: 'ext_data_rights',
      paginationFlag: 'Y',
    });
    expect(columns.columns.map((c) => c.dataIndex)).toEqual([
      'createTime',
      'title',
      'kind',
      'maker',
      'day',
      'serial',
    ]);
    expect(columns.columns.find((c) => c.dataIndex === 'title')).toMatchObject({
      title: '标题',
      sorter: true,
    });
    expect(columns.hideColumns).toEqual(['qty']);
    expect(columns.dictOptions.kind.map((o) => o.value)).toEqual(['1', '2']);
    const adminColumns = (await formData(kit, head.id).as<Columns>('GET', `getColumns/${head.id}`)).body
      .result;
    expect(adminColumns.columns.map((c) => c.dataIndex)).toContain('qty');

    const query = (await clerk.as<QueryField[]>('GET', `getQueryInfo/${head.id}`)).body.result;
    expect(query.map((q) => [q.field, q.mode, q.view])).toEqual([
      ['title', 'single', 'text'],
      ['kind', 'single', 'list'],
    ]);
    const form = (await clerk.as<FormItem>('GET', `getFormItem/${head.id}`)).body.result.schema;
    expect(Object.keys(form.properties)).toEqual(['title', 'kind', 'maker', 'day', 'note', 'serial']);
    expect(form.properties.maker.readOnly).toBe(true);
    expect(form.properties.title.readOnly).toBe(false);
    expect(form.properties.kind.view).toBe('list');

    // list and add only: the rest is refused before anything is read or written
    const id = await clerk.added({ title: 'by clerk', qty: 9, maker: 'forged' });
    const page = await clerk.page();
    expect(page.status).toBe(200);
    expect(page.body.result.records.map((r) => r.title)).toEqual(['by clerk']);
    expect((await clerk.get(adminRow)).status).toBe(404);
    expect(page.body.result.records[0]).not.toHaveProperty('qty');
    expect(page.body.result.records[0]).toMatchObject({ maker: 'cgclerk' });
    expect((await clerk.page('qty_begin=1')).status).toBe(400);
    expect((await clerk.get(id)).status).toBe(200);
    expect((await clerk.remove([id])).status).toBe(403);
    expect((await clerk.edit({ id, title: 'x' })).status).toBe(403);
    expect((await clerk.as('GET', `exportXls/${head.id}`)).status).toBe(403);
    expect((await clerk.as('POST', `importXls/${head.id}`)).status).toBe(403);
    expect((await formData(kit, head.id).get(id)).body.result).toMatchObject({ qty: null });

    const nobody = formData(kit, head.id, kit.plain);
    for (const path of ['getColumns', 'getQueryInfo', 'getFormItem', 'getData'])
      expect((await nobody.as('GET', `${path}/${head.id}`)).status, path).toBe(403);
    expect((await nobody.add({ title: 'no' })).status).toBe(403);
  });
});
