import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, within } from '@testing-library/react';
import { createRef } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { countRenders } from '../../test/count-renders';
import { EditableGrid, type EditableGridHandle } from './editable-grid';
import type { WebGridColumn } from './grid-types';

// the bench's shape: 20 columns, 10,000 rows; the first column is required
const columns: WebGridColumn[] = Array.from({ length: 20 }, (_, i) => ({
  key: `c${i}`,
  title: `参数${i + 1}`,
  type: i % 2 ? 'inputNumber' : 'input',
  validateRules: i === 0 ? [{ required: true }] : undefined,
}));
const rows: GridRow[] = Array.from({ length: 10_000 }, (_, r) => ({
  id: String(r + 1),
  ...Object.fromEntries(columns.map((c, i) => [c.key, i % 2 ? r : `P${r}-${i}`])),
}));
const rowOf = (id: string) => document.querySelector(`.weld-grid-row[data-row-id="${id}"]`) as HTMLElement;
const grid = () => renderUi(<EditableGrid columns={columns} dataSource={rows} />);

// the performance contract of issue 14: a keystroke costs one cell and its row's status, whatever the size of the grid
describe('EditableGrid keystrokes', () => {
  it('typing one character re-renders only the edited cell and its row, not the grid or the other rows', () => {
    const { container } = grid();
    const input = within(rowOf('3')).getByLabelText('参数1') as HTMLInputElement;
    for (const ch of ['x', 'y']) {
      const renders = countRenders(container, () =>
        fireEvent.change(input, { target: { value: input.value + ch } }),
      );
      expect(Object.fromEntries(renders)).toEqual({ GridRowView: 1, GridCellView: 1, InputCell: 1 });
    }
    expect(input.value).toBe('P2-0xy');
    expect((within(rowOf('4')).getByLabelText('参数1') as HTMLInputElement).value).toBe('P3-0');
  });

  it('an error found while typing marks the cell, re-rendering only that row; fixing it clears the mark', () => {
    const { container } = grid();
    const input = within(rowOf('5')).getByLabelText('参数1') as HTMLInputElement;
    const cell = input.closest('.weld-grid-cell') as HTMLElement;
    let renders = countRenders(container, () => fireEvent.change(input, { target: { value: '' } }));
    expect(cell.classList.contains('is-invalid')).toBe(true);
    expect(within(cell).getByRole('tooltip').textContent).toBe('参数1不能为空');
    expect(Object.fromEntries(renders)).toEqual({ GridRowView: 1, GridCellView: 1, InputCell: 1 });
    renders = countRenders(container, () => fireEvent.change(input, { target: { value: 'Q' } }));
    expect(cell.classList.contains('is-invalid')).toBe(false);
    expect(Object.fromEntries(renders)).toEqual({ GridRowView: 1, GridCellView: 1, InputCell: 1 });
  });

  it("the focused text or number input alone joins the grid's empty form, which never submits, so autofill reads one field per keystroke", () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    // an outer element stands for a page holding the grid: a submit from the grid must not reach it
    renderUi(
      <div onSubmit={onSubmit}>
        <EditableGrid columns={columns} dataSource={rows.slice(0, 30)} />
      </div>,
    );
    const inputs = [
      ...document.querySelectorAll<HTMLInputElement>('.weld-grid-row input:not([type=checkbox])'),
    ];
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((i) => i.form)).toEqual([]);
    const text = within(rowOf('3')).getByLabelText('参数1') as HTMLInputElement;
    const number = within(rowOf('3')).getByLabelText('参数2') as HTMLInputElement;
    fireEvent.focus(text);
    expect([...(text.form?.elements ?? [])]).toEqual([text]);
    expect(fireEvent.submit(text.form as HTMLFormElement)).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.blur(text);
    fireEvent.focus(number);
    expect(text.form).toBeNull();
    expect([...(number.form?.elements ?? [])]).toEqual([number]);
  });

  it('collecting values marks the failing rows and opens the first tooltip; editing that cell closes it', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(<EditableGrid ref={ref} columns={columns} dataSource={rows.slice(0, 50)} />);
    const input = within(rowOf('2')).getByLabelText('参数1') as HTMLInputElement;
    act(() => ref.current!.store.setCell('2', 'c0', ''));
    await act(async () => {
      await ref.current!.getValues();
    });
    const tip = within(input.closest('.weld-grid-cell') as HTMLElement).getByRole('tooltip');
    expect(tip.classList.contains('is-open')).toBe(true);
    fireEvent.change(input, { target: { value: 'ok' } });
    expect(input.closest('.weld-grid-cell')?.classList.contains('is-invalid')).toBe(false);
    expect(within(rowOf('2')).queryByRole('tooltip')).toBeNull();
  });
});
