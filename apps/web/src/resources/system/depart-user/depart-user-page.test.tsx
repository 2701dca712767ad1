import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { sampleTree, startFakeApi } from '../../../widgets/depart-select/fake-depart-api';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let DepartUserPage: ComponentType;

const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const members = [
  {
    id: 'u1',
    username: 'zhangsan',
    realname: '张三',
    phone: '13800000001',
    email: null,
    status: 1,
    orgCode: 'A01A01',
  },
  { id: 'u2', username: 'lisi', realname: '李四', phone: null, email: null, status: 1, orgCode: null },
];

// the machine running the suite is shared: give antd's first renders time before a query gives up
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }),
    'GET /sys/user/departUserList': () => ({ result: page(members) }),
    'DELETE /sys/user/deleteUserInDepart': () => ({ result: null }),
    'DELETE /sys/user/deleteUserInDepartBatch': () => ({ result: null }),
    'POST /sys/user/editSysDepartWithUser': () => ({ result: null }),
    'GET /sys/user/queryUserComponentData': () => ({
      result: page([{ id: 'u9', username: 'wangwu', realname: '王五' }]),
    }),
    'GET /sys/dict/getDictItems/sex': () => ({
      result: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    }),
    'GET /sys/sysDepartRole/list': () => ({
      result: page([
        { id: 'r1', roleName: '研发主管', roleCode: 'rd_lead' },
        { id: 'r2', roleName: '研发工程师', roleCode: 'rd_eng' },
      ]),
    }),
    'GET /sys/sysDepartRole/getDeptRoleByUserId': () => ({ result: ['r1'] }),
    'POST /sys/sysDepartRole/deptRoleUserAdd': () => ({ result: { added: 1, removed: 1 } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  DepartUserPage = (await import('./depart-user-page')).DepartUserPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const last = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).at(-1);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;

async function openDepart() {
  renderUi(<DepartUserPage />);
  expect(await screen.findByText('请先选择一个部门')).toBeTruthy();
  fireEvent.click(await screen.findByTitle('研发部'));
  expect(await screen.findByText('张三')).toBeTruthy();
  expect(last('GET', '/sys/user/departUserList')!.query.get('depId')).toBe('d11');
}

describe('部门用户', () => {
  it("lists the chosen department's users and searches them by account", async () => {
    await openDepart();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'zhang' } });
    fireEvent.keyDown(screen.getByPlaceholderText('请输入账号'), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(last('GET', '/sys/user/departUserList')!.query.get('username')).toBe('zhang'));
  });

  it('unlinks one user after confirmation, and a batch of ticked users', async () => {
    await openDepart();
    fireEvent.click(button('批量取消关联'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toContain('请选择一条记录！'),
    );
    const row = screen.getByText('张三').closest('tr')!;
    const lists = () => api.calls.filter((c) => c.path === '/sys/user/departUserList').length;
    const listed = lists();
    fireEvent.click(within(row).getByText('取消关联'));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(last('DELETE', '/sys/user/deleteUserInDepart')?.query.get('userId')).toBe('u1'),
    );
    expect(last('DELETE', '/sys/user/deleteUserInDepart')!.query.get('depId')).toBe('d11');
    // the list reloads after the unlink; ticks given before that answer lands would be on rows it replaces
    await waitFor(() => expect(lists()).toBeGreaterThan(listed));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    for (const name of ['张三', '李四'])
      fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(button('批量取消关联'));
    const tips = await screen.findAllByRole('tooltip');
    fireEvent.click(within(tips.at(-1)!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(last('DELETE', '/sys/user/deleteUserInDepartBatch')?.query.get('userIds')).toBe('u1,u2'),
    );
  });

  it('adds existing users chosen in the user picker', async () => {
    await openDepart();
    fireEvent.click(button('添加已有用户'));
    const picker = within(await screen.findByRole('dialog'));
    fireEvent.click(within((await picker.findByText('王五')).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(picker.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(last('POST', '/sys/user/editSysDepartWithUser')?.body).toEqual({
        depId: 'd11',
        userIdList: ['u9'],
      }),
    );
  });

  it('assigns department roles to a user as now and before', async () => {
    await openDepart();
    fireEvent.click(within(screen.getByText('张三').closest('tr')!).getByText('分配部门角色'));
    const dialog = within(await screen.findByRole('dialog'));
    const lead = (await dialog.findByLabelText('研发主管（rd_lead）')) as HTMLInputElement;
    await waitFor(() => expect(lead.checked).toBe(true));
    fireEvent.click(dialog.getByLabelText('研发主管（rd_lead）'));
    fireEvent.click(dialog.getByLabelText('研发工程师（rd_eng）'));
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(last('POST', '/sys/sysDepartRole/deptRoleUserAdd')?.body).toEqual({
        userId: 'u1',
        newRoleId: 'r2',
        oldRoleId: 'r1',
      }),
    );
  });
});
