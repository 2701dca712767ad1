import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Button } from 'antd';
import { position, type PermissionItem } from '@weld/core';
import { session } from '../lib/session';
import { renderWithRouter } from '../test/render';
import { positions, startResourceServer } from '../test/resource-server';
import type { ResourcePageProps } from './resource-page';
import type { Row } from './resource-api';

let server: Awaited<ReturnType<typeof startResourceServer>>;
let ResourcePage: ComponentType<ResourcePageProps>;
const rows = positions(3);

beforeAll(async () => {
  server = await startResourceServer(rows);
  vi.stubEnv('VITE_API_BASE', server.base);
  ResourcePage = (await import('./resource-page')).ResourcePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });

beforeEach(() => {
  server.calls.length = 0;
  session.savePermissions({ auth: ['system:position:add'].map(right), allAuth: [] });
});

/** Children a branch reads when opened, counted per parent: the first row has two, the others none. */
function branches() {
  const asked: string[] = [];
  const children = async (pid: string): Promise<Row[]> => {
    asked.push(pid);
    if (pid !== 'p1') return [];
    return [
      { id: 'c1', code: 'C001', name: '子岗位甲', postRank: '1', createTime: '2026-11-02 08:00:00' },
      { id: 'c2', code: 'C002', name: '子岗位乙', postRank: '2', createTime: '2026-11-02 08:00:00' },
    ];
  };
  return { asked, tree: { hasChild: (r: Row) => r.id === 'p1' || r.id === 'p2', children } };
}

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const expanders = () => [...document.querySelectorAll('button.ant-table-row-expand-icon-collapsed')];

describe('ResourcePage as a lazy tree table', () => {
  it('shows the expand control on rows with children and reads a branch only when it is opened', async () => {
    const { asked, tree } = branches();
    renderWithRouter([{ path: '/p', element: <ResourcePage definition={position} tree={tree} /> }], '/p');
    expect(await screen.findByText('焊工1', {}, { timeout: 5_000 })).toBeTruthy();
    expect(expanders()).toHaveLength(2);
    expect(asked).toEqual([]);
    fireEvent.click(expanders()[0]!);
    expect(await screen.findByText('子岗位甲')).toBeTruthy();
    expect(screen.getByText('子岗位乙')).toBeTruthy();
    expect(asked).toEqual(['p1']);
    // a row the list said had children but has none now becomes a leaf once opened
    fireEvent.click(expanders()[0]!);
    await waitFor(() => expect(asked).toEqual(['p1', 'p2']));
    await waitFor(() =>
      expect(document.querySelector('[data-row-key="p2"] .ant-table-row-expand-icon-spaced')).toBeTruthy(),
    );
  });

  it('lets a row action open the add form with the parent set, and saves it with the record', async () => {
    const { tree } = branches();
    const addChild = (record: Row, screen: { openCreateWith(values: Record<string, unknown>): void }) => (
      <Button size="small" onClick={() => screen.openCreateWith({ pid: record.id })}>
        添加下级
      </Button>
    );
    renderWithRouter(
      [
        {
          path: '/p',
          element: <ResourcePage definition={position} tree={tree} slots={{ rowActions: addChild }} />,
        },
      ],
      '/p',
    );
    await screen.findByText('焊工1', {}, { timeout: 5_000 });
    fireEvent.click(screen.getAllByText('添加下级')[1]!);
    await waitFor(() => expect(document.getElementById('position-form')).toBeTruthy());
    const drawer = within(document.getElementById('position-form')!);
    fireEvent.change(drawer.getByLabelText('职务编码'), { target: { value: 'C009' } });
    fireEvent.change(drawer.getByLabelText('职务名称'), { target: { value: '新岗位' } });
    fireEvent.mouseDown(drawer.getByLabelText('职级'));
    fireEvent.click(await screen.findByTitle('中级'));
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/add'))).toBe(true), {
      timeout: 5_000,
    });
    const body = server.calls.find((c) => c.path.endsWith('/add'))!.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'C009', name: '新岗位', pid: 'p2' });
  });
});
