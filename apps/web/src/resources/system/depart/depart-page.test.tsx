import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { DepartTreeNode, PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { sampleTree, startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let DepartPage: ComponentType;
// static imports of modules that reach lib/http would fix the API base before the test server is known
const flatten = (nodes: DepartTreeNode[]): DepartTreeNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

const record = (id: string) => {
  const node = flatten(sampleTree()).find((n) => n.id === id)!;
  return {
    id,
    departName: node.departName,
    orgCode: node.orgCode,
    orgCategory: node.orgCategory,
    departOrder: 1,
    mobile: null,
    fax: null,
    address: '上海',
    memo: null,
    departNameEn: null,
    departNameAbbr: null,
    parentId: node.parentId,
  };
};
const permissionTree = {
  treeList: [
    {
      key: 'isystem',
      title: '系统管理',
      children: [
        { key: 'isystem-depart', title: '部门管理' },
        { key: 'isystem-position', title: '职务管理' },
      ],
    },
  ],
  ids: ['isystem', 'isystem-depart', 'isystem-position'],
};

// the machine running the suite is shared: give antd's first renders time before a query gives up
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }),
    'GET /sys/sysDepart/queryById': (c: FakeCall) => ({ result: record(c.query.get('id')!) }),
    'PUT /sys/sysDepart/edit': (c) => ({ result: c.body }),
    'POST /sys/sysDepart/add': (c) => ({ result: { ...c.body, id: 'new1', orgCode: 'A01A01A01' } }),
    'DELETE /sys/sysDepart/delete': () => ({ result: null }),
    'DELETE /sys/sysDepart/deleteBatch': () => ({ result: { count: 2 } }),
    'GET /sys/dict/getDictItems/org_category': () => ({
      result: [
        { value: '1', text: '公司' },
        { value: '2', text: '部门' },
        { value: '3', text: '岗位' },
      ],
    }),
    'GET /sys/sysDepartPermission/queryTreeList': () => ({ result: permissionTree }),
    'GET /sys/permission/queryDepartPermission': () => ({ result: ['isystem'] }),
    'POST /sys/permission/saveDepartPermission': () => ({ result: { added: 1, removed: 0 } }),
    'POST /sys/sysDepartRole/add': (c) => ({ result: { ...c.body, id: 'r2' } }),
    'GET /sys/sysDepartRole/list': () => ({
      result: {
        records: [
          {
            id: 'r1',
            roleName: '研发主管',
            roleCode: 'rd_lead',
            description: null,
            createTime: '2026-11-01 08:00:00',
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      },
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  DepartPage = (await import('./depart-page')).DepartPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
beforeEach(() => {
  api.calls.length = 0;
  session.savePermissions({
    auth: ['add', 'edit', 'delete', 'permission', 'role:list', 'role:add', 'role:edit'].map((a) =>
      right(`system:depart:${a}`),
    ),
    allAuth: [],
  });
});

/** Buttons by text; antd spaces two-character labels. */
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
const lastCall = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).at(-1);

async function choose(name: string) {
  fireEvent.click(await screen.findByTitle(name));
}

describe('部门管理', () => {
  it('shows the chosen department in 基本信息 with its org code read-only, and saves an edit', async () => {
    renderUi(<DepartPage />);
    expect(await screen.findByText('请先选择一个部门')).toBeTruthy();
    await choose('销售部');
    const code = (await screen.findByTestId('org-code')) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('A01A02'));
    expect(code.disabled).toBe(true);
    expect((screen.getByDisplayValue('焊接设备制造有限公司') as HTMLInputElement).disabled).toBe(true);
    const name = screen.getByDisplayValue('销售部');
    fireEvent.change(name, { target: { value: '销售一部' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(lastCall('PUT', '/sys/sysDepart/edit')).toBeTruthy());
    expect(lastCall('PUT', '/sys/sysDepart/edit')!.body).toMatchObject({
      id: 'd12',
      departName: '销售一部',
      address: '上海',
      orgCategory: '2',
    });
    expect(lastCall('PUT', '/sys/sysDepart/edit')!.body).not.toHaveProperty('orgCode');
  });

  it('adds a sub-department under the chosen one, and asks for a choice first', async () => {
    renderUi(<DepartPage />);
    await screen.findByTitle('研发部');
    fireEvent.click(button('添加下级'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toContain('请先选择一个部门'),
    );
    await choose('研发部');
    fireEvent.click(button('添加下级'));
    const drawer = within(await screen.findByRole('dialog'));
    expect((drawer.getByDisplayValue('研发部') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(drawer.getByPlaceholderText('请输入机构名称'), { target: { value: '焊接工艺室' } });
    fireEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(lastCall('POST', '/sys/sysDepart/add')).toBeTruthy());
    expect(lastCall('POST', '/sys/sysDepart/add')!.body).toMatchObject({
      departName: '焊接工艺室',
      parentId: 'd11',
    });
  });

  it('deletes the chosen department after confirmation; a batch needs ticked departments', async () => {
    renderUi(<DepartPage />);
    await screen.findByTitle('售后服务部');
    fireEvent.click(button('批量删除'));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    await choose('售后服务部');
    fireEvent.click(button('删除'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(lastCall('DELETE', '/sys/sysDepart/delete')?.query.get('id')).toBe('d13'));
    const tick = (name: string) =>
      fireEvent.click(
        screen.getByTitle(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
      );
    tick('研发部');
    tick('销售部');
    fireEvent.click(button('批量删除'));
    const dialogs = await screen.findAllByRole('dialog');
    fireEvent.click(within(dialogs.at(-1)!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(lastCall('DELETE', '/sys/sysDepart/deleteBatch')?.query.get('ids')).toBe('d11,d12'),
    );
  });

  it("saves the department's rights from the 部门权限 tree as now and before", async () => {
    renderUi(<DepartPage />);
    await choose('研发部');
    fireEvent.click(await screen.findByText('部门权限'));
    const node = await screen.findByTitle('职务管理');
    fireEvent.click(node.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(lastCall('POST', '/sys/permission/saveDepartPermission')).toBeTruthy());
    expect(lastCall('POST', '/sys/permission/saveDepartPermission')!.body).toEqual({
      departId: 'd11',
      permissionIds: 'isystem,isystem-position',
      lastpermissionIds: 'isystem',
    });
  });

  it("lists the department's roles in 部门角色 by its id", async () => {
    renderUi(<DepartPage />);
    await choose('研发部');
    fireEvent.click(await screen.findByText('部门角色'));
    expect(await screen.findByText('rd_lead')).toBeTruthy();
    expect(lastCall('GET', '/sys/sysDepartRole/list')!.query.get('deptId')).toBe('d11');
    expect(screen.getByText('授权')).toBeTruthy();
    // a new role belongs to the department on screen
    fireEvent.click(button('新增'));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByPlaceholderText('请输入部门角色名称'), { target: { value: '研发工程师' } });
    fireEvent.change(drawer.getByPlaceholderText('请输入部门角色编码'), { target: { value: 'rd_eng' } });
    fireEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(lastCall('POST', '/sys/sysDepartRole/add')?.body).toMatchObject({
        roleName: '研发工程师',
        roleCode: 'rd_eng',
        departId: 'd11',
      }),
    );
  });
});
