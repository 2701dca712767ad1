import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fieldRightOf, position } from '@weld/core';
import type { PageResult, PermissionResult } from '@weld/core';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, login } from '../test/client';
import { userWith } from '../test/weld-fixture';

type Rec = Record<string, unknown> & { id: string };
const RIGHTS = [
  'system:position:list',
  'system:position:add',
  'system:position:edit',
  'system:position:export',
  'system:position:import',
];

/** Query permission (shell §6) on fields, configured in 菜单管理 and granted per role, as the kit serves it. */
describe.each(dialects)('field rights on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let clerk: string;
  let manager: string;
  let rankRuleId: string;
  let positionId: string;
  const list = (token: string, query = '') =>
    call<PageResult<Rec>>(server, 'GET', `/sys/position/list?pageSize=100${query}`, { token });
  const rule = async (code: string, permsType: '1' | '2') => {
    const added = await call<{ id: string }>(server, 'POST', '/sys/permission/add', {
      token: admin,
      body: { name: code, menuType: 2, parentId: 'isystem-position', perms: code, permsType, status: '1' },
    });
    expect(added.status, added.body.message).toBe(200);
    return added.body.result.id;
  };
  const exportHeader = async (token: string) => {
    const response = await fetch(`${server.api}/sys/position/exportXls`, {
      headers: { 'X-Access-Token': token, 'X-Lang': 'zh_CN' },
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return (book.worksheets[0].getRow(3).values as unknown[]).slice(1).map(String);
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    const added = await call<Rec>(server, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'FR1', name: '焊接主管', postRank: '3', orgCode: 'A01' },
    });
    expect(added.status, added.body.message).toBe(200);
    positionId = added.body.result.id;
    // 菜单管理: 职级 visible only when granted, 所属部门 editable only when granted
    rankRuleId = await rule(fieldRightOf(position, 'postRank'), '1');
    await rule(fieldRightOf(position, 'orgCode'), '2');
    clerk = (await userWith(server, 'frclerk', RIGHTS)).token;
    manager = (
      await userWith(server, 'frmanager', [
        ...RIGHTS,
        fieldRightOf(position, 'postRank'),
        fieldRightOf(position, 'orgCode'),
      ])
    ).token;
  });
  afterAll(async () => server?.stop());

  it('leaves a hidden field out of the list, the detail and the export of a user without its right', async () => {
    const row = (await list(clerk)).body.result.records.find((r) => r.id === positionId)!;
    expect(row).toMatchObject({ code: 'FR1', name: '焊接主管', orgCode: 'A01' });
    expect(row).not.toHaveProperty('postRank');
    expect(row).not.toHaveProperty('postRank_dictText');
    const detail = await call<Rec>(server, 'GET', `/sys/position/queryById?id=${positionId}`, {
      token: clerk,
    });
    expect(detail.body.result).not.toHaveProperty('postRank');
    expect(await exportHeader(clerk)).not.toContain('职级');
    // nor may a query filter or sort by it, which would tell its values
    expect((await list(clerk, '&postRank=3')).status).toBe(400);
    expect((await list(clerk, '&column=postRank&order=asc')).status).toBe(400);
  });

  it('answers the field to a holder of its right and to the admin', async () => {
    for (const token of [manager, admin]) {
      const row = (await list(token)).body.result.records.find((r) => r.id === positionId)!;
      expect(row).toMatchObject({ postRank: '3', postRank_dictText: '中级' });
    }
    expect(await exportHeader(manager)).toContain('职级');
  });

  it('keeps what a user may not see or change when they edit, whatever the body says', async () => {
    const edited = await call<Rec>(server, 'PUT', '/sys/position/edit', {
      token: clerk,
      body: { id: positionId, name: '焊接组长', postRank: '1', orgCode: 'A02' },
    });
    expect(edited.status, edited.body.message).toBe(200);
    const stored = await call<Rec>(server, 'GET', `/sys/position/queryById?id=${positionId}`, {
      token: admin,
    });
    expect(stored.body.result).toMatchObject({ name: '焊接组长', postRank: '3', orgCode: 'A01' });
    const byManager = await call<Rec>(server, 'PUT', '/sys/position/edit', {
      token: manager,
      body: { id: positionId, postRank: '2', orgCode: 'A02' },
    });
    expect(byManager.body.result).toMatchObject({ postRank: '2', orgCode: 'A02' });
  });

  it('imports no value of a field the user may not see or change', async () => {
    const upload = async (token: string, code: string) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('职务');
      sheet.addRow(['code', 'name', 'postRank', 'orgCode']);
      sheet.addRow([code, '导入职务', '中级', 'A01']);
      const form = new FormData();
      form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'positions.xlsx');
      const response = await fetch(`${server.api}/sys/position/importExcel`, {
        method: 'POST',
        headers: { 'X-Access-Token': token, 'X-Lang': 'zh_CN' },
        body: form,
      });
      return (await response.json()) as { code: number };
    };
    const stored = async (code: string) => (await list(admin, `&code=${code}`)).body.result.records[0];
    // 职级 (hidden) and 职务名称 (disabled) are dropped from the clerk's rows: both required, the row is refused
    expect((await upload(clerk, 'IMP1')).code).toBe(201);
    expect(await stored('IMP1')).toBeUndefined();
    expect((await upload(manager, 'IMP2')).code).toBe(200);
    expect(await stored('IMP2')).toMatchObject({
      name: '导入职务',
      postRank: '3',
      postRank_dictText: '中级',
    });
  });

  it('tells the screens the rules through the permission answer, and a rule switched off governs nobody', async () => {
    const perms = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token: clerk,
    });
    expect(perms.body.result.allAuth).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: fieldRightOf(position, 'postRank'), type: '1', status: '1' }),
      ]),
    );
    expect(perms.body.result.auth.map((a) => a.action)).not.toContain(fieldRightOf(position, 'postRank'));
    const off = await call(server, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: {
        id: rankRuleId,
        name: 'rank',
        menuType: 2,
        parentId: 'isystem-position',
        perms: fieldRightOf(position, 'postRank'),
        permsType: '1',
        status: '0',
      },
    });
    expect(off.status, off.body.message).toBe(200);
    const row = (await list(clerk)).body.result.records.find((r) => r.id === positionId)!;
    expect(row).toHaveProperty('postRank', '2');
  });
});
