import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { EditableGrid, type EditableGridHandle } from './editable-grid';
import type { WebGridColumn } from './grid-types';

const columns: WebGridColumn[] = [
  { key: 'passNo', title: '焊道序号', type: 'inputNumber', isOrder: true, sortable: true },
  { key: 'process', title: '焊接工艺', type: 'input', sortable: true },
  { key: 'current', title: '焊接电流', type: 'inputNumber', sortable: true },
];
const rows: GridRow[] = [
  { id: 'a', passNo: 1, process: 'TIG', current: 120 },
  { id: 'b', passNo: 2, process: 'MIG', current: 95 },
  { id: 'c', passNo: 3, process: 'MAG', current: '' },
];
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('weld-grid-row'));
const processes = () =>
  bodyRows().map((r) => (r.querySelector('[data-key="process"] input') as HTMLInputElement).value);

afterEach(() => localStorage.clear());

describe('EditableGrid add settings', () => {
  it('saves the count and position locally with 保存成功 and adds that many rows there', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rows} />);
    fireEvent.click(screen.getByRole('button', { name: '新增设置' }));
    const count = await screen.findByLabelText('新增行数');
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('新增位置'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('jet-add-btn-settings') ?? '')).toEqual({ count: 2, position: 1 });
    fireEvent.click(screen.getByRole('button', { name: /新\s*增$/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    // two new rows before the first, numbered on from the largest 焊道序号
    expect(ref.current!.getRows().map((r) => r.passNo)).toEqual([4, 5, 1, 2, 3]);
  });

  it('refuses a position past the last row and keeps the old settings', async () => {
    localStorage.setItem('jet-add-btn-settings', JSON.stringify({ count: 1, position: 0 }));
    renderUi(<EditableGrid columns={columns} dataSource={rows} />);
    fireEvent.click(screen.getByRole('button', { name: '新增设置' }));
    fireEvent.change(await screen.findByLabelText('新增位置'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新增位置须为 0 到 3 之间的整数')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('jet-add-btn-settings') ?? '')).toEqual({ count: 1, position: 0 });
  });
});

describe('EditableGrid sorting', () => {
  it('orders rows by a header click, ascending then descending, empty cells last', async () => {
    renderUi(<EditableGrid columns={columns} dataSource={rows} />);
    const header = screen.getByRole('columnheader', { name: /焊接电流/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(header);
    await waitFor(() => expect(processes()).toEqual(['MIG', 'TIG', 'MAG']));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    await waitFor(() => expect(processes()).toEqual(['TIG', 'MIG', 'MAG']));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('starts in the order of its sort string, and drag sort renumbers after sorting', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rows} sort="process=asc" dragSort />);
    expect(processes()).toEqual(['MAG', 'MIG', 'TIG']);
    fireEvent.click(screen.getByRole('columnheader', { name: /焊接电流/ }));
    await act(async () => {});
    expect(ref.current!.getRows().map((r) => [r.process, r.orderNum])).toEqual([
      ['MIG', 1],
      ['TIG', 2],
      ['MAG', 3],
    ]);
  });
});
