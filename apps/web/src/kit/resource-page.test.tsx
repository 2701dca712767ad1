import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { defineResource, dict, position, text, type PermissionItem } from '@weld/core';
import { session } from '../lib/session';
import { renderWithRouter } from '../test/render';
import { positions, startResourceServer, type Call } from '../test/resource-server';
import type { ResourcePageProps } from './resource-page';

let server: Awaited<ReturnType<typeof startResourceServer>>;
// the server answers from these rows as they are at each call: a test may change them in between
const rows = positions(25);
let ResourcePage: ComponentType<ResourcePageProps>;

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
const ALL = ['system:position:add', 'system:position:edit', 'system:position:delete'].map(right);

beforeEach(() => {
  server.calls.length = 0;
  session.savePermissions({ auth: ALL, allAuth: [] });
});

/** Buttons by text; role queries are too slow on a full table in jsdom. antd spaces two-character labels. */
const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const searchForm = () => within(document.getElementById('position-search')!);

const lists = () => server.calls.filter((c) => c.path.endsWith('/list'));
const lastList = (): Call | undefined => lists().at(-1);

function renderPage(props: Partial<ResourcePageProps> = {}, initial = '/positions') {
  return renderWithRouter(
    [{ path: '/positions', element: <ResourcePage definition={position} {...props} /> }],
    initial,
  );
}

