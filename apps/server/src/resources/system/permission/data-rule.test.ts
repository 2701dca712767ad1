import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { DataRule, PageResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

type Position = { id: string; code: string; name: string; postRank: string };
const PASSWORD = 'Rule!user#2026';

/** Data rules: chosen per role on 职务管理, they narrow lists, exports and details and stop edits of hidden rows. */
describe.each(dialects)('data rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let roleId: string;
  let user: string;
  const positions: Position[] = [];
  const list = async (token: string) =>
    (await call<PageResult<Position>>(server, 'GET', '/sys/position/list?pageSize=100', { token })).body
      .result.records;
  const addRule = (body: Record<string, unknown>, lang?: string) =>
    call<{ id: string }>(server, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: { permissionId: 'isystem-position', status: '1', ...body },
      lang,
    });
  const choose = (ids: string[]) =>
    call(server, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: 'isystem-position', roleId, dataRuleIds: ids.join(',') },
    });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    roleId = (
      await call<{ id: string }>(server, 'POST', '/sys/role/add', {
        token: admin,
        body: { roleName: '职务查看', roleCode: 'position_viewer' },
      })
    ).body.result.id;
    const grant =
      'isystem,isystem-position,position-add,position-edit,position-delete,position-export,position-import';
    await call(server, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId, permissionIds: grant, lastpermissionIds: '' },
    });
    await createUser(server, { username: 'ruleuser', password: PASSWORD, roleIds: [roleId], tenantIds: [1] });
    user = await login(server, 'ruleuser', PASSWORD);
    for (const [code, rank] of [
      ['R1', '1'],
      ['R3A', '3'],
      ['R3B', '3'],
      ['R5', '5'],
    ]) {
      const added = await call<Position>(server, 'POST', '/sys/position/add', {
        token: admin,
        body: { code, name: `职务${code}`, postRank: rank },
      });
      positions.push(added.body.result);
    }
  });
  afterAll(async () => server?.stop());

  it('a role with postRank = 3 on 职务管理 sees only rank-3 positions in lists, details and exports', async () => {
    expect((await list(user)).map((p) => p.code).sort()).toEqual(['R1', 'R3A', 'R3B', 'R5']);
    const rule = await addRule({
      ruleName: '只看中级',
      ruleColumn: 'postRank',
      ruleConditions: '=',
      ruleValue: '3',
    });
    expect(rule.status, rule.body.message).toBe(200);
    expect((await choose([rule.body.result.id])).status).toBe(200);
    const chosen = await call<{ datarule: DataRule[]; drChecked: string[] }>(
      server,
      'GET',
      `/sys/role/datarule/isystem-position/${roleId}`,
      { token: admin },
    );
    expect(chosen.body.result).toMatchObject({
      datarule: [{ ruleName: '只看中级', ruleColumn: 'postRank' }],
      drChecked: [rule.body.result.id],
    });

    expect((await list(user)).map((p) => p.code).sort()).toEqual(['R3A', 'R3B']);
    expect((await list(admin)).length).toBeGreaterThanOrEqual(4);
    const hidden = positions.find((p) => p.code === 'R1') as Position;
    expect(
      (await call(server, 'GET', `/sys/position/queryById?id=${hidden.id}`, { token: user })).status,
    ).toBe(404);
    const response = await fetch(`${server.api}/sys/position/exportXls`, {
      headers: { 'X-Access-Token': user },
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const cells: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toEqual(expect.arrayContaining(['R3A', 'R3B']));
    expect(cells).not.toContain('R1');
    expect(cells).not.toContain('R5');
  });

  it('refuses an import with rows outside the rules, writing none of it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    for (const row of [
      ['code', 'name', 'postRank'],
      ['I3', '导入中级', '3'],
      ['I1', '导入员级', '1'],
    ])
      sheet.addRow(row);
    const upload = async (rows: Blob) => {
      const form = new FormData();
      form.append('file', rows, 'data.xlsx');
      const response = await fetch(`${server.api}/sys/position/importExcel`, {
        method: 'POST',
        headers: { 'X-Access-Token': user, 'X-Lang': 'en_US' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    const refused = await upload(new Blob([await book.xlsx.writeBuffer()]));
    expect(refused).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('Rows 3 would fall outside') },
    });
    expect(
      await server.ctx.db
        .selectFrom('sys_position')
        .select('code')
        .where('code', 'in', ['I1', 'I3'])
        .execute(),
    ).toEqual([]);
    sheet.spliceRows(3, 1);
    expect((await upload(new Blob([await book.xlsx.writeBuffer()]))).status).toBe(200);
    expect((await list(user)).map((p) => p.code).sort()).toEqual(['I3', 'R3A', 'R3B']);
    await server.ctx.db.deleteFrom('sys_position').where('code', '=', 'I3').execute();
  });

  it('refuses edits and deletes of rows the rules hide, and changes nothing', async () => {
    const hidden = positions.find((p) => p.code === 'R5') as Position;
    const edit = await call(server, 'PUT', '/sys/position/edit', {
      token: user,
      body: { id: hidden.id, code: 'R5', name: 'changed', postRank: '5' },
    });
    expect(edit.status).toBe(404);
    expect(
      (await call(server, 'DELETE', `/sys/position/delete?id=${hidden.id}`, { token: user })).status,
    ).toBe(404);
    const row = await server.ctx.db
      .selectFrom('sys_position')
      .select('name')
      .where('id', '=', hidden.id)
      .executeTakeFirst();
    expect(row?.name).toBe('职务R5');
  });

  it("rules of one menu are ANDed; createBy = #{sys_user_code} keeps the caller's own rows; turning rules off or unchoosing them widens the list at once", async () => {
    const outside = await call(server, 'POST', '/sys/position/add', {
      token: user,
      body: { code: 'U1', name: '职务U1', postRank: '1' },
      lang: 'en_US',
    });
    expect(outside).toMatchObject({
      status: 403,
      body: { message: 'The record would fall outside the rows your data rules let you see' },
    });
    expect(
      await server.ctx.db.selectFrom('sys_position').select('id').where('code', '=', 'U1').execute(),
    ).toEqual([]);
    const moved = await call(server, 'PUT', '/sys/position/edit', {
      token: user,
      body: { ...positions[1], postRank: '5' },
    });
    expect(moved.status).toBe(403);
    expect(
      (
        await call(server, 'POST', '/sys/position/add', {
          token: user,
          body: { code: 'U3', name: '职务U3', postRank: '3' },
        })
      ).status,
    ).toBe(200);
    const mine = await addRule({
      ruleName: '本人创建',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(mine.status, mine.body.message).toBe(200);
    const rules = (
      await call<DataRule[]>(
        server,
        'GET',
        '/sys/permission/getPermRuleListByPermId?permissionId=isystem-position',
        { token: admin },
      )
    ).body.result;
    expect((await choose(rules.map((r) => r.id))).status).toBe(200);
    expect((await list(user)).map((p) => p.code)).toEqual(['U3']);

    const first = rules.find((r) => r.ruleName === '只看中级') as DataRule;
    await call(server, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { ...first, status: '0' },
    });
    expect((await list(user)).map((p) => p.code)).toEqual(['U3']);
    expect((await choose([])).status).toBe(200);
    expect((await list(user)).map((p) => p.code).sort()).toEqual(['R1', 'R3A', 'R3B', 'R5', 'U3']);
  });

  it('refuses bad rules at save time with a clear message, and unknown or foreign choices', async () => {
    const before = await server.ctx.db.selectFrom('sys_permission_data_rule').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [
        { ruleName: 'x', ruleColumn: 'no_such_field', ruleConditions: '=', ruleValue: '1' },
        'The field no_such_field is not a field',
      ],
      [{ ruleName: 'x', ruleColumn: 'postRank', ruleConditions: 'SQL', ruleValue: '1' }, 'ruleConditions'],
      [
        { ruleName: 'x', ruleColumn: 'postRank', ruleConditions: '=', ruleValue: '#{sys_password}' },
        'Unknown system variable: sys_password',
      ],
      [
        {
          ruleName: 'x',
          ruleColumn: 'post_rank); drop table sys_user; --',
          ruleConditions: '=',
          ruleValue: '1',
        },
        'ruleColumn',
      ],
      [
        { ruleName: 'x', ruleColumn: 'postRank', ruleConditions: 'IN', ruleValue: '1,,3' },
        'The rule value cannot be empty',
      ],
      [
        {
          ruleName: 'x',
          ruleColumn: 'code',
          ruleConditions: '=',
          ruleValue: '1',
          permissionId: 'position-add',
        },
        'Buttons cannot have data rules',
      ],
      [
        { ruleName: 'x', ruleColumn: 'code', ruleConditions: '=', ruleValue: '1', permissionId: 'tools' },
        'no data that rules could filter',
      ],
    ];
    for (const [body, text] of cases) {
      const answer = await addRule(body, 'en_US');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(text);
    }
    expect(await server.ctx.db.selectFrom('sys_permission_data_rule').select('id').execute()).toHaveLength(
      before.length,
    );
    const foreign = await call(server, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: 'isystem-position', roleId, dataRuleIds: 'not-a-rule' },
    });
    expect(foreign.status).toBe(400);
    const ungranted = await call(server, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: 'isystem-role', roleId, dataRuleIds: '' },
    });
    expect(ungranted.status).toBe(400);
    expect(
      (await call(server, 'GET', '/sys/permission/queryPermissionRule?ruleName=本', { token: admin })).body
        .result,
    ).toHaveLength(1);
    expect((await call(server, 'GET', '/sys/permission/queryPermissionRule', { token: user })).status).toBe(
      403,
    );
  });
});
