import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { envelope, startFakeHttp } from '../../../test/fake-http';
import { registerResourceKinds } from '../../../test/field-kinds';

const node = (id: string, parentId: string | null, nodeType: string, isLeaf = false) => ({
  id,
  parentId,
  code: id.toUpperCase(),
  name: `${id} 名称`,
  nodeType,
  productKind: 'robot',
  status: '1',
  sortNo: 1,
  isLeaf,
});
const CHILDREN: Record<string, ReturnType<typeof node>[]> = {
  '': [node('l1', null, 'line')],
  l1: [node('s1', 'l1', 'series'), node('s2', 'l1', 'series', true)],
  s1: [node('m1', 's1', 'model', true)],
};
const record = (id: string) => {
  const n = Object.values(CHILDREN)
    .flat()
    .find((c) => c.id === id)!;
  return { ...n, specs: '{"负载":"6 kg"}', nodeType_dictText: n.nodeType, status_dictText: '在产' };
};

let emptyReach = false;
let api: Awaited<ReturnType<typeof startFakeHttp>>;
let Page: ComponentType;
beforeAll(async () => {
  api = await startFakeHttp((r) => {
    if (r.path === '/weld/model/loadTreeChildren')
      return envelope(emptyReach ? [] : (CHILDREN[r.query.get('pid') ?? ''] ?? []));
    if (r.path === '/weld/model/search')
      return envelope({
        hits: [{ id: 'm1', code: 'M1', name: 'm1 名称', nodeType: 'model', ancestorIds: ['l1', 's1'] }],
        truncated: false,
      });
    if (r.path === '/weld/model/queryById') return envelope(record(r.query.get('id')!));
    if (r.path.startsWith('/sys/dict/getDictItems/')) return envelope([]);
    return envelope(null, { status: 404, message: 'not found' });
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  await registerResourceKinds();
  Page = (await import('./model-tree-page')).ModelTreePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) => session.savePermissions({ auth: actions.map(right), allAuth: [] });
const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const treeRow = (code: string) =>
  document
    .querySelector(`.weld-model-tree [data-code="${code}"]`)
    ?.closest('.ant-tree-node-content-wrapper') as HTMLElement | null;

beforeEach(() => {
  api.requests.length = 0;
});

describe('ModelTreePage', () => {
  it("offers add, edit and delete by the user's rights, the child button naming the level below the selected node", async () => {
    grant('weld:model:add', 'weld:model:edit');
    renderUi(<Page />);
    await waitFor(() => expect(treeRow('L1')).toBeTruthy(), { timeout: 5_000 });
    expect(buttons('新增产品线')).toHaveLength(1);
    expect(buttons('新增下级')[0]!.disabled).toBe(true);
    fireEvent.click(treeRow('L1')!);
    expect(await screen.findByText('新增系列')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.weld-model-detail')?.textContent).toContain('L1'));
    expect(buttons('编辑')).toHaveLength(1);
    expect(buttons('删除')).toHaveLength(0);
    // a new series starts below the selected line, at the level below it
    fireEvent.click(screen.getByText('新增系列'));
    const form = within(document.getElementById('weldModel-form')!);
    // (this fake has no dictionary items: the select shows the stored value)
    await waitFor(() => expect(form.getByTitle('series')).toBeTruthy());
  });

  it('hides the add buttons and the drag hint from a reader', async () => {
    grant();
    renderUi(<Page />);
    await waitFor(() => expect(treeRow('L1')).toBeTruthy(), { timeout: 5_000 });
    expect(buttons('新增产品线')).toHaveLength(0);
    expect(screen.queryByText('拖动节点可调整顺序或移到其他上级')).toBeNull();
  });

  it('tells a reader with an empty tree why it is empty and whom to ask, not to click a button they lack', async () => {
    emptyReach = true;
    try {
      grant('weld:model:add');
      const adder = renderUi(<Page />);
      expect(
        await screen.findByText('还没有产品线，点击“新增产品线”开始', {}, { timeout: 5_000 }),
      ).toBeTruthy();
      adder.unmount();

      grant();
      renderUi(<Page />);
      expect(await screen.findByText(/您的组织目前没有可见的型号/, {}, { timeout: 5_000 })).toBeTruthy();
      expect(screen.getByText(/请联系系统管理员/)).toBeTruthy();
      expect(screen.queryByText(/新增产品线/)).toBeNull();
    } finally {
      emptyReach = false;
    }
  });

  it('searches, opens the tree down to a hit and shows its details with the specs table', async () => {
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    grant();
    renderUi(<Page />);
    await waitFor(() => expect(treeRow('L1')).toBeTruthy(), { timeout: 5_000 });
    const box = screen.getByPlaceholderText('搜索编码或名称');
    fireEvent.change(box, { target: { value: 'm1' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByText('m1 名称'));
    await waitFor(() => expect(treeRow('M1')).toBeTruthy());
    expect(
      [
        ...new Set(
          api.requests
            .filter((r) => r.path === '/weld/model/loadTreeChildren')
            .map((r) => r.query.get('pid') ?? ''),
        ),
      ].sort(),
    ).toEqual(['', 'l1', 's1']);
    expect(api.requests.find((r) => r.path === '/weld/model/search')!.query.get('keyword')).toBe('m1');
    await waitFor(() => expect(document.querySelector('.weld-specs-table')?.textContent).toContain('6 kg'));
    // every row of the details adds up (antd otherwise warns that a row's spans do not match its columns)
    expect(warned.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('span'))).toEqual([]);
    warned.mockRestore();
  });
});