describe('ResourcePage list', () => {
  it('asks for page 1 of 10 newest first and shows dictionary texts and the total', async () => {
    renderPage();
    // the first render of a file pays for antd's styles: slow on a busy machine
    expect(await screen.findByText('P001', {}, { timeout: 5_000 })).toBeTruthy();
    const q = lastList()!.query;
    expect([q.get('pageNo'), q.get('pageSize'), q.get('column'), q.get('order')]).toEqual([
      '1',
      '10',
      'createTime',
      'desc',
    ]);
    expect(screen.getAllByText('高级').length).toBeGreaterThan(0);
    expect(screen.getByText('1-10 共25条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
  });

  it('sends the search form as value-encoded params and keeps it in the URL', async () => {
    const { router } = renderPage();
    await screen.findByText('P001');
    fireEvent.change(searchForm().getByPlaceholderText('请输入职务名称'), { target: { value: ' 焊工 ' } });
    fireEvent.mouseDown(searchForm().getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('高级'));
    fireEvent.click(buttons('查询')[0]!);
    // the form submits, the URL changes, then the list is asked: slow on a busy machine
    await waitFor(() => expect(lastList()!.query.get('name')).toBe('*焊工*'), { timeout: 5_000 });
    expect(lastList()!.query.get('postRank')).toBe('3');
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('焊工');
  });

  it('asks the server again on 查询 and 重置 with unchanged criteria, so rows changed meanwhile show', async () => {
    renderPage();
    await screen.findByText('焊工1');
    const before = lists().length;
    rows[0]!.name = '焊工1（已改）';
    try {
      fireEvent.click(buttons('查询')[0]!);
      expect(await screen.findByText('焊工1（已改）', {}, { timeout: 5_000 })).toBeTruthy();
      expect(lists()).toHaveLength(before + 1);
      rows[0]!.name = '焊工1（再改）';
      fireEvent.click(buttons('重置')[0]!);
      expect(await screen.findByText('焊工1（再改）', {}, { timeout: 5_000 })).toBeTruthy();
      expect(lists()).toHaveLength(before + 2);
    } finally {
      rows[0]!.name = '焊工1';
    }
  });

  it('empties what was typed on 重置 when no search is in effect', async () => {
    renderPage();
    await screen.findByText('P001');
    const input = searchForm().getByPlaceholderText('请输入职务名称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '未查询' } });
    fireEvent.click(buttons('重置')[0]!);
    await waitFor(() =>
      expect((searchForm().getByPlaceholderText('请输入职务名称') as HTMLInputElement).value).toBe(''),
    );
  });

  it('reads a shared URL: page, size and sort', async () => {
    renderPage({}, '/positions?pageNo=2&pageSize=20&column=code&order=asc&name=x');
    await screen.findByText('P021');
    const q = lastList()!.query;
    expect([q.get('pageNo'), q.get('pageSize'), q.get('column'), q.get('order'), q.get('name')]).toEqual([
      '2',
      '20',
      'code',
      'asc',
      '*x*',
    ]);
    expect((searchForm().getByPlaceholderText('请输入职务名称') as HTMLInputElement).value).toBe('x');
  });

  it('sorts by a sortable column and pages', async () => {
    renderPage();
    const table = (await screen.findByText('P001')).closest('table')!;
    fireEvent.click(within(table).getAllByText('职务编码')[0]!);
    await waitFor(() => expect(lastList()!.query.get('column')).toBe('code'));
    expect(lastList()!.query.get('order')).toBe('asc');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()!.query.get('pageNo')).toBe('2'));
  });

  it('warns 请选择一条记录！ before a batch delete without selection, then confirms one', async () => {
    renderPage();
    await screen.findByText('P001');
    fireEvent.click(buttons('批量删除')[0]!);
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    fireEvent.click(document.querySelector('tr[data-row-key="p1"] input[type=checkbox]')!);
    fireEvent.click(buttons('批量删除')[0]!);
    expect(await screen.findByText('是否删除选中数据')).toBeTruthy();
    fireEvent.click(buttons('确定').at(-1)!);
    await waitFor(() =>
      expect(server.calls.find((c) => c.path.endsWith('/deleteBatch'))?.query.get('ids')).toBe('p1'),
    );
  });

  it('hides add, edit and delete without the rights', async () => {
    session.savePermissions({ auth: [], allAuth: [] });
    renderPage();
    await screen.findByText('P001');
    expect(buttons('新增')).toHaveLength(0);
    expect(buttons('批量删除')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('详情')).toHaveLength(10);
  });

  it("uses a resource's own search control and add label: the control's value is sent as the field's filter", async () => {
    renderPage({
      slots: {
        addLabel: '添加职务',
        searchControls: {
          name: ({ placeholder }) => (
            <select aria-label={placeholder}>
              <option value="">-</option>
              <option value="焊工">焊工</option>
            </select>
          ),
        },
      },
    });
    await screen.findByText('P001');
    expect(buttons('添加职务')).toHaveLength(1);
    expect(buttons('新增')).toHaveLength(0);
    expect(searchForm().queryByPlaceholderText('请输入职务名称')).toBeNull();
    fireEvent.change(searchForm().getByLabelText('请输入职务名称'), { target: { value: '焊工' } });
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(lastList()!.query.get('name')).toBe('*焊工*'));
  });

  it('opens the record a notice names by busId in its detail, once, and never sends busId as a search value', async () => {
    const { router } = renderPage({}, '/positions?pageNo=2&busId=p3');
    await waitFor(() => expect(document.querySelector('.ant-descriptions')?.textContent).toContain('焊工3'));
    const reads = () =>
      server.calls.filter((c) => c.path.endsWith('/queryById') && c.query.get('id') === 'p3');
    expect(reads()).toHaveLength(1);
    expect(lists().every((c) => !c.query.has('busId'))).toBe(true);
    // paging writes the list's own state: the record is not read or opened again
    fireEvent.click(buttons('关闭')[0]!);
    fireEvent.click(document.querySelector('.ant-pagination-prev')!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('pageNo')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).has('busId')).toBe(false);
    expect(reads()).toHaveLength(1);
  });

  it('shows the list as usual when the busId record cannot be read (the HTTP client reports the 404)', async () => {
    renderPage({}, '/positions?busId=gone');
    expect(await screen.findByText('P001')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.some((c) => c.path.endsWith('/queryById') && c.query.get('id') === 'gone')).toBe(
        true,
      ),
    );
    expect(document.querySelector('.ant-descriptions')).toBeNull();
  });

  it('keeps the status column in sight beside the fixed actions, and gives columns minimum widths', async () => {
    // the positions' endpoints, listed with a status field placed before others
    const withStatus = defineResource({
      name: 'position',
      area: 'system',
      path: '/sys/position',
      table: 'sys_position',
      permission: 'system:position',
      fields: {
        status: dict('position_status', { search: false }),
        code: text({ sort: true }),
        name: text(),
        createTime: text({ sort: true, form: false }),
      },
    });
    renderPage({ definition: withStatus });
    await screen.findByText('P001', {}, { timeout: 5_000 });
    const heads = [...document.querySelectorAll('.ant-table-thead th')];
    const status = heads.find((th) => th.textContent === '状态' || th.textContent?.endsWith('status'))!;
    expect(heads.indexOf(status)).toBe(heads.length - 2);
    expect(status.className).toContain('ant-table-cell-fix');
    expect(heads.at(-1)!.className).toContain('ant-table-cell-fix');
    const minWidths = [...document.querySelectorAll('.ant-table colgroup col')]
      .map((c) => (c as HTMLElement).style.minWidth)
      .filter(Boolean);
    expect(minWidths.length).toBeGreaterThanOrEqual(4);
  });

  it('says which url is not configured', async () => {
    renderPage({ urls: { list: null, deleteBatch: null } });
    expect(await screen.findByText('请设置url.list属性!')).toBeTruthy();
    fireEvent.click(buttons('批量删除')[0]!);
    expect(await screen.findByText('请设置url.deleteBatch属性!')).toBeTruthy();
    expect(lists()).toHaveLength(0);
  });
});

