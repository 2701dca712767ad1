import { envelope, multipartFields, multipartFileName, startFakeHttp } from '../../test/fake-http';

/** A multipart body the fake server received, with its text fields picked out. */
export interface EditorUploadCall {
  fields: Record<string, string>;
  fileName: string;
  token: string | undefined;
}

/**
 * A real HTTP server answering `POST /api/sys/common/upload` for the rich-text editor tests: the
 * stored path `jeditor/<name>`, or `local` while `mode.local` is set (uploads configured as local),
 * or a 400 with a message for a file named BAD*.
 * @example const server = await startEditorUploadServer(); vi.stubEnv('VITE_API_BASE', server.base);
 */
export async function startEditorUploadServer() {
  const calls: EditorUploadCall[] = [];
  const mode = { local: false };
  const http = await startFakeHttp((r) => {
    if (r.method !== 'POST' || r.path !== '/sys/common/upload') return { status: 404 };
    const fields = multipartFields(r.raw);
    const fileName = multipartFileName(r.raw);
    calls.push({ fields, fileName, token: r.headers['x-access-token'] as string | undefined });
    if (fileName.startsWith('BAD'))
      return envelope(null, { status: 400, message: '文件内容与扩展名 .png 不符' });
    const path = mode.local ? 'local' : `${fields.biz}/${fileName}`;
    return envelope(path, { message: path });
  });
  return { base: http.base, calls, mode, close: http.close };
}
