import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';

const FILES = [
  {
    id: 'f1',
    fileName: '焊缝照片.png',
    fileType: 'png',
    fileSize: 2048,
    storage: 'local',
    bizPath: 'weld',
    url: 'weld/焊缝照片_0123456789abcdef0123456789abcdef.png',
    createBy: 'admin',
    createTime: '2026-11-22 08:00:00',
  },
  {
    id: 'f2',
    fileName: '工艺卡.xlsx',
    fileType: 'xlsx',
    fileSize: 5_242_880,
    storage: 's3',
    bizPath: 'temp',
    url: 'temp/工艺卡_0123456789abcdef0123456789abcdef.xlsx',
    createBy: 'welder',
    createTime: '2026-11-22 07:00:00',
  },
];

let api: Awaited<ReturnType<typeof startFakeApi>>;
let OssFilePage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/ossFile/list': () => ({ result: { records: FILES, total: 2, size: 10, current: 1, pages: 1 } }),
    'DELETE /sys/ossFile/delete': () => ({ result: null, message: '删除成功' }),
    'GET /sys/dict/getDictItems/oss_file_type': () => ({
      result: [
        { value: 'png', text: 'PNG' },
        { value: 'pdf', text: 'PDF' },
        { value: 'xlsx', text: 'XLSX' },
      ],
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  OssFilePage = (await import('./oss-file-page')).OssFilePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) =>
  session.savePermissions({ auth: actions.map((a) => right(`system:ossFile:${a}`)), allAuth: [] });
const buttons = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button, a')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

beforeEach(() => {
  api.calls.length = 0;
  grant('list', 'upload', 'delete');
});

describe('OssFilePage (OSS文件)', () => {
  it('lists files with readable size, type and storage; preview only for images and PDFs, download for all', async () => {
    renderUi(<OssFilePage />);
    const photo = (await screen.findByText('焊缝照片.png', undefined, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    const sheet = screen.getByText('工艺卡.xlsx').closest('tr') as HTMLElement;
    expect(within(photo).getByText('2.0 KB')).toBeTruthy();
    expect(within(sheet).getByText('5.0 MB')).toBeTruthy();
    expect(within(sheet).getByText('对象存储')).toBeTruthy();
    expect(within(photo).getByText('本地')).toBeTruthy();
    expect(buttons('预览', photo)).toHaveLength(1);
    expect(buttons('预览', sheet)).toHaveLength(0);
    const download = buttons('下载', sheet)[0] as HTMLAnchorElement;
    expect(download.getAttribute('download')).toBe('工艺卡.xlsx');
    expect(decodeURIComponent(download.href)).toContain(
      '/sys/common/static/temp/工艺卡_0123456789abcdef0123456789abcdef.xlsx',
    );
    expect(buttons('上传文件')).toHaveLength(1);
    expect(buttons('新增')).toHaveLength(0);
  });

  it('previews an image in a modal titled with its name', async () => {
    renderUi(<OssFilePage />);
    const photo = (await screen.findByText('焊缝照片.png', undefined, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(buttons('预览', photo)[0]);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText('预览：焊缝照片.png')).toBeTruthy();
    const img = within(dialog).getByRole('img', { name: '焊缝照片.png' }) as HTMLImageElement;
    expect(decodeURIComponent(img.src)).toContain(
      '/sys/common/static/weld/焊缝照片_0123456789abcdef0123456789abcdef.png',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByText('预览：焊缝照片.png')).toBeNull());
  });

  it('deletes a row through the server after the confirmation', async () => {
    renderUi(<OssFilePage />);
    const photo = (await screen.findByText('焊缝照片.png', undefined, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(buttons('删除', photo)[0]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(api.calls.find((c) => c.path === '/sys/ossFile/delete')?.query.get('id')).toBe('f1'),
      { timeout: 5000 },
    );
  });

  it('shows neither upload nor delete to a user with only the list right', async () => {
    grant('list');
    renderUi(<OssFilePage />);
    await screen.findByText('焊缝照片.png', undefined, { timeout: 8000 });
    expect(buttons('上传文件')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('下载')).toHaveLength(2);
  });
});
