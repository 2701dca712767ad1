import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { startLookupServer } from '../dict-select/lookup-server';
import type { CategorySelectProps } from './category-select';

let server: Awaited<ReturnType<typeof startLookupServer>>;
let CategorySelect: ComponentType<CategorySelectProps>;

const node = (key: string, title: string, code: string, leaf: boolean) => ({
  key,
  title,
  name: title,
  code,
  leaf,
});

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/category/loadTreeRoot': (q) =>
      q.get('pcode') === 'Q99'
        ? { status: 404, message: '未找到对应分类' }
        : {
            result: [
              node('cat-process', '焊接工艺', 'A01', false),
              node('cat-product', '产品类型', 'A02', false),
            ],
          },
    '/sys/category/loadTreeChildren': (q) => ({
      result: q.get('pid') === 'cat-product' ? [node('cat-robot', '焊接机器人', 'A02A02', true)] : [],
    }),
    '/sys/category/loadDictItem/': (q) => ({
      result: (q.get('ids') ?? '').split(',').map((id) => (id === 'cat-robot' ? '焊接机器人' : id)),
    }),
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  CategorySelect = (await import('./category-select')).CategorySelect;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function Harness(props: Omit<CategorySelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      <CategorySelect {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('CategorySelect', () => {
  it('loads the top level, opens a branch from loadTreeChildren and picks a node', async () => {
    renderUi(<Harness pcode="0" />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByTitle('产品类型')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/sys/category/loadTreeRoot')!.query.get('async')).toBe(
      'true',
    );
    const switcher = screen
      .getByTitle('产品类型')
      .closest('.ant-select-tree-treenode')!
      .querySelector('.ant-select-tree-switcher')!;
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByTitle('焊接机器人'));
    expect(screen.getByTestId('value').textContent).toBe('cat-robot');
    expect(
      server.calls.some(
        (c) => c.path === '/sys/category/loadTreeChildren' && c.query.get('pid') === 'cat-product',
      ),
    ).toBe(true);
    const list = document.querySelector('.ant-select-tree-list-holder') as HTMLElement | null;
    expect(list?.style.maxHeight).toBe('400px');
  });

  it('shows the name of a stored id before its branch is opened', async () => {
    renderUi(<Harness initial="cat-robot" />);
    expect(await screen.findByText('焊接机器人')).toBeTruthy();
  });

  it('shows the server message as an error when the root fails to load', async () => {
    renderUi(<Harness pcode="Q99" />);
    expect(await screen.findByText('未找到对应分类')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-message-error')).toBeTruthy());
  });
});