describe('ResourcePage advanced query', () => {
  const rows = () => [...document.querySelectorAll('.super-query-row')] as HTMLElement[];
  const lastDropdown = () =>
    within([...document.querySelectorAll('.ant-select-dropdown')].at(-1) as HTMLElement);
  async function pick(row: HTMLElement, selectIndex: number, title: string) {
    fireEvent.mouseDown(within(row).getAllByRole('combobox')[selectIndex]!);
    await waitFor(() => expect(lastDropdown().getByTitle(title)).toBeTruthy());
    fireEvent.click(lastDropdown().getByTitle(title));
  }
  const queryButton = () => buttons('高级查询')[0]!;
  const inDialog = (name: string) =>
    [...document.querySelectorAll('.ant-modal button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === name,
    )!;
  // the builder's code arrives lazily on the first opening
  const openBuilder = async () => {
    fireEvent.click(queryButton());
    expect(await screen.findByText('高级查询构造器', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  };

  it('builds 职务名称 包含 焊 或 职级 = 高级, lists with superQueryParams in the URL, and clears from the tooltip', async () => {
    const { router } = renderPage();
    await screen.findByText('P001');
    expect(document.querySelector('.super-query-row')).toBeNull();
    await openBuilder();
    await pick(rows()[0]!, 0, '职务名称');
    await pick(rows()[0]!, 1, '包含');
    fireEvent.change(within(rows()[0]!).getByPlaceholderText('请输入值'), { target: { value: '焊' } });
    fireEvent.click(within(rows()[0]!).getByLabelText('新增条件'));
    await pick(rows()[1]!, 0, '职级');
    await pick(rows()[1]!, 2, '高级');
    fireEvent.click(within(document.querySelector('.ant-modal') as HTMLElement).getByText('或'));
    fireEvent.click(inDialog('查询'));

    await waitFor(() => expect(lastList()!.query.get('superQueryMatchType')).toBe('or'));
    const sent = [
      { field: 'name', rule: 'like', val: '焊', type: 'string', dbType: 'string' },
      { field: 'postRank', rule: 'eq', val: '3', type: 'list', dbType: 'string' },
    ];
    expect(JSON.parse(lastList()!.query.get('superQueryParams')!)).toEqual(sent);
    expect(lastList()!.query.get('pageNo')).toBe('1');
    const url = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(url.get('superQueryParams')!)).toEqual(sent);
    await waitFor(() => expect(queryButton().dataset.active).toBe('true'));

    fireEvent.mouseEnter(queryButton());
    expect(await screen.findByText('已有高级查询条件生效')).toBeTruthy();
    fireEvent.click(screen.getByText('清空'));
    await waitFor(() => expect(lastList()!.query.get('superQueryParams')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('superQueryParams')).toBeNull();
    expect(queryButton().dataset.active).toBeUndefined();
  }, 60_000);

  it('reads a shared URL: the list gets the query, the builder shows it, reset clears it', async () => {
    const shared = encodeURIComponent(
      JSON.stringify([{ field: 'code', rule: 'right_like', val: 'P00', type: 'string' }]),
    );
    const { router } = renderPage({}, `/positions?superQueryParams=${shared}&superQueryMatchType=and`);
    await screen.findByText('P001');
    expect(JSON.parse(lastList()!.query.get('superQueryParams')!)).toEqual([
      { field: 'code', rule: 'right_like', val: 'P00', type: 'string' },
    ]);
    await openBuilder();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByTitle('职务编码')).toBeTruthy();
    expect(within(rows()[0]!).getByTitle('以..开始')).toBeTruthy();
    expect((within(rows()[0]!).getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('P00');
    fireEvent.click(inDialog('重置'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('superQueryParams')).toBeNull(),
    );
    await waitFor(() => expect(lastList()!.query.get('superQueryParams')).toBeNull());
    expect(rows()).toHaveLength(1);
  }, 60_000);
});
