import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the echo upstream saw of one request. */
export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

export interface Upstream {
  port: number;
  /** every request the upstream answered, in order */
  seen: Seen[];
  stop(): Promise<void>;
}

/**
 * A real HTTP upstream for the gateway's tests: `/slow…` never answers, `/flaky…` drops every other
 * connection, `/big?mb=N` streams N MB,
 * anything else answers 201 with what it saw (method, url, headers, the body's length) and a header
 * the Connection header names (a hop-by-hop header the gateway must drop).
 * @example const upstream = await startUpstream(); … await upstream.stop()
 */
export async function startUpstream(): Promise<Upstream> {
  const seen: Seen[] = [];
  let flaky = 0;
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/slow')) return;
    // every other request to /flaky loses its connection before any answer
    if (request.url?.startsWith('/flaky') && flaky++ % 2 === 0) return void request.socket.destroy();
    if (request.url?.startsWith('/big')) {
      const mb = Number(new URL(request.url, 'http://x').searchParams.get('mb') ?? '1');
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(mb * 1024 * 1024),
      });
      const chunk = Buffer.alloc(1024 * 1024, 7);
      let sent = 0;
      const more = () => {
        while (sent < mb) {
          sent += 1;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      return more();
    }
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, bytes };
      seen.push(entry);
      response.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'echo',
        connection: 'x-private',
        'x-private': 'hop',
      });
      response.end(JSON.stringify(entry));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
