import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render';
import { sampleTree, startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const USERS = [
  {
    id: 'u1',
    username: 'zhang',
    realname: '张三',
    status: '1',
    status_dictText: '正常',
    avatar: 'temp/a.png',
    selectedroles: 'r2',
    selecteddeparts: 'd11',
    departs: ['d11'],
    createTime: '2026-11-02 08:00:00',
  },
  {
    id: 'u2',
    username: 'li',
    realname: '李四',
    status: '2',
    status_dictText: '冻结',
    avatar: null,
    selectedroles: '',
    selecteddeparts: 'd12',
    departs: ['d12'],
    createTime: '2026-11-01 08:00:00',
  },
];

function list(call: FakeCall) {
  const departId = call.query.get('departId');
  const records = USERS.filter((u) => !departId || u.departs.includes(departId));
  return { result: { records, total: records.length, size: 10, current: 1, pages: 1 } };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let UserPage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }),
    'GET /sys/user/list': list,
    'GET /sys/role/queryall': () => ({
      result: [
        { id: 'r1', roleName: '管理员', roleCode: 'admin' },
        { id: 'r2', roleName: '普通用户', roleCode: 'user' },
      ],
    }),
    // the server hook's answer to a new user without a password: a 400 at the field
    'POST /sys/user/add': (call) =>
      call.body?.password
        ? { result: { id: 'u9', ...call.body } }
        : { status: 400, message: '密码：不能为空', result: { errors: { password: '不能为空' } } },
    'PUT /sys/user/edit': (call) => ({ result: call.body }),
    'PUT /sys/user/frozenBatch': () => ({ result: null, message: '冻结成功!' }),
    'PUT /sys/user/changePassword': () => ({
      result: null,
      message: '密码重置成功，用户下次登录时需修改密码',
    }),
    'GET /sys/dict/getDictItems/sex': () => ({
      result: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    }),
    'GET /sys/dict/getDictItems/user_status': () => ({
      result: [
        { value: '1', text: '正常' },
        { value: '2', text: '冻结' },
      ],
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  UserPage = (await import('./user-page')).UserPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) =>
  session.savePermissions({ auth: actions.map((a) => right(`system:user:${a}`)), allAuth: [] });
beforeEach(() => {
  api.calls.length = 0;
  grant('add', 'edit', 'delete', 'frozen', 'resetPassword');
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const callsTo = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);
const rowOf = (text: string) =>
  within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr')!;
const drawer = () => within(document.getElementById('user-form')!);
const loaded = () => screen.findByText('张三', {}, { timeout: 10_000 });
const render = () => renderWithRouter([{ path: '/users', element: <UserPage /> }], '/users');

describe('用户管理', () => {
  it('lists users with avatar and status tag, and filters them by the clicked department', async () => {
    render();
    expect(await loaded()).toBeTruthy();
    expect(rowOf('张三').querySelector('img')?.getAttribute('src')).toBe(
      `${api.base}/sys/common/static/temp/a.png`,
    );
    expect(within(rowOf('李四')).getByText('冻结').closest('.ant-tag')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('销售部'));
    await waitFor(() => expect(callsTo('GET', '/sys/user/list').at(-1)!.query.get('departId')).toBe('d12'));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
  });

  it('shows freeze and reset only with their rights', async () => {
    grant('add');
    render();
    await loaded();
    expect(buttons('批量冻结')).toHaveLength(0);
    expect(buttons('更多')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
  });

  it('creates a user with roles and departments saved alongside, the password required', async () => {
    render();
    await loaded();
    fireEvent.click(buttons('新增')[0]);
    // 当前部门 and 所属部门 each say what they are, and the password its rule, before any submit
    const hintOf = (id: string) =>
      document.getElementById(id)!.closest('.ant-form-item')!.querySelector('.ant-form-item-extra')
        ?.textContent;
    expect(hintOf('user-form_orgCode')).toMatch(/^登录后默认使用的部门/);
    expect(hintOf('user-form_selecteddeparts')).toMatch(/^用户属于的全部部门（可多选）/);
    expect(hintOf('user-form_password')).toBe('8–64 位，须同时包含数字、小写字母、大写字母和特殊符号');
    fireEvent.change(drawer().getByPlaceholderText('请输入用户账号'), { target: { value: 'wang5' } });
    fireEvent.change(drawer().getByPlaceholderText('请输入用户姓名'), { target: { value: '王五' } });
    fireEvent.click(buttons('确定')[0]);
    const passwordItem = () => document.getElementById('user-form_password')!.closest('.ant-form-item')!;
    await waitFor(() =>
      expect(passwordItem().querySelector('.ant-form-item-explain-error')?.textContent).toBe('不能为空'),
    );
    fireEvent.change(drawer().getByPlaceholderText('请输入密码'), { target: { value: 'Weld!2026x' } });
    fireEvent.mouseDown(document.querySelector('#user-form_selectedroles')!.closest('.ant-select')!);
    fireEvent.click(await screen.findByTitle('管理员'));
    fireEvent.click(buttons('确定')[0]);
    await waitFor(() => expect(callsTo('POST', '/sys/user/add')).toHaveLength(1));
    expect(callsTo('POST', '/sys/user/add')[0].body).toMatchObject({
      username: 'wang5',
      realname: '王五',
      password: 'Weld!2026x',
      selectedroles: 'r1',
      selecteddeparts: '',
    });
  });

  it('edits a user with the roles it has, leaving the password empty', async () => {
    render();
    await loaded();
    fireEvent.click(within(rowOf('张三')).getByText(/编\s*辑/));
    await waitFor(() => expect(drawer().getByText('普通用户')).toBeTruthy());
    expect(document.getElementById('user-form_password')).toBeNull();
    fireEvent.click(buttons('确定')[0]);
    await waitFor(() => expect(callsTo('PUT', '/sys/user/edit')).toHaveLength(1));
    const body = callsTo('PUT', '/sys/user/edit')[0].body;
    expect(body).toMatchObject({ id: 'u1', username: 'zhang', selectedroles: 'r2', selecteddeparts: 'd11' });
    // a field the form leaves out is not sent: the password stays as it is
    expect(body).not.toHaveProperty('password');
  });

  it('freezes a user from 更多 after a confirmation, and batch-freezing needs a selection', async () => {
    render();
    await loaded();
    fireEvent.click(buttons('批量冻结')[0]);
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    fireEvent.click(within(rowOf('张三')).getByText('更多'));
    fireEvent.click(await screen.findByText('冻结', { selector: '.ant-dropdown-menu-title-content' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo('PUT', '/sys/user/frozenBatch')).toHaveLength(1));
    expect(callsTo('PUT', '/sys/user/frozenBatch')[0].body).toEqual({ ids: 'u1', status: 2 });
    expect(await screen.findByText('冻结成功!')).toBeTruthy();
  });

  it('resets a password: both entries must match, then the new one is sent for that user', async () => {
    render();
    await loaded();
    fireEvent.click(within(rowOf('李四')).getByText('更多'));
    fireEvent.click(await screen.findByText('重置密码', { selector: '.ant-dropdown-menu-title-content' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('新密码'), { target: { value: 'New!pass2026' } });
    fireEvent.change(dialog.getByLabelText('确认密码'), { target: { value: 'New!pass2027' } });
    expect(await dialog.findByText('两次输入的密码不一样！')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('确认密码'), { target: { value: 'New!pass2026' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo('PUT', '/sys/user/changePassword')).toHaveLength(1));
    expect(callsTo('PUT', '/sys/user/changePassword')[0].body).toEqual({
      username: 'li',
      password: 'New!pass2026',
      confirmpassword: 'New!pass2026',
    });
  });
});
