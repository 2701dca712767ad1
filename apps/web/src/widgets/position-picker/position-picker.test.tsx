import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { startFakeApi, type FakeCall } from '../depart-select/fake-depart-api';

import type { PositionPicker as PositionPickerType } from './position-picker';

const POSITIONS = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  code: `P${String(i + 1).padStart(2, '0')}`,
  name: i % 2 === 0 ? `焊接工程师${i + 1}` : `销售经理${i + 1}`,
  postRank: '3',
  postRank_dictText: '中级',
}));

/** /sys/position/list as the server kit filters it: `*x*` contains on name, `a,b` in (or contains) on code, pages. */
function list(call: FakeCall) {
  const q = call.query;
  const name = q.get('name')?.replace(/^\*|\*$/g, '');
  const code = q.get('code');
  const rows = POSITIONS.filter(
    (p) =>
      (!name || p.name.includes(name)) &&
      (!code || (code.includes(',') ? code.split(',').includes(p.code) : p.code.includes(code))),
  );
  const size = Number(q.get('pageSize') ?? 10);
  const no = Number(q.get('pageNo') ?? 1);
  return {
    result: {
      records: rows.slice((no - 1) * size, no * size),
      total: rows.length,
      size,
      current: no,
      pages: Math.ceil(rows.length / size),
    },
  };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let PositionPicker: typeof PositionPickerType;

beforeAll(async () => {
  api = await startFakeApi({ 'GET /sys/position/list': list });
  vi.stubEnv('VITE_API_BASE', api.base);
  PositionPicker = (await import('./position-picker')).PositionPicker;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const lists = () => api.calls.filter((c) => c.path === '/sys/position/list' && !c.query.get('code'));
const dialog = () => within(document.querySelector('.ant-modal') as HTMLElement);
const button = (name: string) =>
  [...document.querySelectorAll('.ant-modal button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === name,
  ) as HTMLElement;

function Field({
  initial = null,
  multiple = false,
  onValue,
}: {
  initial?: string | null;
  multiple?: boolean;
  onValue: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PositionPicker
      multiple={multiple}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PositionPicker', () => {
  it('opens 选择职务 with 5 positions a page, sizes 5/10/20/30, and searches by name', async () => {
    renderUi(<Field onValue={() => undefined} />);
    fireEvent.click(screen.getByPlaceholderText('请选择职务'));
    expect(await dialog().findByText('焊接工程师1', undefined, { timeout: 5000 })).toBeTruthy();
    expect(dialog().getByText('选择职务')).toBeTruthy();
    expect(document.querySelectorAll('.ant-modal tbody tr.ant-table-row')).toHaveLength(5);
    expect(dialog().getByText('1-5 共12条')).toBeTruthy();
    expect([lists()[0].query.get('pageNo'), lists()[0].query.get('pageSize')]).toEqual(['1', '5']);
    fireEvent.mouseDown(
      document.querySelector('.ant-modal .ant-pagination-options .ant-select') as HTMLElement,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(4), {
      timeout: 5000,
    });
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent?.match(/\d+/)?.[0]),
    ).toEqual(['5', '10', '20', '30']);
    fireEvent.change(dialog().getByPlaceholderText('请输入职务名称'), { target: { value: '销售' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(lists().at(-1)?.query.get('name')).toBe('*销售*'), { timeout: 5000 });
    expect(await dialog().findByText('销售经理2', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(dialog().queryByText('焊接工程师1')).toBeNull(), { timeout: 5000 });
  });

  it('keeps positions chosen on several pages and stores their codes, showing their names', async () => {
    const onValue = vi.fn();
    renderUi(<Field multiple onValue={onValue} />);
    fireEvent.click(screen.getByPlaceholderText('请选择职务'));
    fireEvent.click(await dialog().findByText('焊接工程师1', undefined, { timeout: 5000 }));
    fireEvent.click(dialog().getByTitle('2'));
    fireEvent.click(await dialog().findByText('销售经理6', undefined, { timeout: 5000 }));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('P01,P06'), { timeout: 5000 });
    await waitFor(
      () =>
        expect((screen.getByPlaceholderText('请选择职务') as HTMLInputElement).value).toBe(
          '焊接工程师1,销售经理6',
        ),
      { timeout: 5000 },
    );
  });

  it('chooses one position in single mode, warns when nothing is chosen, and clears', async () => {
    const onValue = vi.fn();
    renderUi(<Field initial="P03" onValue={onValue} />);
    await waitFor(
      () => expect((screen.getByPlaceholderText('请选择职务') as HTMLInputElement).value).toBe('焊接工程师3'),
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onValue).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByPlaceholderText('请选择职务'));
    await dialog().findByText('焊接工程师1', undefined, { timeout: 5000 });
    fireEvent.click(button('确定'));
    expect(await screen.findByText('请选择一条记录', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(dialog().getByText('销售经理2'));
    fireEvent.click(dialog().getByText('销售经理4'));
    expect(document.querySelectorAll('.ant-modal .ant-radio-wrapper-checked')).toHaveLength(1);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('P04'), { timeout: 5000 });
  });
});
