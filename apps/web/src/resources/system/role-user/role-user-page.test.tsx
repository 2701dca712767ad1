import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithRouter } from '../../../test/render';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

const ROLES = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin' },
  { id: 'r2', roleName: '质检员', roleCode: 'qc' },
];
const MEMBERS = [
  { id: 'u1', username: 'zhang', realname: '张三', phone: '13800000001', status: 1 },
  { id: 'u2', username: 'li', realname: '李四', phone: null, status: 2 },
];
const CANDIDATES = [
  { id: 'u3', username: 'wang', realname: '王五', sex: '1', phone: '13800000003', birthday: '1992-03-03' },
];

let server: Server;
const calls: Call[] = [];
let RoleUserPage: ComponentType;

/** A real HTTP server answering 角色用户's calls and the user picker's, in the API envelope. */
beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push({
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      });
      const send = (result: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: true, code: 200, message: 'ok', result, timestamp: 0 }));
      };
      const page = (rows: unknown[]) =>
        send({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 });
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /api/sys/role/list':
          return page(ROLES);
        case 'GET /api/sys/role/queryall':
          return send(ROLES);
        case 'GET /api/sys/user/userRoleList':
          return page(url.searchParams.get('roleId') === 'r2' ? MEMBERS : []);
        case 'GET /api/sys/user/queryUserComponentData':
          return page(CANDIDATES);
        case 'GET /api/sys/sysDepart/queryTreeList':
          return send([]);
        case 'GET /api/sys/dict/getDictItems/sex':
          return send([
            { value: '1', text: '男' },
            { value: '2', text: '女' },
          ]);
        case 'POST /api/sys/user/addSysUserRole':
        case 'DELETE /api/sys/user/deleteUserRole':
        case 'DELETE /api/sys/user/deleteUserRoleBatch':
          return send(null);
        default:
          res.writeHead(404, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({ success: false, code: 404, message: 'not found', result: null, timestamp: 0 }),
          );
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  RoleUserPage = (await import('./role-user-page')).RoleUserPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  calls.length = 0;
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const render = (initial: string) =>
  renderWithRouter([{ path: '/isystem/roleUser', element: <RoleUserPage /> }], initial);

describe('RoleUserPage', () => {
  it('asks to choose a role, then lists the users of the clicked role', async () => {
    render('/isystem/roleUser');
    expect(await screen.findByText('请在左侧选择一个角色')).toBeTruthy();
    fireEvent.click(await screen.findByText('质检员'));
    expect(await screen.findByText('zhang')).toBeTruthy();
    expect(screen.getByText('冻结')).toBeTruthy();
    expect(calls.find((c) => c.path === '/sys/user/userRoleList')?.query.get('roleId')).toBe('r2');
  });

  it('opens on the role of ?roleId=, takes one user or the selected ones out of it', async () => {
    render('/isystem/roleUser?roleId=r2');
    const row = (await screen.findByText('zhang')).closest('tr')!;
    fireEvent.click(within(row).getByText('取消关联'));
    fireEvent.click(buttons('确定').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/sys/user/deleteUserRole')?.query.toString()).toBe(
        'roleId=r2&userId=u1',
      ),
    );
    fireEvent.click(within(screen.getByText('li').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(buttons('批量取消关联')[0]!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/sys/user/deleteUserRoleBatch')?.query.get('userIds')).toBe('u2'),
    );
  });

  it('添加已有用户 adds the users chosen in the user picker to the role', async () => {
    render('/isystem/roleUser?roleId=r2');
    await screen.findByText('zhang');
    fireEvent.click(buttons('添加已有用户')[0]!);
    const candidate = (await screen.findByText('wang')).closest('tr')!;
    fireEvent.click(within(candidate).getByRole('checkbox'));
    fireEvent.click(buttons('确定').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/sys/user/addSysUserRole')?.body).toEqual({
        roleId: 'r2',
        userIdList: ['u3'],
      }),
    );
  });
});
