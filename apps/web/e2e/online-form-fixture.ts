import { expect, type APIRequestContext } from '@playwright/test';
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

/** A design field as the designer sends it (ONLINE.md column names in camelCase). */
function field(
  name: string,
  txt: string,
  dbType: string,
  orderNum: number,
  extra: Record<string, unknown> = {},
) {
  return {
    dbFieldName: name,
    dbFieldTxt: txt,
    dbType,
    dbLength: dbType === 'string' ? 32 : 0,
    dbPointLength: 0,
    dbIsKey: 0,
    dbIsNull: 1,
    dbDefaultVal: null,
    fieldShowType: 'text',
    fieldMustInput: 0,
    isQuery: 0,
    queryMode: 'single',
    isShowForm: 1,
    isShowList: 1,
    isReadOnly: 0,
    sortFlag: 0,
    orderNum,
    ...extra,
  };
}

const hidden = { isShowForm: 0, isShowList: 0 };

/**
 * A form of twelve fields, one per kind of control the auto list draws: text, int, money, date, datetime, a
 * dictionary select (`sex`), radio (`yn`), checkbox (`priority`), user, department, image and file; two fields
 * per row in the form (template 2).
 */
export function ledgerDesign(table: string, tableTxt: string) {
  return {
    head: {
      tableName: table,
      tableTxt,
      tableType: 1,
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      queryMode: 'single',
      formTemplate: '2',
      themeTemplate: 'normal',
    },
    fields: [
      field('id', '主键', 'string', 0, { dbLength: 36, dbIsKey: 1, dbIsNull: 0, ...hidden }),
      field('create_by', '创建人', 'string', 1, { dbLength: 50, ...hidden }),
      field('create_time', '创建日期', 'Datetime', 2, {
        fieldShowType: 'datetime',
        isShowForm: 0,
        sortFlag: 1,
      }),
      field('update_by', '更新人', 'string', 3, { dbLength: 50, ...hidden }),
      field('update_time', '更新日期', 'Datetime', 4, { fieldShowType: 'datetime', ...hidden }),
      field('sys_org_code', '所属部门', 'string', 5, { dbLength: 64, ...hidden }),
      field('weld_no', '焊缝编号', 'string', 6, { isQuery: 1, sortFlag: 1, fieldMustInput: 1 }),
      field('current_a', '焊接电流', 'int', 7, { isQuery: 1, queryMode: 'group', sortFlag: 1 }),
      field('cost', '焊材费用', 'BigDecimal', 8, { dbLength: 10, dbPointLength: 2 }),
      field('weld_date', '焊接日期', 'Date', 9, { fieldShowType: 'date', isQuery: 1, queryMode: 'group' }),
      field('checked_at', '检验时间', 'Datetime', 10, { fieldShowType: 'datetime' }),
      field('welder_sex', '焊工性别', 'string', 11, { fieldShowType: 'list', dictField: 'sex', isQuery: 1 }),
      field('passed', '是否合格', 'string', 12, { fieldShowType: 'radio', dictField: 'yn' }),
      field('levels', '优先级', 'string', 13, {
        dbLength: 100,
        fieldShowType: 'checkbox',
        dictField: 'priority',
      }),
      field('inspector', '检验员', 'string', 14, { dbLength: 100, fieldShowType: 'sel_user' }),
      field('dept', '施工部门', 'string', 15, { dbLength: 100, fieldShowType: 'sel_depart' }),
      field('photo', '焊缝照片', 'string', 16, { dbLength: 500, fieldShowType: 'image', isShowList: 0 }),
      field('report', '检测报告', 'string', 17, { dbLength: 500, fieldShowType: 'file', isShowList: 0 }),
    ],
    indexs: [],
  };
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
