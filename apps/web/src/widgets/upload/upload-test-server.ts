import type { IncomingHttpHeaders } from 'node:http';
import { envelope, multipartFields, multipartFileName, startFakeHttp } from '../../test/fake-http';

/** An upload the fake server received: headers and the raw multipart body. */
export interface UploadCall {
  headers: IncomingHttpHeaders;
  raw: string;
}

const HEX = '0123456789abcdef0123456789abcdef';

/**
 * A real HTTP server answering `POST /api/sys/common/upload` as the server does: the stored path
 * (`temp/<name>_<hex>.<ext>`) in message and result; a file named BAD* is refused with 400 and a
 * message, NOMSG* fails with a 500 that carries no envelope, SLOW* answers after 600 ms.
 */
export async function startUploadServer() {
  const calls: UploadCall[] = [];
  const http = await startFakeHttp((r) => {
    if (r.method !== 'POST' || r.path !== '/sys/common/upload') return { status: 404 };
    calls.push({ headers: r.headers, raw: r.raw });
    const name = multipartFileName(r.raw);
    const biz = multipartFields(r.raw).biz ?? 'temp';
    if (name.startsWith('NOMSG')) return { status: 500, text: 'oops' };
    if (name.startsWith('BAD')) return envelope(null, { status: 400, message: '文件内容与扩展名 .pdf 不符' });
    const dot = name.lastIndexOf('.');
    const path = `${biz}/${name.slice(0, dot)}_${HEX}${name.slice(dot)}`;
    return { ...envelope(path, { message: path }), delayMs: name.startsWith('SLOW') ? 600 : 0 };
  });
  return { base: http.base, calls, close: http.close };
}
