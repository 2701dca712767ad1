import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../reconnecting-socket';
import type * as SocketModule from '../reconnecting-socket';
import type * as HttpModule from './index';
import { i18n } from '../i18n';
import { session } from '../session';
import { httpUi } from './ui-bridge';

/** A real server that has ended the session: every call is refused with 401. */
let server: Server;
const seen: string[] = [];
let http: typeof HttpModule;
let sockets: typeof SocketModule;

beforeAll(async () => {
  server = createServer((req, res) => {
    // the test page's origin differs from the server's: the browser asks first
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'x-access-token, tenant-id, x-lang, content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    seen.push(req.url ?? '');
    res.writeHead(401, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, code: 401, message: 'Token失效', result: null, timestamp: 0 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  // the API base is read when the client module loads: both load after the server is up
  http = await import('./index');
  sockets = await import('../reconnecting-socket');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  server.close();
});

class Closable implements SocketLike {
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e?: { code?: number }) => void) | null = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}

/** The shell's own socket default: no handler passed, so the real sign-out runs. */
function shellSocket(line: Closable) {
  class ShellSocket extends sockets.ReconnectingSocket {
    constructor() {
      super('ws://x', 'tok', { heartbeatMs: 60_000, replyTimeoutMs: 60_000, reconnectMs: 5_000 }, () => line);
      this.start();
    }
    protected heartbeat() {
      return '';
    }
    protected receive() {}
  }
  return new ShellSocket();
}

describe('the end of a signed-in session', () => {
  const told: string[] = [];
  const unauthorized = () => `${i18n.t('web.http.systemTip')}|${i18n.t('web.http.unauthorized')}`;
  const logouts = () => seen.filter((u) => u.startsWith('/api/sys/logout')).length;
  beforeAll(() => {
    httpUi.notify = (title, text) => told.push(`${title}|${text}`);
  });

  it('a silent background call that meets a 401 tells the user and signs out, without waiting for a navigation', async () => {
    session.saveToken('tok-1');
    let redraws = 0;
    const stop = session.subscribe(() => {
      redraws += 1;
    });
    // the bell's poll is silent; the 401s of the calls in flight with it are told once
    await Promise.all(
      [1, 2, 3].map(() =>
        expect(http.http.get('/sys/annountCement/listByUser', undefined, { silent: true })).rejects.toThrow(),
      ),
    );
    await vi.waitFor(() => expect(session.token()).toBeNull());
    expect(told).toEqual([unauthorized()]);
    expect(logouts()).toBe(1);
    // the page reloads 1.5 s later: until then the screens keep showing the user, not a nameless "下午好，，欢迎回来"
    expect(redraws).toBe(0);
    stop();
  });

  it('a socket the server closes with 4401 does the same, once, and later refusals add nothing', async () => {
    told.length = 0;
    session.saveToken('tok-2');
    const line = new Closable();
    shellSocket(line);
    line.onclose?.({ code: sockets.CLOSE_SESSION_ENDED });
    await vi.waitFor(() => expect(session.token()).toBeNull());
    await expect(http.http.get('/sys/user/current')).rejects.toThrow();
    expect(told).toEqual([unauthorized()]);
    expect(logouts()).toBe(2);
  });
});
