import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { session } from '../../lib/session';
import { EditableGrid, type EditableGridHandle } from './editable-grid';
import type { WebGridColumn } from './grid-types';

const columns: WebGridColumn[] = [
  {
    key: 'code',
    title: '焊道编号',
    type: 'input',
    validateRules: [{ required: true }, { unique: true, message: '${title}不能重复' }],
  },
  {
    key: 'current',
    title: '焊接电流',
    type: 'inputNumber',
    statistics: ['sum'],
    validateRules: [{ required: true }],
  },
  {
    key: 'process',
    title: '焊接工艺',
    type: 'select',
    options: [
      { value: 'TIG', text: '氩弧焊' },
      { value: 'MIG', text: '熔化极气保焊' },
    ],
  },
  { key: 'done', title: '已完成', type: 'checkbox', customValue: ['Y', 'N'] },
];
const rowsOf = (n: number): GridRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    code: `P-${i + 1}`,
    current: 100 + i,
    process: 'TIG',
    done: 'N',
  }));
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('weld-grid-row'));

afterEach(() => session.savePermissions({ auth: [], allAuth: [] }));

describe('EditableGrid', () => {
  it('renders only the rows around the view of 10,000 and sums the current column', () => {
    renderUi(<EditableGrid columns={columns} dataSource={rowsOf(10_000)} />);
    expect(bodyRows().length).toBeLessThan(30);
    expect(screen.getByText('合计')).toBeTruthy();
    const sum = 100 * 10_000 + (10_000 * 9_999) / 2;
    expect(screen.getByText(String(sum))).toBeTruthy();
    expect(screen.getAllByText('氩弧焊').length).toBeGreaterThan(0);
  });

  it('keeps only number-like input and re-sums as the user types', () => {
    renderUi(<EditableGrid columns={columns} dataSource={rowsOf(2)} />);
    const input = screen.getAllByLabelText('焊接电流')[0] as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '-3.5' } });
    expect(input.value).toBe('-3.5');
    expect(screen.getByText('98')).toBeTruthy();
  });

  it('flags an emptied required cell on input and a duplicate code on collecting, showing the first message', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rowsOf(3)} />);
    const codes = screen.getAllByLabelText('焊道编号');
    fireEvent.change(codes[0], { target: { value: '' } });
    expect(codes[0].closest('.weld-grid-cell')?.classList.contains('is-invalid')).toBe(true);
    fireEvent.change(codes[0], { target: { value: 'P-2' } });
    let result: Awaited<ReturnType<EditableGridHandle['getValues']>> | undefined;
    await act(async () => {
      result = await ref.current!.getValues();
    });
    expect(result?.ok).toBe(false);
    expect(result?.first).toMatchObject({
      rowIndex: 0,
      column: 'code',
      error: { message: '焊道编号不能重复' },
    });
    // both P-2 cells fail; the first one keeps its tooltip open
    const tips = await screen.findAllByText('焊道编号不能重复');
    expect(tips).toHaveLength(2);
    expect(tips.filter((t) => t.classList.contains('is-open'))).toEqual([tips[0]]);
    fireEvent.change(codes[0], { target: { value: 'P-9' } });
    await act(async () => {
      result = await ref.current!.getValues();
    });
    expect(result?.ok).toBe(true);
  });

  it('adds rows with the toolbar and deletes the selected ones after 确定要删除这 N 项吗?, collecting saved ids only', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rowsOf(2)} />);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增$/ }));
    expect(bodyRows()).toHaveLength(3);
    const checks = screen.getAllByRole('checkbox').filter((c) => c.closest('.weld-grid-select'));
    // header, then one per row
    fireEvent.click(checks[1]);
    expect((checks[0] as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(checks[3]);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const [dialog] = await screen.findAllByText('确定要删除这 2 项吗?');
    fireEvent.click(
      within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(ref.current!.getRows().map((r) => r.id)).toEqual(['2']);
    const values = await ref.current!.getValues();
    expect(values.removedIds).toEqual(['1']);
  });

  it('rate-limits insert-below with 你点击的太快了，请慢点点击!', async () => {
    renderUi(<EditableGrid columns={columns} dataSource={rowsOf(2)} dragSort />);
    const insert = async () => {
      fireEvent.click(screen.getByRole('button', { name: '插入一行 1' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: '插入一行' }));
    };
    await insert();
    expect(bodyRows()).toHaveLength(3);
    await insert();
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
  });

  it('hides add and delete when the authorization prefix excludes add and batch_delete', () => {
    session.savePermissions({
      auth: [],
      allAuth: [
        { action: 'weld:seq:add', type: '2', describe: '新增', status: '0' },
        { action: 'weld:seq:batch_delete', type: '2', describe: '批量删除', status: '0' },
      ],
    });
    renderUi(<EditableGrid columns={columns} dataSource={rowsOf(2)} authPre="weld:seq:" dragSort />);
    expect(screen.queryAllByRole('button', { name: /新\s*增/ })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('checkbox').filter((c) => c.closest('.weld-grid-select'))[1]);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /清空选择/ })).toBeTruthy();
  });

  it('stores the checkbox customValue pair', () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rowsOf(1)} />);
    fireEvent.click(screen.getByLabelText('已完成'));
    expect(ref.current!.getRows()[0].done).toBe('Y');
  });

  it('drags a row to the top and renumbers orderNum from 1; move up is disabled on the first row', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={rowsOf(3).map((r, i) => ({ ...r, orderNum: 10 - i }))}
        dragSort
        toolbar={false}
      />,
    );
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(bodyRows()[2].querySelector('.weld-grid-handle') as Element, { dataTransfer });
    fireEvent.drop(bodyRows()[0], { dataTransfer });
    expect(ref.current!.getRows().map((r) => [r.id, r.orderNum])).toEqual([
      ['3', 1],
      ['1', 2],
      ['2', 3],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '插入一行 1' }));
    expect((await screen.findByRole('menuitem', { name: '上移' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: '下移' }));
    expect(ref.current!.getRows().map((r) => r.id)).toEqual(['1', '3', '2']);
  });
});
