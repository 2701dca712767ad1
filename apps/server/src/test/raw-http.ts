import net from 'node:net';

/** What a raw request saw: the answer's status and envelope (when one came), and how the connection ended. */
export interface RawAnswer {
  /** 0 when no answer came */
  status: number;
  /** the JSON body, or null */
  body: { success: boolean; message: string; code: number } | null;
  /** ms from the first byte sent until the server closed the connection; null if it never did (within `waitMs`) */
  closedAfterMs: number | null;
}

export interface RawRequest {
  port: number;
  method?: string;
  path: string;
  headers: Record<string, string>;
  /** the bytes sent as the body */
  body: Buffer;
  /** the Content-Length announced; the body's own length by default (more makes the server wait for the rest) */
  contentLength?: number;
  /** after the body: keep the socket open ('hold'), close it ('destroy'), half-close it ('end'), or trickle a byte every `trickleMs` */
  then?: 'hold' | 'destroy' | 'end' | { trickleMs: number };
  /** when `then` is destroy or end, how long after the body */
  afterMs?: number;
  /** how long to wait for the server to answer and close before giving up */
  waitMs: number;
}

/**
 * One HTTP/1.1 request over a plain socket, so a test can send what fetch never would: a body shorter than
 * its Content-Length, a client that goes quiet or leaves mid-body. Resolves when the server closes the
 * connection, or after `waitMs`, always closing the socket itself.
 * @example const answer = await rawRequest({ port, path: '/api/sys/common/upload', headers, body, contentLength: body.length + 1000, waitMs: 5000 })
 */
export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(request.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let trickle: NodeJS.Timeout | null = null;
    let settled = false;
    const started = Date.now();
    const finish = (closedAfterMs: number | null) => {
      if (settled) return;
      settled = true;
      if (trickle) clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks).toString('utf8')), closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), request.waitMs);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    const head = [
      `${request.method ?? 'POST'} ${request.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Length: ${request.contentLength ?? request.body.length}`,
      ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    socket.write(request.body);
    const then = request.then ?? 'hold';
    if (then === 'destroy')
      setTimeout(() => {
        if (!settled) finish(null);
      }, request.afterMs ?? 100);
    else if (then === 'end') setTimeout(() => socket.end(), request.afterMs ?? 100);
    else if (typeof then === 'object')
      trickle = setInterval(() => socket.writable && socket.write('x'), then.trickleMs);
  });
}

function parse(text: string): Pick<RawAnswer, 'status' | 'body'> {
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
  const split = text.indexOf('\r\n\r\n');
  let body: RawAnswer['body'] = null;
  if (split >= 0) {
    try {
      body = JSON.parse(text.slice(split + 4)) as RawAnswer['body'];
    } catch {
      body = null;
    }
  }
  return { status: status ? Number(status[1]) : 0, body };
}
