import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { designField, newHead, standardFields } from '@weld/core/online/standard-fields';
import type { CgformDesign, CgformField } from '@weld/core/online/design';
import { ADMIN } from './support';

type Answer<T> = { success: boolean; message: string; result: T };

/** One API call that must succeed; answers its result. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'X-Access-Token': token }, data });
  const body = (await res.json()) as Answer<T>;
  expect(body.success, `${path}: ${body.message}`).toBe(true);
  return body.result;
}

export async function tokenOf(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/sys/login', { data: { username, password } });
  return ((await res.json()) as Answer<{ token: string }>).result.token;
}

export const adminToken = (request: APIRequestContext) => tokenOf(request, ADMIN.username, ADMIN.password);

/**
 * A single-table design of the standard columns and the given fields (order numbers follow them), as the designer
 * sends it.
 */
export function formDesign(
  table: string,
  tableTxt: string,
  fields: [name: string, text: string, type: CgformField['dbType'], extra?: Partial<CgformField>][],
  head: Partial<CgformDesign['head']> = {},
): CgformDesign {
  return {
    head: { ...newHead(table, tableTxt), ...head },
    fields: [
      ...standardFields(),
      ...fields.map(([name, text, type, extra], i) => designField(name, text, type, 6 + i, extra)),
    ],
    indexs: [],
  };
}

/**
 * A form of twelve fields, one per kind of control the auto list draws: text, int, money, date, datetime, a
 * dictionary select (`sex`), radio (`yn`), checkbox (`priority`), user, department, image and file; two fields
 * per row in the form (template 2).
 */
export function ledgerDesign(table: string, tableTxt: string): CgformDesign {
  return formDesign(
    table,
    tableTxt,
    [
      ['weld_no', '焊缝编号', 'string', { isQuery: 1, sortFlag: 1, fieldMustInput: 1 }],
      ['current_a', '焊接电流', 'int', { isQuery: 1, queryMode: 'group', sortFlag: 1 }],
      ['cost', '焊材费用', 'BigDecimal', { dbLength: 10, dbPointLength: 2 }],
      ['weld_date', '焊接日期', 'Date', { fieldShowType: 'date', isQuery: 1, queryMode: 'group' }],
      ['checked_at', '检验时间', 'Datetime', { fieldShowType: 'datetime' }],
      ['welder_sex', '焊工性别', 'string', { fieldShowType: 'list', dictField: 'sex', isQuery: 1 }],
      ['passed', '是否合格', 'string', { fieldShowType: 'radio', dictField: 'yn' }],
      ['levels', '优先级', 'string', { dbLength: 100, fieldShowType: 'checkbox', dictField: 'priority' }],
      ['inspector', '检验员', 'string', { dbLength: 100, fieldShowType: 'sel_user' }],
      ['dept', '施工部门', 'string', { dbLength: 100, fieldShowType: 'sel_depart' }],
      ['photo', '焊缝照片', 'string', { dbLength: 500, fieldShowType: 'image', isShowList: 0 }],
      ['report', '检测报告', 'string', { dbLength: 500, fieldShowType: 'file', isShowList: 0 }],
    ],
    { formTemplate: '2' },
  );
}

/** Adds and syncs a design as the admin; answers its head id. */
export async function publish(request: APIRequestContext, design: CgformDesign): Promise<string> {
  const admin = await adminToken(request);
  const head = await api<{ id: string }>(request, admin, 'POST', '/online/cgform/api/addAll', design);
  await api(request, admin, 'POST', `/online/cgform/api/doDbSynch/${head.id}/normal`);
  return head.id;
}

/** Deletes the designs (and their tables) of these table names: a journey stopped half-way leaves them behind. */
export async function removeForms(request: APIRequestContext, ...tables: string[]): Promise<void> {
  const admin = await adminToken(request);
  for (const table of tables) {
    const listed = await api<{ records: { id: string }[] }>(
      request,
      admin,
      'GET',
      `/online/cgform/head/list?tableName=${table}`,
    );
    for (const { id } of listed.records) {
      await api(request, admin, 'DELETE', `/online/cgform/head/delete?id=${id}`);
      for (const menuId of await menuEntriesOf(request, admin, id))
        await api(request, admin, 'DELETE', `/sys/permission/delete?id=${menuId}`);
    }
  }
}

