import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render';
import { startLookupServer } from '../../../widgets/dict-select/lookup-server';

type Cat = { id: string; pid: string | null; name: string; code: string };
let server: Awaited<ReturnType<typeof startLookupServer>>;
let CategoryPage: ComponentType;
let cats: Cat[] = [];

const nodes = (pid: string | null) =>
  cats
    .filter((c) => c.pid === pid)
    .map((c) => ({ key: c.id, title: c.name, code: c.code, leaf: !cats.some((k) => k.pid === c.id) }));

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/category/loadTreeRoot': () => ({ result: nodes(null) }),
    '/sys/category/loadTreeChildren': (q) => ({ result: nodes(q.get('pid')), delay: 400 }),
    '/sys/category/loadDictItem/': (q) => ({
      result: (q.get('ids') ?? '').split(',').map((id) => cats.find((c) => c.id === id)?.name ?? id),
    }),
    '/sys/category/queryById': (q) => ({ result: cats.find((c) => c.id === q.get('id')) }),
    'POST /sys/category/add': (_q, body) => {
      const pid = (body?.pid as string | undefined) ?? null;
      const parent = cats.find((c) => c.id === pid);
      cats.push({
        id: `c${cats.length + 1}`,
        pid,
        name: String(body?.name),
        code: `${parent?.code ?? ''}A0${cats.filter((c) => c.pid === pid).length + 1}`,
      });
      return { result: null };
    },
    'DELETE /sys/category/delete': (q) => {
      const kids = cats.filter((c) => c.pid === q.get('id'));
      if (kids.length > 0)
        return { status: 409, message: `请先删除下级分类：${kids.map((k) => k.name).join('、')}` };
      cats = cats.filter((c) => c.id !== q.get('id'));
      return { result: null };
    },
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  CategoryPage = (await import('./category-page')).CategoryPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
beforeEach(() => {
  cats = [
    { id: 'c1', pid: null, name: '焊接工艺', code: 'A01' },
    { id: 'c2', pid: 'c1', name: 'TIG 焊', code: 'A01A01' },
    { id: 'c3', pid: null, name: '产品类型', code: 'A02' },
  ];
  session.savePermissions({
    auth: ['system:category:add', 'system:category:edit', 'system:category:delete'].map(right),
    allAuth: [],
  });
});

const button = (name: string, root: HTMLElement = document.body) =>
  [...root.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const rowOf = (text: string) =>
  within(document.querySelector('.ant-table') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;
const render = () => renderWithRouter([{ path: '/category', element: <CategoryPage /> }], '/category');

describe('分类字典', () => {
  it('opens a branch from loadTreeChildren, showing loading... until it arrives', async () => {
    render();
    await screen.findByText('焊接工艺', {}, { timeout: 5000 });
    expect(screen.getByText('A02')).toBeTruthy();
    fireEvent.click(within(rowOf('焊接工艺')).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('loading...')).toBeTruthy();
    expect(await screen.findByText('TIG 焊', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      server.calls.some((c) => c.path === '/sys/category/loadTreeChildren' && c.query.get('pid') === 'c1'),
    ).toBe(true);
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('添加下级 saves a child under the row and shows it in the opened branch', async () => {
    render();
    await screen.findByText('焊接工艺', {}, { timeout: 5000 });
    fireEvent.click(button('添加下级', rowOf('焊接工艺'))[0]!);
    const drawer = (await screen.findByPlaceholderText('请输入类型名称')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(await within(drawer).findByText('焊接工艺', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(within(drawer).getByPlaceholderText('请输入类型名称'), { target: { value: '焊丝' } });
    fireEvent.click(button('确定', drawer)[0]!);
    await waitFor(
      () => expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ pid: 'c1', name: '焊丝' }),
      { timeout: 5000 },
    );
    fireEvent.click(within(rowOf('焊接工艺')).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('焊丝', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('deletes a leaf; a node with children is refused with the server message', async () => {
    render();
    await screen.findByText('产品类型', {}, { timeout: 5000 });
    fireEvent.click(button('删除', rowOf('焊接工艺'))[0]!);
    fireEvent.click(
      button('确定', (await screen.findByText('确定删除吗?')).closest('.ant-popover') as HTMLElement)[0]!,
    );
    expect(await screen.findByText('请先删除下级分类：TIG 焊', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(button('删除', rowOf('产品类型'))[0]!);
    const confirms = await screen.findAllByText('确定删除吗?');
    fireEvent.click(button('确定', confirms.at(-1)!.closest('.ant-popover') as HTMLElement)[0]!);
    await waitFor(
      () =>
        expect(
          within(document.querySelector('.ant-table') as HTMLElement).queryByText('产品类型'),
        ).toBeNull(),
      { timeout: 5000 },
    );
  });
});
