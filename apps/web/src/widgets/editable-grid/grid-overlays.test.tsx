import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { collectFormAndTables, SubTableInvalid } from './collect-values';
import { EditableGrid, type EditableGridHandle } from './editable-grid';
import type { WebGridColumn } from './grid-types';
import { findRowElement, subTablePlacement } from './sub-table-popover';

const columns: WebGridColumn[] = [
  { key: 'name', title: '物料名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const deferred = () => {
  let resolve!: (v: unknown) => void;
  const promise = new Promise<unknown>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('EditableGrid tree rows, sub-table and details', () => {
  it('shows loading... under an opened row, then its children, a leaf when none come, and 返回数据类型不识别 for other answers', async () => {
    const answers: Record<string, ReturnType<typeof deferred>> = {
      A: deferred(),
      B: deferred(),
      C: deferred(),
    };
    const rows: GridRow[] = ['A', 'B', 'C'].map((id) => ({
      id,
      name: `焊机组件${id}`,
      qty: 1,
      hasChildren: true,
    }));
    renderUi(
      <EditableGrid
        columns={columns}
        dataSource={rows}
        loadChildren={(id) => answers[id].promise}
        toolbar={false}
      />,
    );
    const toggle = (n: number) =>
      screen
        .getAllByRole('button', { expanded: false })
        .find((b) => b.getAttribute('aria-label') === `#${n}`) as HTMLElement;

    fireEvent.click(toggle(1));
    expect(await screen.findByText('loading...')).toBeTruthy();
    await act(async () => answers.A.resolve({ records: [{ id: 'A1', name: '送丝机构', qty: 2 }] }));
    expect(screen.queryByText('loading...')).toBeNull();
    expect((screen.getAllByLabelText('物料名称')[1] as HTMLInputElement).value).toBe('送丝机构');

    fireEvent.click(toggle(3));
    await act(async () => answers.B.resolve([]));
    await waitFor(() =>
      expect(
        screen.queryAllByRole('button', { expanded: false }).map((b) => b.getAttribute('aria-label')),
      ).toEqual(['#4']),
    );

    fireEvent.click(toggle(4));
    await act(async () => answers.C.resolve({ list: [] }));
    expect(await screen.findByText('返回数据类型不识别')).toBeTruthy();
  });

  it('opens 子表 below a click with room under it and above otherwise, and gives up on a missing row after 3 retries', async () => {
    expect(subTablePlacement(100, 800)).toBe('below');
    expect(subTablePlacement(500, 800)).toBe('above');
    const started = Date.now();
    expect(await findRowElement(document.body, 'nowhere')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    renderUi(
      <EditableGrid
        columns={columns}
        dataSource={[{ id: '1', name: '焊枪', qty: 3 }]}
        toolbar={false}
        subTable={(row) => <p>{`${String(row.name)}的配件清单`}</p>}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '子表 1' }));
    const popover = await screen.findByRole('dialog', { name: '子表' });
    expect(within(popover).getByText('焊枪的配件清单')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '子表' })).toBeNull());
  });

  it('edits a row in 详细信息 (1200 wide, with a fullscreen switch)', async () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={[{ id: '1', name: '焊枪', qty: 3 }]}
        toolbar={false}
        dragSort
        details
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '插入一行 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '详细信息' }));
    const modal = await waitFor(() => document.querySelector('.weld-grid-details') as HTMLElement);
    expect(within(modal).getByText('详细信息')).toBeTruthy();
    expect(modal.style.width).toBe('1200px');
    fireEvent.change(within(modal).getByLabelText('物料名称', { selector: 'input' }), {
      target: { value: '水冷焊枪' },
    });
    expect(ref.current!.getRows()[0].name).toBe('水冷焊枪');
    fireEvent.click(within(modal).getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(modal.style.width).toBe('100%'));
  });

  it('collects a form and its sub-tables, activating the first failing table', async () => {
    const a = createRef<EditableGridHandle>();
    const b = createRef<EditableGridHandle>();
    renderUi(
      <>
        <EditableGrid
          ref={a}
          columns={columns}
          dataSource={[{ id: '1', name: '焊枪', qty: 1 }]}
          toolbar={false}
        />
        <EditableGrid
          ref={b}
          columns={columns}
          dataSource={[{ id: '2', name: '', qty: 1 }]}
          toolbar={false}
        />
      </>,
    );
    let tab = '';
    let error: unknown;
    await act(async () => {
      await collectFormAndTables(
        { validateFields: async () => ({ model: 'NB-350' }) },
        [
          { key: 'parts', grid: a.current },
          { key: 'spares', grid: b.current },
        ],
        (k) => {
          tab = k;
        },
      ).catch((e) => {
        error = e;
      });
    });
    expect(tab).toBe('spares');
    expect(error).toBeInstanceOf(SubTableInvalid);
    expect((error as SubTableInvalid).first.column).toBe('name');
    const ok = await collectFormAndTables(
      { validateFields: async () => ({ model: 'NB-350' }) },
      [{ key: 'parts', grid: a.current }],
      () => undefined,
    );
    expect(ok.tables.parts.rows).toHaveLength(1);
  });
});
