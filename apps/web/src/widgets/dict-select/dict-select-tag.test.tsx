import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { startLookupServer } from './lookup-server';
import type { DictSelectTagProps } from './dict-select-tag';

let server: Awaited<ReturnType<typeof startLookupServer>>;
let DictSelectTag: ComponentType<DictSelectTagProps>;

const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/dict/getDictItems/sex': () => ({ result: SEX }),
    '/sys/dict/getDictItems/weld_process': () => ({
      result: [
        { value: 'MIG', text: 'MIG/MAG' },
        { value: 'TIG', text: 'TIG' },
        { value: 'MMA', text: '手工焊', disabled: true },
      ],
    }),
    '/sys/dict/getDictItems/sys_user,realname,username': () => ({
      result: [
        { value: 'admin', text: '管理员' },
        { value: 'li', text: '李工' },
      ],
    }),
    '/sys/dict/getDictItems/broken': () => ({ status: 500, message: '服务器出错' }),
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  DictSelectTag = (await import('./dict-select-tag')).DictSelectTag;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

/** The tag under test with its value shown, as a form would hold it. */
function Harness(props: Omit<DictSelectTagProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | string[] | undefined>(props.initial);
  return (
    <>
      <DictSelectTag {...props} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const shown = () => screen.getByTestId('value').textContent;

describe('DictSelectTag', () => {
  it('says 字典Code不能为空! without a code and asks the server nothing', () => {
    const before = server.calls.length;
    renderUi(<Harness dictCode="" />);
    expect(screen.getByText('字典Code不能为空!')).toBeTruthy();
    expect(server.calls.length).toBe(before);
  });

  it('offers the items as a select and shows the text of the stored value', async () => {
    renderUi(<Harness dictCode="sex" initial="2" />);
    expect(await screen.findByTitle('女')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('男'));
    expect(shown()).toBe('"1"');
    expect(server.calls.some((c) => c.path === '/sys/dict/getDictItems/sex' && c.headers['x-sign'])).toBe(
      true,
    );
  });

  it('works as radios', async () => {
    renderUi(<Harness dictCode="weld_process" type="radio" />);
    fireEvent.click(await screen.findByLabelText('TIG'));
    expect(shown()).toBe('"TIG"');
  });

  it('works as checkboxes joined by commas, a disabled item not choosable', async () => {
    renderUi(<Harness dictCode="weld_process" type="checkbox" initial="MIG" />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, false]);
    fireEvent.click(boxes[1]!);
    expect(shown()).toBe('"MIG,TIG"');
    fireEvent.click(boxes[0]!);
    expect(shown()).toBe('"TIG"');
    fireEvent.click(boxes[0]!);
    expect(shown()).toBe('"MIG,TIG"');
    expect((boxes[2] as HTMLInputElement).disabled).toBe(true);
  });

  it('reads a table code like a dictionary', async () => {
    renderUi(<Harness dictCode="sys_user,realname,username" type="radio" initial="li" />);
    expect(((await screen.findByLabelText('李工')) as HTMLInputElement).checked).toBe(true);
  });

  it('leaves the options empty when the load fails', async () => {
    renderUi(<Harness dictCode="broken" type="radio" />);
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/sys/dict/getDictItems/broken')).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
