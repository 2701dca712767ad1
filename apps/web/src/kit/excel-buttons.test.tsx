import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { position, type PermissionItem } from '@weld/core';
import { session } from '../lib/session';
import { renderWithRouter } from '../test/render';
import { positions, startResourceServer } from '../test/resource-server';
import type { ResourcePageProps } from './resource-page';

let server: Awaited<ReturnType<typeof startResourceServer>>;
let ResourcePage: ComponentType<ResourcePageProps>;
/** names the page handed to the browser as downloads */
const saved: string[] = [];

beforeAll(async () => {
  server = await startResourceServer(positions(25));
  vi.stubEnv('VITE_API_BASE', server.base);
  ResourcePage = (await import('./resource-page')).ResourcePage;
  // jsdom has no object URLs; the saved file's name is read off the link the page clicks
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  // jsdom's FormData and File are not the ones Node's fetch encodes as multipart: the platform's own go back
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await server.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) =>
  session.savePermissions({ auth: actions.map((a) => right(`system:position:${a}`)), allAuth: [] });

beforeEach(() => {
  server.calls.length = 0;
  saved.length = 0;
  grant('add', 'edit', 'delete', 'export', 'import');
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const callsTo = (suffix: string) => server.calls.filter((c) => c.path.endsWith(suffix));
/** 导入 opens 导入EXCEL; the file is chosen there and sent with 开始上传. */
async function upload(content: string) {
  fireEvent.click(buttons('导入')[0]!);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const start = () =>
    [...dialog.querySelectorAll('button')].find((b) => b.textContent?.includes('开始上传'))!;
  expect(start().disabled).toBe(true);
  fireEvent.change(dialog.querySelector('input[type=file]')!, {
    target: { files: [new NodeFile([content], '职务.xlsx')] },
  });
  await waitFor(() => expect(start().disabled).toBe(false));
  fireEvent.click(start());
}

function renderPage(initial = '/positions') {
  return renderWithRouter([{ path: '/positions', element: <ResourcePage definition={position} /> }], initial);
}

describe('ResourcePage Excel buttons', () => {
  it('are hidden without the export and import rights', async () => {
    grant('add', 'edit', 'delete');
    renderPage();
    await screen.findByText('P001');
    expect(buttons('新增')).toHaveLength(1);
    expect(buttons('导出')).toHaveLength(0);
    expect(buttons('导入')).toHaveLength(0);
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('shows each button to the holder of its right only', async () => {
    grant('export');
    renderPage();
    await screen.findByText('P001');
    expect(buttons('导出')).toHaveLength(1);
    expect(buttons('导入')).toHaveLength(0);
  });

  it('exports the current query and saves the file under the server name', async () => {
    renderPage('/positions?name=焊工&column=code&order=asc');
    await screen.findByText('P001');
    fireEvent.click(buttons('导出')[0]!);
    await waitFor(() => expect(saved).toEqual(['职务管理（导出）.xlsx']));
    const q = callsTo('/exportXls')[0]!.query;
    expect([q.get('name'), q.get('column'), q.get('order'), q.get('selections')]).toEqual([
      '*焊工*',
      'code',
      'asc',
      null,
    ]);
    expect(callsTo('/exportXls')[0]!.headers['x-access-token']).toBe(session.token() ?? undefined);
  });

  it('exports the query as a legacy .xls from the export menu', async () => {
    renderPage('/positions?name=焊工');
    await screen.findByText('P001');
    fireEvent.click(screen.getByRole('button', { name: '其他文件格式' }));
    fireEvent.click(await screen.findByText('导出为 Excel 97-2003 (.xls)'));
    await waitFor(() => expect(callsTo('/exportXls')).toHaveLength(1));
    const q = callsTo('/exportXls')[0]!.query;
    expect([q.get('fileType'), q.get('name')]).toEqual(['xls', '*焊工*']);
  });

  it('exports only the selected rows when some are selected', async () => {
    renderPage();
    await screen.findByText('P001');
    for (const code of ['P001', 'P002'])
      fireEvent.click(screen.getByText(code).closest('tr')!.querySelector('.ant-checkbox-input')!);
    fireEvent.click(buttons('导出')[0]!);
    await waitFor(() => expect(callsTo('/exportXls')).toHaveLength(1));
    expect(callsTo('/exportXls')[0]!.query.get('selections')).toBe('p1,p2');
    expect(callsTo('/exportXls')[0]!.query.get('name')).toBeNull();
  });

  it('imports a file: the server message, and the list is asked again', async () => {
    renderPage();
    await screen.findByText('P001');
    const before = callsTo('/list').length;
    await upload('ROWS');
    // the import travels over real HTTP: allow for a loaded machine
    expect(await screen.findByText('成功导入 3 条', {}, { timeout: 5000 })).toBeTruthy();
    // success closes the dialog
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = callsTo('/importExcel')[0]!;
    expect(post.method).toBe('POST');
    expect(post.raw).toContain('name="file"');
    await waitFor(() => expect(callsTo('/list').length).toBeGreaterThan(before));
  });

  it('shows a partial import with a link that downloads the error report', async () => {
    renderPage();
    await screen.findByText('P001');
    await upload('PARTIAL');
    expect(
      (await screen.findAllByText('导入成功,但是有错误数据!', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('导入 2 条，失败 1 条（第 3 行）')).toBeTruthy();
    fireEvent.click(screen.getByText('下载错误报告'));
    await waitFor(() => expect(saved).toEqual(['report.xlsx']));
    expect(callsTo('/sys/common/static/excel-errors/report.xlsx')).toHaveLength(1);
  });

  it('shows the file name and the server message of a refused import as a warning', async () => {
    renderPage();
    await screen.findByText('P001');
    await upload('BAD');
    expect(await screen.findByText('职务.xlsx 文件不是有效的 Excel', {}, { timeout: 5000 })).toBeTruthy();
    // the refused file stays in the open dialog, to be sent again
    expect(screen.getByRole('dialog').textContent).toContain('职务.xlsx');
  });

  it('offers only .xls and .xlsx files, several at once, and starts each dialog empty', async () => {
    renderPage();
    await screen.findByText('P001');
    fireEvent.click(buttons('导入')[0]!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(screen.getByText('导入EXCEL')).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect([input.accept, input.multiple]).toEqual(['.xls,.xlsx', true]);
    fireEvent.change(input, {
      target: {
        files: [
          new NodeFile(['x'], 'notes.csv'),
          new NodeFile(['x'], 'a.xls'),
          new NodeFile(['x'], 'b.xlsx'),
        ],
      },
    });
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeTruthy();
    await waitFor(() => expect(dialog.querySelectorAll('.ant-upload-list-item')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(buttons('导入')[0]!);
    const again = await screen.findByRole('dialog');
    expect(again.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });
});
