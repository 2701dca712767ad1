import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';
import { session } from '../../../lib/session';
import type { CompareTarget } from './data-log-compare';

const content = (_v: number, realname: string, phone: string | null) => ({
  id: 'u1',
  username: 'welder01',
  realname,
  phone,
  sex: '1',
});
const VERSIONS = [
  {
    id: 'v1',
    dataTable: 'sys_user',
    dataId: 'u1',
    dataVersion: 1,
    createBy: 'admin',
    createTime: '2026-11-20 08:00:00',
    dataContent: content(1, '焊工一', null),
  },
  {
    id: 'v2',
    dataTable: 'sys_user',
    dataId: 'u1',
    dataVersion: 2,
    createBy: 'admin',
    createTime: '2026-11-21 09:00:00',
    dataContent: content(2, '焊接技师', '13900000001'),
  },
  {
    id: 'v3',
    dataTable: 'sys_user',
    dataId: 'u1',
    dataVersion: 3,
    createBy: 'lead',
    createTime: '2026-11-22 10:00:00',
    dataContent: content(3, '焊接技师', '13900000001'),
  },
];

let api: Awaited<ReturnType<typeof startFakeApi>>;
let DataLogCompare: ComponentType<{ target: CompareTarget; onClose(): void }>;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/dataLog/queryDataVerList': () => ({
      result: VERSIONS.map(({ dataContent: _, dataTable: __, dataId: ___, ...v }) => v),
    }),
    'GET /sys/dataLog/queryCompareList': (call) => {
      const picked = [call.query.get('dataId1'), call.query.get('dataId2')].map((id) =>
        VERSIONS.find((v) => v.id === id)!,
      );
      return { result: picked.sort((a, b) => a.dataVersion - b.dataVersion) };
    },
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  DataLogCompare = (await import('./data-log-compare')).DataLogCompare;
  session.setDict({
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const changedRows = () =>
  [...document.querySelectorAll('.ant-modal tr[data-changed="true"]')].map(
    (tr) => tr.querySelector('td')?.textContent,
  );

describe('DataLogCompare (数据比较)', () => {
  it('shows a record’s version beside the one before it, with labels from the definition and changed fields marked', async () => {
    renderUi(
      <DataLogCompare
        target={{ kind: 'record', dataTable: 'sys_user', dataId: 'u1', focusId: 'v2' }}
        onClose={() => {}}
      />,
    );
    await screen.findByText('共 2 处变化', undefined, { timeout: 8000 });
    expect(screen.getByText('数据比较：用户管理 · u1')).toBeTruthy();
    expect(changedRows()).toEqual(['用户姓名已修改', '手机号码已修改']);
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect([...modal.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '字段',
      '版本 1',
      '版本 2',
    ]);
    expect(within(modal).getByText('焊工一')).toBeTruthy();
    expect(within(modal).getAllByText('焊接技师')).toHaveLength(1);
    expect(within(modal).getByText('（空）')).toBeTruthy();
    // dictionary values read as their texts
    expect(within(modal).getAllByText('男')).toHaveLength(2);
    expect(api.calls.find((c) => c.path === '/sys/dataLog/queryCompareList')?.query.toString()).toContain(
      'dataId1=v1&dataId2=v2',
    );
  });

  it('compares two ticked versions, switches a side, and filters to the changes', async () => {
    renderUi(<DataLogCompare target={{ kind: 'pair', ids: ['v3', 'v2'] }} onClose={() => {}} />);
    await screen.findByText('两个版本没有差异', undefined, { timeout: 8000 });
    expect(changedRows()).toEqual([]);
    fireEvent.mouseDown(
      document
        .querySelector('[aria-label="version-left"]')!
        .closest('.ant-select')!
        .querySelector('.ant-select-selector, .ant-select-content') ??
        document.querySelector('[aria-label="version-left"]')!,
    );
    fireEvent.click(await screen.findByTitle('版本 1 · 2026-11-20 08:00:00 · admin'));
    await screen.findByText('共 2 处变化', undefined, { timeout: 5000 });
    fireEvent.click(document.querySelector('.ant-modal .ant-switch')!);
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-modal tbody tr.ant-table-row')).toHaveLength(2),
    );
    expect(changedRows()).toEqual(['用户姓名已修改', '手机号码已修改']);
  });
});
