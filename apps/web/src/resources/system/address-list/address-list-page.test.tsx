import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { sampleTree, startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const PEOPLE = [
  {
    id: 'u1',
    realname: '张研发',
    username: 'rd_zhang',
    workNo: 'W001',
    post: 'P_WELD',
    postText: '焊接工程师',
    phone: '13800000001',
    email: 'zhang@weld.cn',
    departNames: '研发部',
    orgCode: 'A01A01',
  },
  {
    id: 'u2',
    realname: '李销售',
    username: 'sales_li',
    workNo: null,
    post: null,
    postText: null,
    phone: '13800000002',
    email: null,
    departNames: '销售部',
    orgCode: 'A01A02',
  },
  {
    id: 'u3',
    realname: '王光伏',
    username: 'pv_wang',
    workNo: 'W003',
    post: null,
    postText: null,
    phone: null,
    email: null,
    departNames: '光伏储能事业部',
    orgCode: 'A02',
  },
];

/** The endpoint as the server answers it: the department and those below it, names containing realname. */
function addressList(call: FakeCall) {
  const q = call.query;
  const rows = PEOPLE.filter(
    (p) => p.orgCode.startsWith(q.get('orgCode') ?? '') && p.realname.includes(q.get('realname') ?? ''),
  ).map(({ orgCode: _o, ...p }) => p);
  return {
    result: {
      records: rows,
      total: rows.length,
      size: Number(q.get('pageSize')),
      current: Number(q.get('pageNo')),
      pages: 1,
    },
  };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let AddressListPage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }),
    'GET /sys/user/queryByOrgCodeForAddressList': addressList,
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  AddressListPage = (await import('./address-list-page')).AddressListPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const lists = () => api.calls.filter((c) => c.path === '/sys/user/queryByOrgCodeForAddressList');

describe('AddressListPage (通讯录)', () => {
  it('shows everyone first, with the columns of the spec and position names', async () => {
    renderUi(<AddressListPage />);
    expect(await screen.findByText('张研发', undefined, { timeout: 5000 })).toBeTruthy();
    for (const title of ['姓名', '用户账号', '工号', '职务', '手机号码', '邮箱', '部门'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('焊接工程师')).toBeTruthy();
    expect(screen.getByText('王光伏')).toBeTruthy();
    expect([
      lists()[0].query.get('pageNo'),
      lists()[0].query.get('pageSize'),
      lists()[0].query.get('orgCode'),
    ]).toEqual(['1', '10', null]);
  });

  it('narrows to a department and those below it by its org code, and searches by name', async () => {
    renderUi(<AddressListPage />);
    await screen.findByText('王光伏', undefined, { timeout: 5000 });
    fireEvent.click(await screen.findByText('焊接设备制造有限公司', undefined, { timeout: 5000 }));
    await waitFor(() => expect(lists().at(-1)?.query.get('orgCode')).toBe('A01'), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('王光伏')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('李销售')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张' } });
    fireEvent.click(
      [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.replace(/\s/g, '') === '查询',
      ) as HTMLElement,
    );
    await waitFor(() => expect(lists().at(-1)?.query.get('realname')).toBe('张'), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('李销售')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('张研发')).toBeTruthy();
  });
});
