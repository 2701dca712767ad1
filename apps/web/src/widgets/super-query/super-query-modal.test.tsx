import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryFieldEntry, SuperQuery } from '@weld/core';
import { renderUi } from '../../test/render';
import { SuperQueryModal } from './super-query-modal';

const fields: QueryFieldEntry[] = [
  {
    value: 'machine',
    label: '焊机',
    children: [
      { value: 'model', label: '型号', type: 'string', dbType: 'string' },
      { value: 'powerKw', label: '额定功率', type: 'number', dbType: 'int' },
      {
        value: 'process',
        label: '焊接工艺',
        type: 'list',
        dbType: 'string',
        options: [
          { value: 'MIG', label: 'MIG/MAG 焊' },
          { value: 'TIG', label: 'TIG 焊' },
          { value: 'SAW', label: '埋弧焊' },
        ],
      },
    ],
  },
];

/** Buttons by text; antd spaces two-character labels. */
const button = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name).at(-1)!;
const dialog = () => within(document.querySelector('.ant-modal') as HTMLElement);
const rows = () => [...document.querySelectorAll('.super-query-row')] as HTMLElement[];

async function pick(row: HTMLElement, selectIndex: number, title: string) {
  fireEvent.mouseDown(within(row).getAllByRole('combobox')[selectIndex]!);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}

function open(value: SuperQuery | null = null) {
  const onSearch = vi.fn<(q: SuperQuery) => void>();
  const onClose = vi.fn();
  renderUi(
    <SuperQueryModal
      open
      fields={fields}
      value={value}
      saveKey="machine"
      onSearch={onSearch}
      onClose={onClose}
    />,
  );
  return { onSearch, onClose };
}

beforeEach(() => localStorage.clear());

