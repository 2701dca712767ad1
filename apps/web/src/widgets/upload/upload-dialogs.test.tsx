import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import type { FilePopProps } from './file-pop';
import type { ImageUploadProps } from './image-upload';
import type { ImageUploadModalProps } from './image-upload-modal';
import type { UploadCellEditorProps } from './upload-cell-editor';
import type { UploadedFile } from './uploaded-file';
import { startUploadServer } from './upload-test-server';

let server: Awaited<ReturnType<typeof startUploadServer>>;
let UploadCellEditor: ComponentType<UploadCellEditorProps>;
let ImageUploadModal: ComponentType<ImageUploadModalProps>;
let FilePop: ComponentType<FilePopProps>;
let ImageUpload: ComponentType<ImageUploadProps>;
const HEX = '0123456789abcdef0123456789abcdef';
/** every value a cell or dialog handed out */
const values: unknown[] = [];

beforeAll(async () => {
  server = await startUploadServer();
  vi.stubEnv('VITE_API_BASE', server.base);
  ({ UploadCellEditor } = await import('./upload-cell-editor'));
  ({ ImageUploadModal } = await import('./image-upload-modal'));
  ({ FilePop } = await import('./file-pop'));
  ({ ImageUpload } = await import('./image-upload'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  values.length = 0;
  session.saveToken('cell-token');
});

const choose = (name: string, type: string) =>
  act(() => {
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], name, { type })] },
    });
  });

function Cell(props: Omit<UploadCellEditorProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<UploadedFile | string | null>(props.initial ?? null);
  return (
    <UploadCellEditor
      {...props}
      value={value}
      onChange={(v) => {
        values.push(v);
        setValue(v);
      }}
    />
  );
}

describe('UploadCellEditor', () => {
  it('sends isup=1 and no token unless the column sets token, then shows the name in 5 characters and an action menu', async () => {
    renderUi(<Cell kind="file" />);
    await choose('SLOW焊接检验报告.pdf', 'application/pdf');
    expect(await screen.findByLabelText('上传中')).toBeTruthy();
    expect(document.querySelector('.ant-progress')).toBeTruthy();
    await waitFor(() => expect((values.at(-1) as UploadedFile).status).toBe('done'), { timeout: 3000 });
    expect(screen.getByText('SLOW焊…')).toBeTruthy();
    const call = server.calls[0]!;
    expect(call.raw).toMatch(/name="isup"\r\n\r\n1/);
    expect(call.headers['x-access-token']).toBeUndefined();
    const last = values.at(-1) as UploadedFile;
    expect([last.status, last.path]).toEqual(['done', `temp/SLOW焊接检验报告_${HEX}.pdf`]);
    expect(values.some((v) => (v as UploadedFile).status === 'uploading')).toBe(true);
    fireEvent.click(screen.getByLabelText('文件操作'));
    const link = (await screen.findByText('下载')).closest('a')!;
    expect(link.getAttribute('href')).toBe(
      `${server.base}/sys/common/static/temp/${encodeURIComponent(`SLOW焊接检验报告_${HEX}.pdf`)}`,
    );
    fireEvent.click(screen.getByText('删除'));
    await waitFor(() => expect(values.at(-1)).toBeNull());
    expect(screen.getByText('上传')).toBeTruthy();
  });

  it('sends the token header when the column sets token', async () => {
    renderUi(<Cell kind="file" token />);
    await choose('report.pdf', 'application/pdf');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.headers['x-access-token']).toBe('cell-token');
  });

  it('hides download and remove when the column forbids them', async () => {
    renderUi(<Cell kind="file" initial={`temp/a_${HEX}.pdf`} allowDownload={false} allowRemove={false} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.queryByLabelText('文件操作')).toBeNull();
  });

  it('reads the stored path from the field named by responseName', async () => {
    renderUi(<Cell kind="file" responseName="result" />);
    await choose('r.pdf', 'application/pdf');
    await waitFor(() => expect((values.at(-1) as UploadedFile).path).toBe(`temp/r_${HEX}.pdf`));
  });

  it('marks a failed image 上传失败 with 未知错误 and opens 上传出错 when clicked', async () => {
    renderUi(<Cell kind="image" />);
    await choose('NOMSG.png', 'image/png');
    expect(await screen.findByText('文件上传失败.')).toBeTruthy();
    fireEvent.mouseEnter(document.querySelector('.weld-upload-error')!);
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(screen.getAllByText('未知错误').length).toBeGreaterThan(0);
    fireEvent.click(document.querySelector('.weld-upload-error')!);
    expect(await screen.findByText('错误信息：未知错误')).toBeTruthy();
  });
});

describe('ImageUpload options', () => {
  it('sends isup=1 and hides the remove action when allowRemove is off', async () => {
    renderUi(<ImageUpload value={`temp/a_${HEX}.png`} allowRemove={false} />);
    expect(document.querySelector('.ant-upload-list-item')).toBeTruthy();
    expect(document.querySelector('[title="删除文件"], .anticon-delete')).toBeNull();
    renderUi(<ImageUpload onChange={(v) => values.push(v)} />);
    await act(() => {
      fireEvent.change(document.querySelectorAll('input[type=file]')[0]!, {
        target: { files: [new File(['x'], 'seam.png', { type: 'image/png' })] },
      });
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.raw).toMatch(/name="isup"\r\n\r\n1/);
  });
});

describe('ImageUploadModal', () => {
  it('adds local uploads and network addresses, refusing an address that is not http(s)', async () => {
    renderUi(
      <ImageUploadModal open biz="weld/photos" onOk={(v) => values.push(v)} onCancel={() => undefined} />,
    );
    expect(await screen.findByText(/从本机选择图片上传/)).toBeTruthy();
    await choose('bead.png', 'image/png');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    fireEvent.click(screen.getByText('网络图片地址'));
    expect(await screen.findByText(/图片不会上传到本系统/)).toBeTruthy();
    const input = screen.getByPlaceholderText('请输入网络图片地址');
    fireEvent.change(input, { target: { value: 'ftp://x/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: '添 加' }));
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头的地址')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://cdn.example.com/weld.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: '添 加' }));
    await waitFor(() =>
      expect(document.querySelector('img[src="https://cdn.example.com/weld.jpg"]')).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(values).toEqual([`weld/photos/bead_${HEX}.png,https://cdn.example.com/weld.jpg`]);
  });
});

describe('FilePop', () => {
  it('is 520 wide, refuses an empty confirm with 未上传任何文件, and hands back the uploaded paths', async () => {
    renderUi(<FilePop open onOk={(v) => values.push(v)} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('520px');
    expect((document.querySelector('.ant-modal-body') as HTMLElement).style.height).toBe('200px');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(values).toEqual([]);
    await choose('manual.pdf', 'application/pdf');
    await waitFor(() => expect(screen.getByText('manua…').closest('a')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(values).toEqual([`temp/manual_${HEX}.pdf`]);
  });
});
