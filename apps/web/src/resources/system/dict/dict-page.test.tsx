import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render';
import { startLookupServer } from '../../../widgets/dict-select/lookup-server';

type Item = {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
  status: string;
  itemColor: string | null;
};
let server: Awaited<ReturnType<typeof startLookupServer>>;
let DictPage: ComponentType;
let items: Item[] = [];
let cacheFails = false;

const page = <T,>(records: T[]) => ({
  result: { records, total: records.length, size: 10, current: 1, pages: 1 },
});

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/dict/list': () =>
      page([
        {
          id: 'd1',
          dictName: '焊接位置',
          dictCode: 'weld_position',
          description: null,
          createTime: '2026-11-01 08:00:00',
        },
      ]),
    '/sys/dict/refleshCache': () =>
      cacheFails ? { status: 500, message: 'redis down' } : { message: '刷新缓存完成！' },
    '/sys/dict/queryAllDictItems': () => ({
      result: { weld_position: items.map((i) => ({ value: i.itemValue, text: i.itemText })) },
    }),
    '/sys/dict/getDictItems/valid_status': () => ({
      result: [
        { value: '1', text: '有效' },
        { value: '0', text: '无效' },
      ],
    }),
    '/sys/dictItem/list': (q) => page(items.filter((i) => i.dictId === q.get('dictId'))),
    'POST /sys/dictItem/add': (_q, body) => {
      if (items.some((i) => i.itemValue === body?.itemValue))
        return { status: 409, message: '数据值已存在', result: { field: 'itemValue' } };
      items.push({ ...(body as Omit<Item, 'id'>), id: `i${items.length + 1}` });
      return { result: null };
    },
    'PUT /sys/dictItem/edit': (_q, body) => {
      items = items.map((i) => (i.id === body?.id ? { ...i, ...(body as Partial<Item>) } : i));
      return { result: null };
    },
    'DELETE /sys/dictItem/delete': (q) => {
      items = items.filter((i) => i.id !== q.get('id'));
      return { result: null };
    },
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  DictPage = (await import('./dict-page')).DictPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
beforeEach(() => {
  items = [
    { id: 'i0', dictId: 'd1', itemText: '平焊', itemValue: 'F', sortOrder: 1, status: '1', itemColor: null },
  ];
  cacheFails = false;
  session.savePermissions({
    auth: ['system:dict:add', 'system:dict:edit', 'system:dict:delete'].map(right),
    allAuth: [],
  });
});

const button = (name: string, root: HTMLElement = document.body) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
const render = () => renderWithRouter([{ path: '/dict', element: <DictPage /> }], '/dict');

describe('数据字典', () => {
  it('刷新缓存 says 刷新缓存完成！ and reloads the dictionaries, or 刷新缓存失败！', async () => {
    render();
    await screen.findByText('weld_position');
    fireEvent.click(button('刷新缓存'));
    expect(await screen.findByText('刷新缓存完成！', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.calls.some((c) => c.path === '/sys/dict/queryAllDictItems')).toBe(true);
    expect(session.dict().weld_position).toEqual([{ value: 'F', text: '平焊' }]);
    cacheFails = true;
    fireEvent.click(button('刷新缓存'));
    expect(await screen.findByText('刷新缓存失败！', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('字典配置 lists the items of the dictionary and adds one, refusing a value it already has', async () => {
    render();
    await screen.findByText('weld_position');
    fireEvent.click(button('字典配置'));
    const drawer = (await screen.findByText('字典配置：焊接位置（weld_position）')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(await within(drawer).findByText('平焊')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/sys/dictItem/list')!.query.get('dictId')).toBe('d1');

    fireEvent.click(button('新增', drawer));
    const modal = (await screen.findByText('名称', { selector: 'label' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(modal).getByPlaceholderText('请输入名称'), { target: { value: '立焊' } });
    fireEvent.change(within(modal).getByPlaceholderText('请输入数据值'), { target: { value: 'F' } });
    fireEvent.click(button('确定', modal));
    expect(await within(modal).findByText('数据值已存在')).toBeTruthy();
    fireEvent.change(within(modal).getByPlaceholderText('请输入数据值'), { target: { value: 'V' } });
    fireEvent.click(button('确定', modal));
    expect(await within(drawer).findByText('立焊')).toBeTruthy();
    const add = server.calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(add.body).toMatchObject({ dictId: 'd1', itemText: '立焊', itemValue: 'V', status: '1' });
    await waitFor(() => expect(session.dict().weld_position?.map((i) => i.value)).toEqual(['F', 'V']));
  });

  it('switches an item off and deletes one', async () => {
    render();
    await screen.findByText('weld_position');
    fireEvent.click(button('字典配置'));
    const drawer = (await screen.findByText('字典配置：焊接位置（weld_position）')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('平焊');
    fireEvent.click(within(drawer).getByRole('switch'));
    await waitFor(() => expect(items[0]!.status).toBe('0'));
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({ id: 'i0', status: '0' });
    fireEvent.click(button('删除', drawer));
    fireEvent.click(
      button('确定', (await screen.findByText('确定删除吗?')).closest('.ant-popover') as HTMLElement),
    );
    await waitFor(() => expect(items).toEqual([]));
    await waitFor(() => expect(within(drawer).queryByText('平焊')).toBeNull());
  });
});
