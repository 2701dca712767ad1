import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderWithRouter } from '../../../test/render';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

const ROLES = [
  { id: 'r2', roleName: '质检员', roleCode: 'qc', description: '质检', createTime: '2026-11-01 08:00:00' },
];
let server: Server;
let RolePage: ComponentType;

/** A real HTTP server answering the role list and the authorization drawer's first calls. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (result: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, code: 200, message: 'ok', result, timestamp: 0 }));
    };
    switch (url.pathname) {
      case '/api/sys/role/list':
        return send({ records: ROLES, total: 1, size: 10, current: 1, pages: 1 });
      case '/api/sys/permission/queryTreeList':
        return send({
          treeList: [{ key: 'home', title: '首页', slotTitle: '首页', menuType: 0, ruleFlag: false }],
          ids: ['home'],
        });
      case '/api/sys/permission/queryRolePermission':
        return send(['home']);
      default:
        return send(null);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  RolePage = (await import('./role-page')).RolePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const render = () =>
  renderWithRouter(
    [
      { path: '/isystem/role', element: <RolePage /> },
      { path: '/isystem/roleUser', element: <div>角色用户</div> },
    ],
    '/isystem/role',
  );

describe('RolePage', () => {
  it('shows 授权 and 用户 only with their rights', async () => {
    session.savePermissions({ auth: [right('system:role:edit')], allAuth: [] });
    render();
    const row = (await screen.findByText('质检员')).closest('tr')!;
    expect(within(row).queryByText('授权')).toBeNull();
    expect(within(row).queryByText('用户')).toBeNull();
  });

  it("授权 opens the permission drawer of the row's role; 用户 goes to 角色用户 with the role", async () => {
    session.savePermissions({ auth: ['system:role:authorize', 'system:role:user'].map(right), allAuth: [] });
    const { router } = render();
    const row = (await screen.findByText('质检员')).closest('tr')!;
    fireEvent.click(within(row).getByText('授权'));
    expect(await screen.findByText('角色权限配置 - 质检员')).toBeTruthy();
    fireEvent.click(within(row).getByText('用户'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/roleUser'));
    expect(router.state.location.search).toBe('?roleId=r2');
  });
});
