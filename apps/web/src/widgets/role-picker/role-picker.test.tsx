import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../test/render';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

type PickerProps = { open: boolean; multiple?: boolean; onOk(roles: unknown[]): void; onCancel(): void };

const ROLES = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  roleName: i === 0 ? '管理员' : `角色${i + 1}`,
  roleCode: i === 0 ? 'admin' : `role_${i + 1}`,
  description: null,
  createTime: '2026-11-01 08:00:00',
}));
let server: Server;
const queries: URLSearchParams[] = [];
let RolePickerModal: ComponentType<PickerProps>;

/** A real HTTP server answering /sys/role/list like the kit (value-encoded contains filters, pages). */
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    queries.push(url.searchParams);
    const q = url.searchParams;
    const like = (v: string, f: string | null) => !f || v.includes(f.replace(/^\*|\*$/g, ''));
    const rows = ROLES.filter(
      (r) => like(r.roleName, q.get('roleName')) && like(r.roleCode, q.get('roleCode')),
    );
    const size = Number(q.get('pageSize') ?? 10);
    const page = Number(q.get('pageNo') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        code: 200,
        message: 'ok',
        timestamp: 0,
        result: {
          records: rows.slice((page - 1) * size, page * size),
          total: rows.length,
          size,
          current: page,
          pages: Math.ceil(rows.length / size),
        },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  RolePickerModal = (await import('./role-picker-modal')).RolePickerModal;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  queries.length = 0;
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

describe('RolePickerModal', () => {
  it('lists roleName and roleCode, searches, and answers the one picked role with id and roleCode', async () => {
    const onOk = vi.fn();
    renderUi(<RolePickerModal open onOk={onOk} onCancel={() => undefined} />);
    expect(await screen.findByText('admin')).toBeTruthy();
    expect(screen.getByText('1-10 共12条')).toBeTruthy();
    fireEvent.click(buttons('确定')[0]!);
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('角色编码'), { target: { value: 'role_3' } });
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(screen.queryByText('admin')).toBeNull());
    expect(queries.at(-1)?.get('roleCode')).toBe('*role_3*');
    fireEvent.click(screen.getByText('角色3'));
    fireEvent.click(buttons('确定')[0]!);
    expect(onOk).toHaveBeenCalledWith([{ id: 'r3', roleName: '角色3', roleCode: 'role_3' }]);
  });

  it('asks the server once per 查询 or 重置, also when the criteria did not change', async () => {
    renderUi(<RolePickerModal open onOk={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText('admin')).toBeTruthy();
    await waitFor(() => expect(queries).toHaveLength(1));
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(queries).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('角色编码'), { target: { value: 'role_3' } });
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries.at(-1)?.get('roleCode')).toBe('*role_3*');
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(queries).toHaveLength(4));
    fireEvent.click(buttons('重置')[0]!);
    await waitFor(() => expect(queries).toHaveLength(5));
    expect(queries.at(-1)?.get('roleCode')).toBeNull();
    expect(await screen.findByText('admin')).toBeTruthy();
    // a changed search is asked once, not once for the old criteria and again for the new
    await new Promise((r) => setTimeout(r, 300));
    expect(queries).toHaveLength(5);
  });

  it('keeps several roles chosen across pages in multiple mode', async () => {
    const onOk = vi.fn();
    renderUi(<RolePickerModal open multiple onOk={onOk} onCancel={() => undefined} />);
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    fireEvent.click(await screen.findByText('角色12'));
    fireEvent.click(buttons('确定')[0]!);
    expect(onOk.mock.calls[0]![0]).toEqual([
      { id: 'r1', roleName: '管理员', roleCode: 'admin' },
      { id: 'r12', roleName: '角色12', roleCode: 'role_12' },
    ]);
  });
});
