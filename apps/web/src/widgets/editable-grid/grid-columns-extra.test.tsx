import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { startFakeApi, type FakeCall } from '../depart-select/fake-depart-api';
import type { EditableGridHandle, EditableGrid as EditableGridType } from './editable-grid';
import type { WebGridColumn } from './grid-types';

const USERS = [
  { id: 'u1', username: 'zhang', realname: '张工', phone: '13800000001', sex: '1', sex_dictText: '男' },
  { id: 'u2', username: 'li', realname: '李工', phone: '13800000002', sex: '2', sex_dictText: '女' },
];
function users(call: FakeCall) {
  const name = call.query.get('realname');
  const rows = USERS.filter((u) => !name || u.realname.includes(name));
  return { result: { records: rows, total: rows.length, size: 5, current: 1, pages: 1 } };
}
/** The seeded users report (migration 0036) as getRpColumns, getQueryInfo and getParamsInfo answer it. */
const REPORT = '/online/cgreport/api';
const userReport = {
  [`GET ${REPORT}/getRpColumns/sys_user`]: () => ({
    result: {
      cgRpConfigId: 'rp-sys-user',
      cgRpConfigName: '用户',
      fieldHrefSlots: [],
      columns: [
        { title: '用户账号', dataIndex: 'username', fieldType: 'String', dictCode: null, isTotal: '0' },
        { title: '用户姓名', dataIndex: 'realname', fieldType: 'String', dictCode: null, isTotal: '0' },
        { title: '性别', dataIndex: 'sex', fieldType: 'Integer', dictCode: 'sex', isTotal: '0' },
        { title: '手机号码', dataIndex: 'phone', fieldType: 'String', dictCode: null, isTotal: '0' },
      ],
    },
  }),
  [`GET ${REPORT}/getQueryInfo/sys_user`]: () => ({
    result: [{ label: '用户姓名', field: 'realname', mode: 'single', dictCode: null, fieldType: 'String' }],
  }),
  [`GET ${REPORT}/getParamsInfo/sys_user`]: () => ({ result: [] }),
  [`GET ${REPORT}/getData/rp-sys-user`]: users,
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
let EditableGrid: typeof EditableGridType;
beforeAll(async () => {
  api = await startFakeApi(userReport);
  vi.stubEnv('VITE_API_BASE', api.base);
  EditableGrid = (await import('./editable-grid')).EditableGrid;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const PROCESSES = [
  { value: 'TIG', text: '氩弧焊', color: '#108ee9' },
  { value: 'MIG', text: '熔化极气保焊' },
];
const row: GridRow = { id: '1', process: 'TIG,MIG', operator: '', tel: '', checked: 'Y', remark: '第一道' };

describe('EditableGrid popup columns', () => {
  const popup: WebGridColumn = {
    key: 'operator',
    title: '焊工',
    type: 'popup',
    popupCode: 'sys_user',
    orgFields: 'realname,phone',
    destFields: 'operator,tel',
  };
  const tel: WebGridColumn = { key: 'tel', title: '电话', type: 'input' };

  it('fill their target fields from the chosen report row, warning 请选择一条记录 when none is chosen', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={[popup, tel]} dataSource={[row]} />);
    fireEvent.click(screen.getByRole('button', { name: '焊工' }));
    const dialog = (await screen.findByText('选择用户')).closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findByText('张工')).toBeTruthy();
    expect(within(dialog).getByText('女')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText(/真实姓名|姓名/), { target: { value: '李' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(within(dialog).queryByText('张工')).toBeNull());
    fireEvent.click(within(dialog).getByText('李工'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(ref.current!.getRows()[0]).toMatchObject({ operator: '李工', tel: '13800000002' }),
    );
    expect(
      api.calls.some((c) => c.path === `${REPORT}/getData/rp-sys-user` && c.query.get('realname') === '李'),
    ).toBe(true);
  });

  it('say popup参数未正确配置! or that the counts differ instead of opening', async () => {
    renderUi(
      <EditableGrid
        columns={[
          { ...popup, key: 'a', title: '缺少', orgFields: '' },
          { ...popup, key: 'b', title: '不一致', destFields: 'operator' },
        ]}
        dataSource={[row]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '缺少' }));
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '不一致' }));
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
    expect(screen.queryByText('选择用户')).toBeNull();
  });
});

describe('EditableGrid column options', () => {
  it('shows setTagColor values as tags in the option colour or one per option', () => {
    renderUi(
      <EditableGrid
        columns={[
          { key: 'process', title: '工艺', type: 'list_multi', options: PROCESSES, setTagColor: true },
        ]}
        dataSource={[row]}
      />,
    );
    const tig = screen.getByText('氩弧焊');
    // the option's #108ee9, darkened until its text reads at AA on the tag's pale tint
    expect(tig.closest('.ant-tag')?.getAttribute('style')).toContain('color: rgb(13, 114, 186)');
    expect(screen.getByText('熔化极气保焊').closest('.ant-tag')?.className).toContain('ant-tag-green');
  });

  it('takes a typed value not among the options when allowInput is set', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(
      <EditableGrid
        ref={ref}
        columns={[{ key: 'process', title: '工艺', type: 'select', options: PROCESSES, allowInput: true }]}
        dataSource={[{ id: '1', process: 'TIG' }]}
      />,
    );
    // a cell is named by what it shows, then by its column
    fireEvent.click(screen.getByRole('button', { name: /· 工艺$/ }));
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: '激光焊' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(ref.current!.getRows()[0].process).toBe('激光焊'));
  });

  it('shows a checkbox_meta value but does not let it be ticked', () => {
    renderUi(
      <EditableGrid
        columns={[{ key: 'checked', title: '已检验', type: 'checkbox_meta', customValue: ['Y', 'N'] }]}
        dataSource={[row]}
      />,
    );
    const box = screen.getAllByRole('checkbox').find((c) => c.closest('.weld-grid-cell')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('holds up to uploadnum files through the file-pop dialog', async () => {
    renderUi(
      <EditableGrid
        columns={[{ key: 'files', title: '附件', type: 'file', fieldExtendJson: '{"uploadnum":3}' }]}
        dataSource={[{ id: '1', files: 'weld/a.pdf,weld/b.pdf' }]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '附件' }));
    expect(screen.getByText('2/3 个文件')).toBeTruthy();
    expect(await screen.findByText('上传文件')).toBeTruthy();
  });

  it('opens the row details from a showDetails cell', async () => {
    renderUi(
      <EditableGrid
        columns={[{ key: 'remark', title: '备注', type: 'input', showDetails: true }]}
        dataSource={[row]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '详细信息' }));
    const dialog = (await screen.findAllByText('详细信息'))
      .map((n) => n.closest('.ant-modal'))
      .find(Boolean) as HTMLElement;
    expect((within(dialog).getByLabelText('备注') as HTMLInputElement).value).toBe('第一道');
  });
});
