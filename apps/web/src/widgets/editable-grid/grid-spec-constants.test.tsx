import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import type { GridRow } from '@weld/core';
import { renderUi } from '../../test/render';
import { collectFormAndTables, CollectValuesMisuse } from './collect-values';
import { EditableGrid, type EditableGridHandle } from './editable-grid';
import type { WebGridColumn } from './grid-types';
import { TreeRemoveUnsupported } from './use-grid-actions';

const columns: WebGridColumn[] = [{ key: 'name', title: '物料名称', type: 'input' }];
const rows = (n: number, from = 1): GridRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), name: `件${from + i}` }));
const grid = () => document.querySelector('.weld-grid') as HTMLElement;

afterEach(() => vi.useRealTimers());

describe('EditableGrid: spec widgets §8 refusals and §9 timings', () => {
  it('refuses to remove rows of a tree table: the handle throws, nothing is removed', () => {
    const ref = createRef<EditableGridHandle>();
    renderUi(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={rows(2)}
        loadChildren={async () => []}
        toolbar={false}
      />,
    );
    expect(() => ref.current!.removeRows(['1'])).toThrow(TreeRemoveUnsupported);
    expect(() => ref.current!.removeRows(['1'])).toThrow('树形表格不支持删除行');
    expect(ref.current!.getRows()).toHaveLength(2);
  });

  it('refuses collecting with a non-form object or cases that are not an array, with the spec texts', async () => {
    await expect(collectFormAndTables(null as never, [], () => undefined)).rejects.toThrow(
      'form 参数需要的是一个form对象，而传入的却是object',
    );
    await expect(collectFormAndTables((async () => ({})) as never, [], () => undefined)).rejects.toThrow(
      CollectValuesMisuse,
    );
    await expect(
      collectFormAndTables({ validateFields: async () => ({}) }, 'params' as never, () => undefined),
    ).rejects.toThrow('cases 参数需要的是一个数组，而传入的却是string');
  });

  it('reports its row count as rows are added and removed', async () => {
    const ref = createRef<EditableGridHandle>();
    const counts: number[] = [];
    renderUi(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={rows(3)}
        onRowCountChange={(n) => counts.push(n)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^(plus )?新增$/ }));
    expect(counts.at(-1)).toBe(4);
    act(() => ref.current!.removeRows(['1', '2']));
    expect(counts.at(-1)).toBe(2);
  });

  it('fades a new data source in for 1400 ms (reload effect)', () => {
    vi.useFakeTimers();
    let reload!: () => void;
    function Page() {
      const [data, setData] = useState(() => rows(2));
      reload = () => setData(rows(2, 10));
      return <EditableGrid columns={columns} dataSource={data} reloadEffect toolbar={false} />;
    }
    renderUi(<Page />);
    expect(grid().classList.contains('is-reloaded')).toBe(false);
    act(() => reload());
    expect(grid().classList.contains('is-reloaded')).toBe(true);
    act(() => vi.advanceTimersByTime(1399));
    expect(grid().classList.contains('is-reloaded')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(grid().classList.contains('is-reloaded')).toBe(false);
  });

  it('counts as scrolling until 100 ms after the last scroll event', () => {
    vi.useFakeTimers();
    renderUi(<EditableGrid columns={columns} dataSource={rows(50)} toolbar={false} />);
    const scroller = screen.getByRole('grid');
    act(() => {
      fireEvent.scroll(scroller, { target: { scrollTop: 100 } });
    });
    expect(grid().classList.contains('is-scrolling')).toBe(true);
    act(() => vi.advanceTimersByTime(60));
    act(() => {
      fireEvent.scroll(scroller, { target: { scrollTop: 200 } });
    });
    act(() => vi.advanceTimersByTime(60));
    expect(grid().classList.contains('is-scrolling')).toBe(true);
    act(() => vi.advanceTimersByTime(40));
    expect(grid().classList.contains('is-scrolling')).toBe(false);
  });
});