describe('SuperQueryModal', () => {
  it('starts with one blank eq row and refuses to run it: 不能查询空条件', async () => {
    const { onSearch } = open();
    expect(await screen.findByText('高级查询构造器')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByTitle('等于')).toBeTruthy();
    fireEvent.click(button('查询'));
    expect(await screen.findByText('不能查询空条件')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('builds two rows matched with 或 and emits them, dropping incomplete rows', async () => {
    const { onSearch, onClose } = open();
    await pick(rows()[0]!, 0, '型号');
    await pick(rows()[0]!, 1, '包含');
    fireEvent.change(within(rows()[0]!).getByPlaceholderText('请输入值'), { target: { value: 'NB-' } });
    fireEvent.click(within(rows()[0]!).getByLabelText('新增条件'));
    fireEvent.click(within(rows()[0]!).getByLabelText('新增条件'));
    expect(rows()).toHaveLength(3);
    await pick(rows()[1]!, 0, '额定功率');
    expect(within(rows()[1]!).queryByTitle('包含')).toBeNull();
    fireEvent.mouseDown(within(rows()[1]!).getAllByRole('combobox')[1]!);
    const ruleList = within([...document.querySelectorAll('.ant-select-dropdown')].at(-1) as HTMLElement);
    expect(ruleList.queryByTitle('包含')).toBeNull();
    fireEvent.click(ruleList.getByTitle('大于等于'));
    fireEvent.change(within(rows()[1]!).getByRole('spinbutton'), { target: { value: '350' } });
    fireEvent.click(dialog().getByText('或'));
    expect(dialog().getByText('条件中的任意一个匹配')).toBeTruthy();
    fireEvent.click(button('查询'));
    expect(onSearch).toHaveBeenCalledWith({
      matchType: 'or',
      params: [
        { field: 'model', rule: 'like', val: 'NB-', type: 'string', dbType: 'string' },
        { field: 'powerKw', rule: 'ge', val: '350', type: 'number', dbType: 'int' },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers several values for in, keeps the first when leaving in, and clears the value on a new field', async () => {
    const { onSearch } = open();
    await pick(rows()[0]!, 0, '焊接工艺');
    await pick(rows()[0]!, 1, '在...中');
    await pick(rows()[0]!, 2, 'MIG/MAG 焊');
    await pick(rows()[0]!, 2, '埋弧焊');
    fireEvent.click(button('查询'));
    expect(onSearch.mock.calls[0]![0].params[0]).toMatchObject({
      field: 'process',
      rule: 'in',
      val: ['MIG', 'SAW'],
    });
    await pick(rows()[0]!, 1, '不等于');
    expect(within(rows()[0]!).getByTitle('MIG/MAG 焊')).toBeTruthy();
    expect(within(rows()[0]!).queryByTitle('埋弧焊')).toBeNull();
    await pick(rows()[0]!, 0, '型号');
    expect((within(rows()[0]!).getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('');
  });

  it('shows the query in effect, resets to one blank eq row emitting an empty query, and has an empty state', async () => {
    const { onSearch } = open({
      matchType: 'or',
      params: [
        { field: 'process', rule: 'in', val: 'MIG,TIG' },
        { field: 'model', rule: 'right_like', val: 'NB' },
      ],
    });
    await screen.findByText('高级查询构造器');
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByTitle('MIG/MAG 焊')).toBeTruthy();
    expect((within(rows()[1]!).getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('NB');
    expect(dialog().getByText('条件中的任意一个匹配')).toBeTruthy();
    fireEvent.click(button('重置'));
    expect(onSearch).toHaveBeenLastCalledWith({ matchType: 'or', params: [] });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByTitle('等于')).toBeTruthy();
    fireEvent.click(within(rows()[0]!).getByLabelText('删除条件'));
    expect(await dialog().findByText('没有任何查询条件')).toBeTruthy();
    fireEvent.click(button('点击新增'));
    expect(rows()).toHaveLength(1);
  });

  it('saves under a name per page: warnings, overwrite confirmation, re-apply and delete confirmation', async () => {
    const { onSearch } = open();
    fireEvent.click(button('保存查询条件'));
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();
    await pick(rows()[0]!, 0, '型号');
    fireEvent.change(within(rows()[0]!).getByPlaceholderText('请输入值'), { target: { value: 'NB-500' } });
    fireEvent.click(button('保存查询条件'));
    const name = await screen.findByLabelText('请输入保存的名称');
    fireEvent.click(button('确定'));
    expect(await screen.findByText('保存名称不能为空')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' 大功率机型 ' } });
    fireEvent.click(button('确定'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('JSuperQuerySaved_machine')!);
    expect(stored).toEqual([
      {
        title: '大功率机型',
        matchType: 'and',
        records: [{ field: 'model', rule: 'eq', val: 'NB-500', type: 'string', dbType: 'string' }],
      },
    ]);

    fireEvent.change(within(rows()[0]!).getByPlaceholderText('请输入值'), { target: { value: 'NB-630' } });
    fireEvent.click(button('保存查询条件'));
    fireEvent.change(await screen.findByLabelText('请输入保存的名称'), { target: { value: '大功率机型' } });
    fireEvent.click(button('确定'));
    expect((await screen.findAllByText('「大功率机型」已存在，是否覆盖？')).length).toBeGreaterThan(0);
    fireEvent.click(button('确定'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_machine')!)[0].records[0].val).toBe('NB-630'),
    );
    expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_machine')!)).toHaveLength(1);

    fireEvent.click(button('大功率机型'));
    expect(onSearch).toHaveBeenLastCalledWith({
      matchType: 'and',
      params: [{ field: 'model', rule: 'eq', val: 'NB-630', type: 'string', dbType: 'string' }],
    });
    fireEvent.click(screen.getByLabelText('删除 大功率机型'));
    expect((await screen.findAllByText('是否删除当前查询？')).length).toBeGreaterThan(0);
    fireEvent.click(button('确定'));
    expect(await screen.findByText('没有保存任何查询')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_machine')!)).toEqual([]);
  });
});
