import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionTreeNode } from '@weld/core';
import { renderUi } from '../../../test/render';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

type DrawerProps = { role: { id: string; roleName: string } | null; onClose(): void };
interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

const node = (
  key: string,
  title: string,
  menuType: number,
  children?: PermissionTreeNode[],
  ruleFlag = false,
): PermissionTreeNode => ({
  key,
  title,
  slotTitle: title,
  menuType,
  ruleFlag,
  ...(children ? { children } : {}),
});
const TREE = [
  node('isystem', '系统管理', 0, [
    node(
      'isystem-position',
      '职务管理',
      1,
      [node('position-add', '职务新增', 2), node('position-edit', '职务编辑', 2)],
      true,
    ),
    node('isystem-role', '角色管理', 1, [node('role-add', '角色新增', 2)]),
  ]),
  node('home', '首页', 0),
];
const IDS = [
  'isystem',
  'isystem-position',
  'position-add',
  'position-edit',
  'isystem-role',
  'role-add',
  'home',
];

let server: Server;
const calls: Call[] = [];
let granted = ['home', 'isystem', 'isystem-position'];
let RoleAuthDrawer: ComponentType<DrawerProps>;

/** A real HTTP server answering the drawer's calls in the API envelope, keeping what was saved. */
beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const send = (result: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: true, code: 200, message: '保存成功', result, timestamp: 0 }));
      };
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /api/sys/permission/queryTreeList':
          return send({ treeList: TREE, ids: IDS });
        case 'GET /api/sys/permission/queryRolePermission':
          return send(granted);
        case 'POST /api/sys/permission/saveRolePermission':
          granted = String(body?.permissionIds).split(',').filter(Boolean);
          return send(null);
        case 'GET /api/sys/role/datarule/isystem-position/r1':
          return send({
            datarule: [
              {
                id: 'dr1',
                permissionId: 'isystem-position',
                ruleName: '只看中级',
                ruleColumn: 'postRank',
                ruleConditions: '=',
                ruleValue: '3',
                status: '1',
                createTime: null,
              },
            ],
            drChecked: [],
          });
        case 'POST /api/sys/role/datarule':
          return send(null);
        case 'GET /api/sys/permission/getUserPermissionByToken':
          return send({ menu: [], auth: [], allAuth: [] });
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
  RoleAuthDrawer = (await import('./role-auth-drawer')).RoleAuthDrawer;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  calls.length = 0;
  granted = ['home', 'isystem', 'isystem-position'];
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const checkedTitles = () =>
  [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')]
    .map((e) => e.textContent?.replace('规则', '').trim())
    .sort();
const checkbox = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('RoleAuthDrawer', () => {
  it("shows the role's grants in the tree; checking a button checks its page and menu; 仅保存 sends the change and stays open", async () => {
    const onClose = vi.fn();
    renderUi(<RoleAuthDrawer role={{ id: 'r1', roleName: '质检员' }} onClose={onClose} />);
    expect(await screen.findByText('角色权限配置 - 质检员')).toBeTruthy();
    await screen.findByText('角色新增');
    expect(checkedTitles()).toEqual(['首页', '系统管理', '职务管理'].sort());
    fireEvent.click(checkbox('角色新增'));
    expect(checkedTitles()).toEqual(['首页', '系统管理', '职务管理', '角色管理', '角色新增'].sort());
    fireEvent.click(checkbox('系统管理'));
    expect(checkedTitles()).toEqual(['首页']);
    fireEvent.click(checkbox('职务编辑'));
    fireEvent.click(buttons('仅保存')[0]!);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/saveRolePermission'))).toBe(true));
    const save = calls.find((c) => c.path.endsWith('/saveRolePermission'))!;
    expect(String(save.body?.permissionIds).split(',').sort()).toEqual([
      'home',
      'isystem',
      'isystem-position',
      'position-edit',
    ]);
    expect(String(save.body?.lastpermissionIds).split(',').sort()).toEqual([
      'home',
      'isystem',
      'isystem-position',
    ]);
    expect(save.body?.roleId).toBe('r1');
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('全部勾选, 取消全选, collapse and expand all; 保存并关闭 closes', async () => {
    const onClose = vi.fn();
    renderUi(<RoleAuthDrawer role={{ id: 'r1', roleName: '质检员' }} onClose={onClose} />);
    await screen.findByText('角色新增');
    fireEvent.click(buttons('全部勾选')[0]!);
    expect(checkedTitles()).toHaveLength(IDS.length);
    fireEvent.click(buttons('取消全选')[0]!);
    expect(checkedTitles()).toEqual([]);
    fireEvent.click(buttons('合并所有')[0]!);
    await waitFor(() => expect(screen.queryByText('角色新增')).toBeNull());
    fireEvent.click(buttons('展开所有')[0]!);
    expect(await screen.findByText('角色新增')).toBeTruthy();
    fireEvent.click(buttons('保存并关闭')[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path.endsWith('/saveRolePermission'))?.body?.permissionIds).toBe('');
  });

  it('clicking a menu marked 规则 opens its data rules; choosing one and 保存规则 saves the choice', async () => {
    renderUi(<RoleAuthDrawer role={{ id: 'r1', roleName: '质检员' }} onClose={() => undefined} />);
    await screen.findByText('角色新增');
    fireEvent.click(screen.getByText('职务管理'));
    const rule = await screen.findByText('只看中级');
    expect(within(rule.closest('label')!).getByText('(postRank = 3)')).toBeTruthy();
    fireEvent.click(rule);
    fireEvent.click(buttons('保存规则')[0]!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/sys/role/datarule')?.body).toEqual({
        permissionId: 'isystem-position',
        roleId: 'r1',
        dataRuleIds: 'dr1',
      }),
    );
  });
});
