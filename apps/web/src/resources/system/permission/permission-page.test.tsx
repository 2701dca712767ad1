import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem, PermissionNode } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

const base = {
  url: null,
  component: null,
  componentName: null,
  redirect: null,
  icon: null,
  keepAlive: false,
  hidden: false,
  hideTab: false,
  alwaysShow: false,
  route: true,
  internalOrExternal: false,
  linkUrl: null,
  perms: null,
  permsType: null,
  status: '1',
  ruleFlag: false,
} as const;
const TREE: PermissionNode[] = [
  {
    ...base,
    id: 'isystem',
    parentId: null,
    name: '系统管理',
    title: '系统管理',
    menuType: 0,
    url: '/isystem',
    component: 'layouts/RouteView',
    icon: 'setting',
    sortNo: 10,
    leaf: false,
    children: [
      {
        ...base,
        id: 'isystem-position',
        parentId: 'isystem',
        name: '职务管理',
        title: '职务管理',
        menuType: 1,
        url: '/isystem/position',
        component: 'system/PositionList',
        icon: 'solution',
        sortNo: 1,
        perms: 'system:position:list',
        leaf: false,
        children: [
          {
            ...base,
            id: 'position-add',
            parentId: 'isystem-position',
            name: '职务新增',
            title: '职务新增',
            menuType: 2,
            perms: 'system:position:add',
            permsType: '1',
            sortNo: 1,
            route: false,
            leaf: true,
          },
        ],
      },
    ],
  },
];

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const RIGHTS = ['add', 'edit', 'delete', 'dataRule'].map((a) => right(`system:permission:${a}`));

let server: Server;
const calls: Call[] = [];
let PermissionPage: ComponentType;

/** A real HTTP server answering 菜单管理's calls in the API envelope. */
beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
      const send = (status: number, result: unknown, message = 'ok') => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: status === 200, code: status, message, result, timestamp: 0 }));
      };
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /api/sys/permission/list':
          return send(200, TREE);
        case 'GET /api/sys/permission/getUserPermissionByToken':
          return send(200, { menu: [], auth: RIGHTS, allAuth: [] });
        case 'POST /api/sys/permission/add':
          return send(200, { id: 'new' });
        case 'DELETE /api/sys/permission/delete':
          return send(409, null, '该菜单下还有子菜单或按钮，请先删除下级');
        case 'GET /api/sys/permission/getPermRuleListByPermId':
          return send(200, []);
        case 'POST /api/sys/permission/addPermissionRule':
          return send(200, { id: 'r1' });
        default:
          return send(404, null, 'not found');
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  PermissionPage = (await import('./permission-page')).PermissionPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  calls.length = 0;
  session.savePermissions({ auth: RIGHTS, allAuth: [] });
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const row = (title: string) => screen.getByText(title).closest('tr')!;
const drawer = () => document.querySelector('.ant-drawer-open') as HTMLElement;

describe('PermissionPage', () => {
  it('shows the menu tree with type tags; 添加下级 opens the form under that menu and sends a button right', async () => {
    renderUi(<PermissionPage />);
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(within(row('系统管理')).getByText('一级菜单')).toBeTruthy();
    fireEvent.click(within(row('系统管理')).getByText('添加下级'));
    await waitFor(() => expect(drawer()).toBeTruthy());
    expect(within(drawer()).getByLabelText('访问路径')).toBeTruthy();
    fireEvent.click(within(drawer()).getByText('按钮/权限'));
    await waitFor(() => expect(within(drawer()).queryByLabelText('访问路径')).toBeNull());
    expect(within(drawer()).getByText('可编辑(未授权时禁用)')).toBeTruthy();
    fireEvent.change(within(drawer()).getByLabelText('菜单名称'), { target: { value: '职务导出' } });
    fireEvent.change(within(drawer()).getByLabelText('授权标识'), {
      target: { value: 'system:position:export' },
    });
    fireEvent.click(buttons('确定').at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/add'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/add'))?.body).toMatchObject({
      menuType: 2,
      parentId: 'isystem',
      name: '职务导出',
      perms: 'system:position:export',
      permsType: '1',
      status: '1',
    });
  });

  it('a new menu needs its path and component before anything is sent', async () => {
    renderUi(<PermissionPage />);
    await screen.findByText('系统管理');
    fireEvent.click(buttons('新增菜单')[0]!);
    await waitFor(() => expect(drawer()).toBeTruthy());
    fireEvent.change(within(drawer()).getByLabelText('菜单名称'), { target: { value: '焊接工艺' } });
    fireEvent.click(buttons('确定').at(-1)!);
    expect(await screen.findByText('请输入访问路径!')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/add'))).toBe(false);
  });

  it("数据规则 offers the fields of the menu's resource and saves a rule for that menu", async () => {
    renderUi(<PermissionPage />);
    await screen.findByText('系统管理');
    fireEvent.click(row('系统管理').querySelector('.ant-table-row-expand-icon')!);
    fireEvent.click(within(await waitFor(() => row('职务管理'))).getByText('数据规则'));
    expect(await screen.findByText('数据规则 - 职务管理')).toBeTruthy();
    fireEvent.click(buttons('新增规则')[0]!);
    const modal = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.change(within(modal).getByLabelText('规则名称'), { target: { value: '只看中级' } });
    fireEvent.mouseDown(within(modal).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('职级 (postRank)'));
    fireEvent.change(within(modal).getByLabelText('规则值'), { target: { value: '3' } });
    fireEvent.click(
      within(modal)
        .getAllByRole('button')
        .find((b) => b.textContent?.replace(/\s/g, '') === '确定')!,
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/addPermissionRule'))?.body).toEqual({
        ruleName: '只看中级',
        ruleColumn: 'postRank',
        ruleConditions: '=',
        ruleValue: '3',
        status: '1',
        permissionId: 'isystem-position',
      }),
    );
  });
});
