import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { session } from '../../lib/session';
import { sampleTree, startFakeApi, type FakeCall } from '../depart-select/fake-depart-api';
import type { PickedUser } from './user-picker-api';
import type { UserPicker as UserPickerType } from './user-picker';
import type { UserPickerModal as UserPickerModalType } from './user-picker-modal';

/** The user list's right, under which the server answers personal data. */
const listRight = { action: 'system:user:list', type: '1' as const, describe: '用户管理' };

const USERS = [
  {
    id: 'u1',
    username: 'zhang',
    realname: '张三',
    sex: '1',
    phone: '13800000001',
    birthday: '1990-01-01',
    departs: ['d11'],
    orgCodeTxt: '研发部',
  },
  {
    id: 'u2',
    username: 'li',
    realname: '李四',
    sex: '2',
    phone: '13800000002',
    birthday: '1991-02-02',
    departs: ['d12'],
  },
  {
    id: 'u3',
    username: 'wang',
    realname: '王五',
    sex: '1',
    phone: '13800000003',
    birthday: '1992-03-03',
    departs: ['d12'],
  },
];

/** The picker endpoint's filters as the server applies them (department, sex, paging). */
function page(call: FakeCall) {
  const q = call.query;
  const rows = USERS.filter(
    (u) =>
      (!q.get('departId') || u.departs.includes(q.get('departId')!)) &&
      (!q.get('sex') || u.sex === q.get('sex')),
  );
  const size = Number(q.get('pageSize') ?? 10);
  const no = Number(q.get('pageNo') ?? 1);
  return {
    result: {
      records: rows.slice((no - 1) * size, no * size),
      total: rows.length,
      size,
      current: no,
      pages: 1,
    },
  };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let UserPicker: typeof UserPickerType;
let UserPickerModal: ComponentType<Parameters<typeof UserPickerModalType>[0]>;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }),
    'GET /sys/user/queryUserComponentData': page,
    'GET /sys/user/getMultiUser': (call) => {
      const names = (call.query.get('username') ?? '').split(',');
      return {
        result: names
          .map((n) => USERS.find((u) => u.username === n))
          .filter(Boolean)
          .map((u) => ({ id: u!.id, username: u!.username, realname: u!.realname })),
      };
    },
    'GET /sys/dict/getDictItems/sex': () => ({
      result: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  UserPicker = (await import('./user-picker')).UserPicker;
  UserPickerModal = (await import('./user-picker-modal')).UserPickerModal;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  session.savePermissions({ auth: [listRight], allAuth: [listRight] });
});

const pages = () => api.calls.filter((c) => c.path === '/sys/user/queryUserComponentData');
const dialog = () => within(screen.getByRole('dialog'));
/** the first render loads antd and the page; a busy machine needs more than the default second */
const loaded = (text = '张三') => screen.findByText(text, {}, { timeout: 10_000 });
const ok = () => fireEvent.click(dialog().getByRole('button', { name: /确\s*定/ }));
const rowOf = (text: string) =>
  within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr')!;

function Holder({ initial, multiple }: { initial?: string; multiple?: boolean }) {
  const [value, setValue] = useState<string | null>(initial ?? null);
  return (
    <>
      <UserPicker value={value} onChange={setValue} multiple={multiple} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('user picker', () => {
  it('is 1250 wide, lists realname, username, phone and birthday newest first, and filters by the clicked department', async () => {
    renderUi(<UserPickerModal open onOk={() => undefined} onCancel={() => undefined} />);
    expect(await loaded()).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1250px');
    const headers = [...document.querySelectorAll('.ant-table-thead th')]
      .map((th) => th.textContent)
      .filter(Boolean);
    expect(headers).toEqual(['用户姓名', '用户账号', '手机号码', '生日']);
    const first = pages()[0].query;
    expect([first.get('column'), first.get('order'), first.get('pageNo'), first.get('pageSize')]).toEqual([
      'createTime',
      'desc',
      '1',
      '10',
    ]);
    fireEvent.click(await screen.findByTitle('销售部'));
    await waitFor(() => expect(pages().at(-1)!.query.get('departId')).toBe('d12'));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
    expect(screen.getByText('李四')).toBeTruthy();
  });

  it('searches the department tree, keeping the way to each match', async () => {
    renderUi(<UserPickerModal open onOk={() => undefined} onCancel={() => undefined} />);
    await screen.findByTitle('研发部', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByPlaceholderText('搜索部门'), { target: { value: '销售' } });
    await waitFor(() => expect(screen.queryByTitle('研发部')).toBeNull());
    expect(screen.getByTitle('销售部')).toBeTruthy();
    expect(screen.getByTitle('焊接设备制造有限公司')).toBeTruthy();
    expect(screen.queryByTitle('光伏储能事业部')).toBeNull();
  });

  it('filters by sex from the sex dictionary', async () => {
    renderUi(<UserPickerModal open onOk={() => undefined} onCancel={() => undefined} />);
    await loaded();
    const sex = document.querySelector('#user-picker-search_sex')!.closest('.ant-select')!;
    fireEvent.mouseDown(sex.querySelector('.ant-select-selector') ?? sex);
    fireEvent.click(await screen.findByTitle('女'));
    fireEvent.click(dialog().getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(pages().at(-1)!.query.get('sex')).toBe('2'));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
  });

  it('hands back the one chosen user with id and username in single mode', async () => {
    const onOk = vi.fn<(users: PickedUser[]) => void>();
    renderUi(<UserPickerModal open onOk={onOk} onCancel={() => undefined} />);
    await loaded('李四');
    fireEvent.click(within(rowOf('李四')).getByRole('radio'));
    fireEvent.click(within(rowOf('王五')).getByRole('radio'));
    ok();
    expect(onOk).toHaveBeenCalledWith([{ id: 'u3', username: 'wang', realname: '王五' }]);
  });

  it('shows the real names of its usernames and adds users in multiple mode, joined by commas', async () => {
    renderUi(<Holder initial="zhang,li" multiple />);
    const input = screen.getByPlaceholderText('请选择用户') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('张三,李四'), { timeout: 10_000 });
    fireEvent.click(input);
    await loaded('王五');
    const row = rowOf('王五');
    expect((within(rowOf('张三')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox'));
    ok();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('zhang,li,wang'));
    await waitFor(() => expect(input.value).toBe('张三,李四,王五'));
  });

  it('shows a user without the user list right names and departments only, with no filters on personal data', async () => {
    session.savePermissions({ auth: [], allAuth: [listRight] });
    renderUi(<UserPickerModal open onOk={() => undefined} onCancel={() => undefined} />);
    expect(await loaded()).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-table-thead th')]
      .map((th) => th.textContent)
      .filter(Boolean);
    expect(headers).toEqual(['用户姓名', '用户账号', '当前部门']);
    expect(screen.getByText('研发部', { selector: 'td' })).toBeTruthy();
    expect(document.querySelector('#user-picker-search_sex')).toBeNull();
    expect(document.querySelector('#user-picker-search_birthday')).toBeNull();
  });
});
