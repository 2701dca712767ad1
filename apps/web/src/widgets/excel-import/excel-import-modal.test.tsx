import { File as NodeFile } from 'node:buffer';
import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import { envelope, startFakeHttp } from '../../test/fake-http';
import type { ExcelImportModalProps } from './excel-import-modal';

/** What the fake import endpoint received, one entry per request. */
const bodies: string[] = [];
let base = '';
let close: () => Promise<void>;
let ExcelImportModal: ComponentType<ExcelImportModalProps>;
let oks = 0;
let refreshes = 0;

beforeAll(async () => {
  // answers as the server kit does: PARTIAL → 201 with a report, BAD → 400, anything else 200
  const http = await startFakeHttp(({ raw }) => {
    bodies.push(raw);
    if (raw.includes('BAD')) return envelope(null, { status: 400, message: '文件不是有效的 Excel' });
    if (raw.includes('PARTIAL'))
      return envelope(
        { msg: '导入 1 条，失败 1 条（第 3 行）', fileUrl: 'excel-errors/r.xlsx', fileName: 'r.xlsx' },
        { code: 201, message: '导入 1 条，失败 1 条（第 3 行）' },
      );
    return envelope({ count: 2 }, { message: '成功导入 2 条' });
  });
  base = http.base;
  close = http.close;
  vi.stubEnv('VITE_API_BASE', base);
  // jsdom's FormData is not the one Node's fetch encodes as multipart: the platform's own goes back
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
  ({ ExcelImportModal } = await import('./excel-import-modal'));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await close();
});
beforeEach(() => {
  bodies.length = 0;
  oks = 0;
  refreshes = 0;
  session.saveToken('import-token');
});

/** A page with a button opening the dialog, as a screen would use it. */
function Screen({ online }: { online?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ExcelImportModal
        open={open}
        online={online}
        url="/sys/position/importExcel"
        onCancel={() => setOpen(false)}
        onOk={() => {
          oks += 1;
          setOpen(false);
        }}
        onImported={() => (refreshes += 1)}
      />
    </>
  );
}

const start = () => screen.getByRole('button', { name: /开始上传/ });
const choose = (...names: string[]) =>
  fireEvent.change(screen.getByRole('dialog').querySelector('input[type=file]')!, {
    target: { files: names.map((n) => new NodeFile([n], n)) },
  });

describe('ExcelImportModal', () => {
  it('posts each chosen file as files[] with validateStatus, and closes with ok after success', async () => {
    renderUi(<Screen online />);
    fireEvent.click(screen.getByText('open'));
    expect(await screen.findByText('导入EXCEL')).toBeTruthy();
    expect((start() as HTMLButtonElement).disabled).toBe(true);
    choose('ROWS-a.xlsx', 'ROWS-b.xls');
    await waitFor(() => expect((start() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start());
    await waitFor(() => expect(oks).toBe(1), { timeout: 5000 });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('name="files[]"; filename="ROWS-a.xlsx"');
    expect(bodies[1]).toContain('filename="ROWS-b.xls"');
    expect(bodies[0]).toMatch(/name="validateStatus"\r\n\r\n0/);
    expect((await screen.findAllByText('成功导入 2 条')).length).toBeGreaterThan(0);
  });

  it('sends validateStatus 1 when switched on, and a reopened dialog is back at 0 with no files', async () => {
    renderUi(<Screen online />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(await screen.findByRole('switch', { name: '是否开启校验' }));
    choose('ROWS.xlsx');
    await waitFor(() => expect((start() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start());
    await waitFor(() => expect(oks).toBe(1), { timeout: 5000 });
    expect(bodies[0]).toMatch(/name="validateStatus"\r\n\r\n1/);
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByRole('dialog').querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('has no validation switch and sends no validateStatus outside online mode', async () => {
    renderUi(<Screen />);
    fireEvent.click(screen.getByText('open'));
    await screen.findByText('导入EXCEL');
    expect(screen.queryByRole('switch')).toBeNull();
    choose('ROWS.xlsx');
    await waitFor(() => expect((start() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start());
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5000 });
    expect(bodies[0]).not.toContain('validateStatus');
  });

  it('warns 导入成功,但是有错误数据! on 201, and keeps a refused file listed with its name and message', async () => {
    renderUi(<Screen />);
    fireEvent.click(screen.getByText('open'));
    await screen.findByText('导入EXCEL');
    choose('PARTIAL.xlsx', 'BAD.xlsx');
    await waitFor(() => expect((start() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start());
    expect(
      (await screen.findAllByText('导入成功,但是有错误数据!', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('导入 1 条，失败 1 条（第 3 行）')).toBeTruthy();
    expect(screen.getByText('下载错误报告')).toBeTruthy();
    expect(await screen.findByText('BAD.xlsx 文件不是有效的 Excel')).toBeTruthy();
    // one file went in: the screen refreshes; the refused one stays in the open dialog
    await waitFor(() => expect(refreshes).toBe(1));
    expect(oks).toBe(0);
    const importDialog = screen.getByText('导入EXCEL').closest('[role=dialog]')!;
    expect([...importDialog.querySelectorAll('.ant-upload-list-item')].map((i) => i.textContent)).toEqual([
      'BAD.xlsx',
    ]);
  });
});
