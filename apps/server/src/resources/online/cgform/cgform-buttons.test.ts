import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { userWith } from '../../../test/weld-fixture';
import { eventually, rowsOf, useCgformServer } from '../../../test/cgform-fixture';
import { formData, publishedForm } from '../../../test/cgform-data-fixture';
import { approveButton, buttonDesign, saveEnhance, savedEnhance } from '../../../test/cgform-enhance-fixture';

type Refusal = { errors: Record<string, string> };

/** Custom buttons: structured, checked against the design, run by doButton under their own right and the caller's scope. */
describe.each(dialects)('online form buttons on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgbtnplain');

  it('refuses buttons that name no settable design field or a constant the column cannot hold', async () => {
    const head = await publishedForm(kit, buttonDesign('ext_btn_checks'));
    const withAssignment = (field: string, value: string, source = 'constant') =>
      saveEnhance(kit, head.id, {
        buttons: [{ ...approveButton(), assignments: [{ field, source, value }] }],
      });
    const refusalAt = async (
      answer: Promise<{ status: number; body: { result: unknown } }>,
      path: string,
    ) => {
      const { status, body } = await answer;
      expect(status).toBe(400);
      expect(Object.keys((body.result as Refusal).errors)).toContain(path);
    };
    await refusalAt(withAssignment('nope', 'x'), 'buttons.0.assignments.0.field');
    await refusalAt(withAssignment('id', 'x'), 'buttons.0.assignments.0.field');
    await refusalAt(withAssignment('create_by', 'x'), 'buttons.0.assignments.0.field');
    await refusalAt(withAssignment('qty', 'abc'), 'buttons.0.assignments.0.value');
    await refusalAt(withAssignment('status', 'much too long for ten'), 'buttons.0.assignments.0.value');
    // a value the served form refuses although it fits the column: not an item of the dictionary
    await refusalAt(withAssignment('kind', '7'), 'buttons.0.assignments.0.value');
    await refusalAt(withAssignment('status', 'sys_password', 'variable'), 'buttons.0.assignments.0.value');
    await refusalAt(
      saveEnhance(kit, head.id, {
        buttons: [{ ...approveButton(), optType: 'action', actionName: 'java.lang.Runtime' }],
      }),
      'buttons.0.actionName',
    );
    await refusalAt(
      saveEnhance(kit, head.id, { buttons: [approveButton(), approveButton()] }),
      'buttons.1.buttonCode',
    );
    const plain = await call(kit.server, 'PUT', '/online/cgform/enhance/save', {
      token: kit.plain,
      body: { headId: head.id, buttons: [approveButton()], rules: [] },
    });
    expect(plain.status).toBe(403);
    const stored = await kit.api<{ buttons: unknown[]; actions: string[] }>(
      'GET',
      `/online/cgform/enhance/queryByHeadId?headId=${head.id}`,
    );
    expect(stored.body.result.buttons).toEqual([]);
    expect(stored.body.result.actions).toContain('fillDefaults');
  });

  it('runs a button on a row: sets the fields, logs, binds constants, and answers by right and scope', async () => {
    const table = 'ext_btn_press';
    const head = await publishedForm(kit, buttonDesign(table));
    const injection = "x'); drop table ext_btn_press; --";
    await savedEnhance(kit, head.id, {
      buttons: [
        approveButton(),
        {
          ...approveButton('note'),
          buttonName: '写入原因',
          optPosition: 'toolbar',
          assignments: [{ field: 'reason', source: 'constant', value: injection }],
        },
      ],
    });
    const menu = await kit.api<{ id: string }>('POST', '/online/cgform/head/addToMenu', {
      id: head.id,
      name: '按钮表单',
    });
    expect(menu.status, menu.body.message).toBe(200);
    // a button added once the form is in the menu gets its right there too
    await savedEnhance(kit, head.id, {
      buttons: [
        approveButton(),
        {
          ...approveButton('note'),
          buttonName: '写入原因',
          optPosition: 'toolbar',
          assignments: [{ field: 'reason', source: 'constant', value: injection }],
        },
        {
          ...approveButton('copyTitle'),
          buttonName: '复制标题',
          assignments: [{ field: 'reason', source: 'field', value: 'title' }],
        },
      ],
    });
    const rights = await kit.server.ctx.db
      .selectFrom('sys_permission')
      .select(['perms', 'parent_id'])
      .where('perms', 'like', `online:${table}:btn:%`)
      .execute();
    expect(rights.map((r) => r.perms).sort()).toEqual(
      ['approve', 'copyTitle', 'note'].map((c) => `online:${table}:btn:${c}`),
    );
    expect(new Set(rights.map((r) => r.parent_id))).toEqual(new Set([menu.body.result.id]));

    const admin = formData(kit, head.id);
    const first = await admin.added({ title: '第一单' });
    const second = await admin.added({ title: '第二单' });
    const press = (token: string, dataId: string, buttonCode: string) =>
      call<Record<string, unknown>[]>(kit.server, 'POST', '/online/cgform/api/doButton', {
        token,
        body: { formId: head.id, dataId, buttonCode },
      });
    const approved = await press(kit.admin, first, 'approve');
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.result).toMatchObject([{ id: first, status: 'approved', approver: 'admin' }]);
    const both = await press(kit.admin, `${first},${second}`, 'note');
    expect(both.status, both.body.message).toBe(200);
    expect((await press(kit.admin, second, 'copyTitle')).body.result).toMatchObject([{ reason: '第二单' }]);
    const rows = await rowsOf(kit.server, table, ['id', 'reason', 'status']);
    expect(rows.find((r) => r.id === first)).toMatchObject({ reason: injection, status: 'approved' });
    expect(rows).toHaveLength(2);
    await eventually(async () => {
      const log = await kit.server.ctx.db
        .selectFrom('sys_log')
        .select(['log_content', 'request_param'])
        .where('request_url', 'like', '%/doButton')
        .where('log_content', 'like', '%标记已审核%')
        .executeTakeFirstOrThrow();
      expect(log.log_content).toBe(`在线表单 ${table}：按钮“标记已审核”（1 行）`);
      expect(log.request_param).toContain(first);
    });
    expect((await press(kit.admin, first, 'nosuch')).status).toBe(404);

    // the list right alone shows no buttons and presses none
    const reader = await userWith(kit.server, 'cgbtnreader', [`online:${table}:list`]);
    const seen = await call<{ buttons: unknown[] }>(
      kit.server,
      'GET',
      `/online/cgform/api/getEnhance/${head.id}`,
      {
        token: reader.token,
      },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.result.buttons).toEqual([]);
    expect((await press(reader.token, second, 'approve')).status).toBe(403);

    // the button's right within a data rule of own rows: another's row is not found, and nothing changed
    const clerk = await userWith(kit.server, 'cgbtnclerk', [
      `online:${table}:list`,
      `online:${table}:add`,
      `online:${table}:btn:approve`,
    ]);
    const rule = await kit.api<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      permissionId: menu.body.result.id,
      status: '1',
      ruleName: '本人数据',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    const role = await kit.server.ctx.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'role_cgbtnclerk')
      .executeTakeFirstOrThrow();
    await kit.api('POST', '/sys/role/datarule', {
      permissionId: menu.body.result.id,
      roleId: role.id,
      dataRuleIds: rule.body.result.id,
    });
    const clerkSees = await call<{ buttons: { buttonCode: string }[] }>(
      kit.server,
      'GET',
      `/online/cgform/api/getEnhance/${head.id}`,
      { token: clerk.token },
    );
    expect(clerkSees.body.result.buttons.map((b) => b.buttonCode)).toEqual(['approve']);
    expect((await press(clerk.token, second, 'approve')).status).toBe(404);
    expect((await admin.get(second)).body.result).toMatchObject({ status: null });
    const own = await formData(kit, head.id, clerk.token).added({ title: '本人的' });
    const mine = await press(clerk.token, own, 'approve');
    expect(mine.status, mine.body.message).toBe(200);
    expect(mine.body.result).toMatchObject([{ status: 'approved', approver: 'cgbtnclerk' }]);
    // all or none: one row out of scope refuses the press of both
    expect((await press(clerk.token, `${own},${second}`, 'approve')).status).toBe(404);
  });
});