type MenuNode = { id: string; url: string | null; children?: MenuNode[] };

/** The ids of the menu entries that open a form's list (添加到菜单 made them), each after its buttons. */
async function menuEntriesOf(request: APIRequestContext, admin: string, headId: string): Promise<string[]> {
  const walk = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
  const tree = await api<MenuNode[]>(request, admin, 'GET', '/sys/permission/list');
  // its buttons first: a menu row with rows under it is not deleted
  return walk(tree)
    .filter((n) => n.url?.endsWith(`/${headId}`))
    .flatMap((n) => [...walk(n.children ?? []).map((c) => c.id), n.id]);
}

/** The user's buttons under a menu entry, by the action their right ends in (add, edit, delete ...). */
export async function buttonsOf(request: APIRequestContext, token: string, menuId: string) {
  const rows = await api<{ id: string; perms: string | null }[]>(
    request,
    token,
    'GET',
    `/sys/permission/getSystemSubmenu?parentId=${menuId}`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.perms).split(':').at(-1), r.id]));
}

/** A role of the given menu rows and a user in it with their own password set (no change asked at sign-in). */
export async function userWithRows(
  request: APIRequestContext,
  admin: string,
  user: { username: string; realname: string; password: string; roleCode: string },
  permissionIds: string[],
): Promise<void> {
  await api(request, admin, 'POST', '/sys/role/add', { roleName: user.realname, roleCode: user.roleCode });
  const roles = await api<{ id: string; roleCode: string }[]>(request, admin, 'GET', '/sys/role/queryall');
  const roleId = roles.find((r) => r.roleCode === user.roleCode)?.id as string;
  await api(request, admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: permissionIds.join(','),
    lastpermissionIds: '',
  });
  const first = `${user.password}x`;
  await api(request, admin, 'POST', '/sys/user/add', {
    username: user.username,
    realname: user.realname,
    password: first,
    selectedroles: roleId,
  });
  const own = await tokenOf(request, user.username, first);
  await api(request, own, 'POST', '/sys/user/updatePassword', {
    username: user.username,
    oldpassword: first,
    password: user.password,
    confirmpassword: user.password,
  });
}

type Design = { head: Record<string, unknown>; fields: Record<string, unknown>[]; indexs: unknown[] };

/** The stored design of a form as the designer reads it back (head from the list, fields and indexes by head). */
export async function designOf(request: APIRequestContext, admin: string, table: string): Promise<Design> {
  const listed = await api<{ records: Record<string, unknown>[] }>(
    request,
    admin,
    'GET',
    `/online/cgform/head/list?tableName=${table}`,
  );
  const head = listed.records[0]!;
  const by = `headId=${String(head.id)}`;
  const fields = await api<Record<string, unknown>[]>(
    request,
    admin,
    'GET',
    `/online/cgform/field/listByHeadId?${by}`,
  );
  const indexs = await api<unknown[]>(request, admin, 'GET', `/online/cgform/index/listByHeadId?${by}`);
  return { head, fields, indexs };
}

/** Saves a change of a form's columns: the form is not in sync with its table until the next sync. */
export async function changeColumns(
  request: APIRequestContext,
  table: string,
  change: (fields: Record<string, unknown>[]) => Record<string, unknown>[],
): Promise<void> {
  const admin = await adminToken(request);
  const design = await designOf(request, admin, table);
  await api(request, admin, 'PUT', '/online/cgform/api/editAll', {
    ...design,
    fields: change(design.fields),
  });
}

/** The open form drawer of an online form's list (the last one opened). */
export const formDrawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();

/** Opens a form's list at its address and its 新增 drawer. */
export async function openAddForm(page: Page, headId: string): Promise<void> {
  await page.goto(`/online/cgformList/${headId}`);
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(formDrawer(page)).toBeVisible();
}
