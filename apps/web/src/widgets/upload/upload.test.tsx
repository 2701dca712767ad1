import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import type { FileUploadProps } from './file-upload';
import type { ImageUploadProps } from './image-upload';
import { startUploadServer } from './upload-test-server';

let server: Awaited<ReturnType<typeof startUploadServer>>;
let FileUpload: ComponentType<FileUploadProps>;
let ImageUpload: ComponentType<ImageUploadProps>;
let staticUrl: (path: string) => string;
const HEX = '0123456789abcdef0123456789abcdef';
/** every value a widget handed to its form */
const changes: string[] = [];

beforeAll(async () => {
  server = await startUploadServer();
  vi.stubEnv('VITE_API_BASE', server.base);
  ({ FileUpload } = await import('./file-upload'));
  ({ ImageUpload } = await import('./image-upload'));
  ({ staticUrl } = await import('./static-url'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  changes.length = 0;
  session.saveToken('upload-token');
});

/** A form field holding the widget's value, as Form.Item would. */
function Field({
  kind,
  initial = '',
  biz,
  maxCount,
}: {
  kind: 'file' | 'image';
  initial?: string;
  biz?: string;
  maxCount?: number;
}) {
  const [value, setValue] = useState(initial);
  const onChange = (v: string) => {
    changes.push(v);
    setValue(v);
  };
  return kind === 'file' ? (
    <FileUpload value={value} onChange={onChange} biz={biz} />
  ) : (
    <ImageUpload value={value} onChange={onChange} biz={biz} maxCount={maxCount} />
  );
}

const choose = (name: string, type: string, content = 'x') =>
  act(() => {
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File([content], name, { type })] },
    });
  });

const hover = async (text: string) => {
  fireEvent.mouseEnter(screen.getByText(text).closest('.weld-upload-error')!);
};

describe('FileUpload', () => {
  it('uploads with the token header and biz folder, shows progress, then a download link named in 5 characters', async () => {
    renderUi(<Field kind="file" biz="weld/manuals" />);
    await choose('SLOW焊接工艺规程.pdf', 'application/pdf', '%PDF-1.7');
    expect(await screen.findByLabelText('上传中')).toBeTruthy();
    expect(document.querySelector('.ant-progress')).toBeTruthy();
    await waitFor(() => expect(changes).toEqual([`weld/manuals/SLOW焊接工艺规程_${HEX}.pdf`]));
    const call = server.calls[0]!;
    expect(call.headers['x-access-token']).toBe('upload-token');
    expect(call.headers['tenant-id']).toBe('0');
    expect(call.raw).toMatch(/name="biz"\r\n\r\nweld\/manuals/);
    expect(call.raw).toContain('name="file"; filename="SLOW焊接工艺规程.pdf"');
    const link = (await screen.findByText('SLOW焊…')).closest('a')!;
    expect(link.getAttribute('href')).toBe(staticUrl(changes[0]!));
    expect(link.getAttribute('href')).toBe(
      `${server.base}/sys/common/static/weld/manuals/${encodeURIComponent(`SLOW焊接工艺规程_${HEX}.pdf`)}`,
    );
  });

  it('shows a stored value as links and removes a file from the value', async () => {
    renderUi(<Field kind="file" initial={`temp/a_${HEX}.pdf,temp/说明书_${HEX}.docx`} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('说明书.docx'.slice(0, 5) + '…')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('删除')[0]!);
    await waitFor(() => expect(changes).toEqual([`temp/说明书_${HEX}.docx`]));
  });

  it('marks a refused file with 上传失败 and the server message, tells the user, and keeps it out of the value', async () => {
    renderUi(<Field kind="file" />);
    await choose('BAD.pdf', 'application/pdf');
    expect(await screen.findByText('BAD.pdf 上传失败.')).toBeTruthy();
    await hover('BAD.p…');
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(screen.getByText('文件内容与扩展名 .pdf 不符')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('says 未知错误 and 文件上传失败. when the server answers without a message', async () => {
    renderUi(<Field kind="file" />);
    await choose('NOMSG.txt', 'text/plain');
    expect(await screen.findByText('文件上传失败.')).toBeTruthy();
    await hover('NOMSG…');
    expect(await screen.findByText('未知错误')).toBeTruthy();
  });
});

describe('ImageUpload', () => {
  it('accepts only images (请上传图片) and sends nothing else', async () => {
    renderUi(<Field kind="image" />);
    await choose('notes.txt', 'text/plain');
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('uploads an image and shows it as a card with its stored URL', async () => {
    renderUi(<Field kind="image" />);
    await choose('seam.png', 'image/png');
    await waitFor(() => expect(changes).toEqual([`temp/seam_${HEX}.png`]));
    await waitFor(() => expect(document.querySelector(`img[src="${staticUrl(changes[0]!)}"]`)).toBeTruthy());
  });

  it('opens 上传出错 with 错误信息： and the message when a failed image is clicked', async () => {
    renderUi(<Field kind="image" />);
    await choose('BAD.png', 'image/png');
    await screen.findByText('BAD.png 上传失败.');
    fireEvent.click(document.querySelector('.weld-upload-error')!);
    expect((await screen.findAllByText('上传出错')).length).toBeGreaterThan(0);
    expect(screen.getByText('错误信息：文件内容与扩展名 .pdf 不符')).toBeTruthy();
  });
});

describe('ImageUpload with several images', () => {
  it('moves an image left or right in the value; the ends answer 未知的操作 and 已到最后~', async () => {
    const [a, b] = [`temp/a_${HEX}.png`, `temp/b_${HEX}.png`];
    renderUi(<Field kind="image" maxCount={3} initial={`${a},${b}`} />);
    const right = () => screen.getAllByLabelText('向右移动');
    const left = () => screen.getAllByLabelText('向左移动');
    fireEvent.click(right()[0]!);
    await waitFor(() => expect(changes).toEqual([`${b},${a}`]));
    fireEvent.click(left()[0]!);
    expect(await screen.findByText('未知的操作')).toBeTruthy();
    fireEvent.click(right()[1]!);
    expect(await screen.findByText('已到最后~')).toBeTruthy();
    expect(changes).toEqual([`${b},${a}`]);
  });
});

describe('staticUrl', () => {
  it('prefixes the static route unless the path already is an address', () => {
    expect(staticUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(staticUrl('temp/a b.png')).toBe(`${server.base}/sys/common/static/temp/a%20b.png`);
  });
});
