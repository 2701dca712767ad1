import http from 'node:http';

/** What came back: the status and body, how long the whole answer took, or why none came. */
export interface Outcome {
  status: number | null;
  ms: number;
  text: string;
  /** no answer before the deadline: the request was abandoned */
  timedOut: boolean;
  /** the connection failed or closed without an answer */
  error?: string;
}

export interface RawRequest {
  method: string;
  /** path and query exactly as they go on the wire */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Keeps at most this much of an answer (a file download need not be read whole to be judged). */
const KEEP = 64 * 1024;

/**
 * One request over a plain socket (node:http, not fetch: the path goes out unnormalised and unvalidated,
 * `..` segments and broken percent-encodings included), abandoned after `deadlineMs`.
 * @example await sendRaw('http://127.0.0.1:3000', { method: 'GET', url: '/api/health', headers: {} }, 6000, agent)
 */
export function sendRaw(
  base: string,
  request: RawRequest,
  deadlineMs: number,
  agent: http.Agent,
): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(base);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: elapsed() });
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['Content-Length'] = String(request.body.length);
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      });
    } catch (err) {
      // the client itself refuses (a header value it cannot send): nothing reached the server
      resolve({
        status: null,
        ms: 0,
        text: '',
        timedOut: false,
        error: `client refused: ${(err as Error).message}`,
      });
      return;
    }
    const timer = setTimeout(() => {
      finish({ status: null, text: '', timedOut: true });
      req.destroy();
    }, deadlineMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < KEEP) chunks.push(chunk);
        kept += chunk.length;
      });
      res.on('end', () =>
        finish({
          status: res.statusCode ?? null,
          text: Buffer.concat(chunks).toString('utf8').slice(0, KEEP),
          timedOut: false,
        }),
      );
      res.on('error', (err) =>
        finish({
          status: res.statusCode ?? null,
          text: '',
          timedOut: false,
          error: `answer cut: ${err.message}`,
        }),
      );
    });
    req.on('error', (err) =>
      finish({
        status: null,
        text: '',
        timedOut: false,
        error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`.trim(),
      }),
    );
    req.end(request.body);
  });
}
