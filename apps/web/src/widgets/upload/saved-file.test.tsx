import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import type { FileUploadProps } from './file-upload';
import type * as SavedFileModule from './saved-file';
import { startUploadServer } from './upload-test-server';

let server: Awaited<ReturnType<typeof startUploadServer>>;
let FileUpload: ComponentType<FileUploadProps>;
// imported after the API base is stubbed: the upload URL is read when the module loads
let parseSavedFiles: typeof SavedFileModule.parseSavedFiles;
let savedFileOf: typeof SavedFileModule.savedFileOf;
const HEX = '0123456789abcdef0123456789abcdef';
const changes: string[] = [];

beforeAll(async () => {
  server = await startUploadServer();
  vi.stubEnv('VITE_API_BASE', server.base);
  ({ FileUpload } = await import('./file-upload'));
  ({ parseSavedFiles, savedFileOf } = await import('./saved-file'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  changes.length = 0;
  session.saveToken('upload-token');
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FileUpload
      value={value}
      returnUrl={false}
      biz="weld/manuals"
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

describe('saved file records {fileName, filePath, fileSize} (spec widgets §3)', () => {
  it('saves an uploaded file as a record with its name, stored path and size', async () => {
    renderUi(<Field />);
    await act(async () => {
      fireEvent.change(document.querySelector('input[type=file]')!, {
        target: { files: [new File(['%PDF-1.7'], '焊接工艺规程.pdf', { type: 'application/pdf' })] },
      });
    });
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse(changes[0])).toEqual([
      { fileName: '焊接工艺规程.pdf', filePath: `weld/manuals/焊接工艺规程_${HEX}.pdf`, fileSize: 8 },
    ]);
  });

  it('shows stored records by their file name and keeps the others when one is removed', async () => {
    const stored = [
      { fileName: '坡口图.pdf', filePath: `temp/a_${HEX}.pdf`, fileSize: 1024 },
      { fileName: '检验报告.docx', filePath: `temp/b_${HEX}.docx`, fileSize: 2048 },
    ];
    renderUi(<Field initial={JSON.stringify(stored)} />);
    expect(screen.getByText('坡口图.p…')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(JSON.parse(changes[0])).toEqual([stored[1]]);
  });

  it('reads records from JSON or arrays, and turns a done grid cell into a record', () => {
    expect(parseSavedFiles('temp/a.pdf,temp/b.pdf')).toBeNull();
    expect(
      parseSavedFiles([{ fileName: 'a.pdf', filePath: 'temp/a.pdf', fileSize: 3 }, { fileName: 'x' }]),
    ).toEqual([{ fileName: 'a.pdf', filePath: 'temp/a.pdf', fileSize: 3 }]);
    expect(savedFileOf({ name: 'a.pdf', size: 3, status: 'done', path: 'temp/a.pdf' })).toEqual({
      fileName: 'a.pdf',
      filePath: 'temp/a.pdf',
      fileSize: 3,
    });
    expect(savedFileOf({ name: 'a.pdf', status: 'uploading', percent: 40 })).toBeNull();
  });
});
