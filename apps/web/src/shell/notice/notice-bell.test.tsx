import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { LoginResult } from '@weld/core';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import type { NoticeSocketLike } from './notice-channel';

/** The parts of ws' server the test uses (ws ships no types). */
interface WsPeer {
  protocol: string;
  send(text: string): void;
  close(): void;
}
interface WsServer {
  on(event: 'connection', listener: (ws: WsPeer, req: IncomingMessage) => void): void;
  close(): void;
}
const ws = createRequire(import.meta.url)('ws') as {
  WebSocketServer: new (o: { server: Server }) => WsServer;
  WebSocket: new (url: string, protocols: string[]) => NoticeSocketLike;
};
// a real client socket from ws: jsdom's own WebSocket cannot dispatch its events across the test's realms
const realSocket = (url: string, token: string) => new ws.WebSocket(url, [token]);

const notice = (id: string, titile: string, extra: Record<string, unknown> = {}) => ({
  id,
  anntId: id,
  titile,
  msgContent: '<p>内容</p>',
  msgCategory: '1',
  priority: 'H',
  sender: '管理员',
  sendTime: '2026-11-22 09:30:00',
  openType: null,
  openPage: null,
  busId: null,
  readFlag: 0,
  ...extra,
});

/** A real HTTP + WebSocket server standing in for the API: listByUser from `lists`, mark-read calls recorded. */
const state = {
  lists: {
    anntMsgList: [
      notice('n1', '焊机 A 线停机检修', {
        openType: 'url',
        openPage: '/isystem/user',
        msgContent: '<p>请<b>处理</b><img src=x onerror="window.hacked=1"></p>',
      }),
    ],
    anntMsgTotal: 1,
    sysMsgList: [
      notice('s1', '焊接参数待审核', {
        msgCategory: '2',
        priority: 'L',
        openType: 'component',
        openPage: 'isystem/weldSequence',
        busId: 'seq 42',
      }),
    ],
    sysMsgTotal: 1,
  },
  reads: [] as string[],
  sockets: [] as { peer: WsPeer; url: string }[],
};
let server: Server;
let wss: WsServer;
let NoticeBell: ComponentType<{ socketFactory?: typeof realSocket }>;

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      let result: unknown = null;
      if (req.headers['x-access-token'] !== 'tok-1') res.writeHead(401);
      else if (path === '/api/sys/annountCement/listByUser') result = state.lists;
      else if (path === '/api/sys/annountCement/queryById') {
        const {
          readFlag: _r,
          anntId: _a,
          ...record
        } = [...state.lists.anntMsgList, ...state.lists.sysMsgList].find(
          (n) => n.id === new URL(req.url ?? '/', 'http://x').searchParams.get('id'),
        )!;
        result = record;
      } else if (path === '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId')
        state.reads.push(String(JSON.parse(Buffer.concat(chunks).toString()).anntId));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, code: 200, message: 'ok', result, timestamp: 0 }));
    })();
  });
  wss = new ws.WebSocketServer({ server });
  wss.on('connection', (peer, req) => {
    if (peer.protocol !== 'tok-1') return peer.close();
    state.sockets.push({ peer, url: req.url ?? '' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  NoticeBell = (await import('./notice-bell')).NoticeBell;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  wss.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('NoticeBell', () => {
  it('shows the unread count, updates it live on a push with a toast, and opens notices from its popover', async () => {
    session.saveLogin({
      token: 'tok-1',
      userInfo: { id: 'u1', username: 'ann', realname: 'Ann' },
      departs: [],
      multi_depart: 0,
      tenantList: [],
      sysAllDictItems: {},
    } as unknown as LoginResult);
    const { router } = renderUi(<NoticeBell socketFactory={realSocket} />);
    expect((await screen.findByTestId('notice-count')).textContent).toBe('2');

    // the bell's socket: /websocket/{userId} with the token as sub-protocol
    await waitFor(() => expect(state.sockets).toHaveLength(1), { timeout: 5000 });
    expect(state.sockets[0].url).toBe('/api/websocket/u1');
    state.lists = {
      ...state.lists,
      anntMsgList: [notice('n2', '新的焊接参数'), ...state.lists.anntMsgList],
      anntMsgTotal: 2,
    };
    state.sockets[0].peer.send(JSON.stringify({ cmd: 'user', msgId: 'n2', msgTxt: '新的焊接参数' }));
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('3'));
    expect(await screen.findByText('新消息')).toBeTruthy();
    expect(screen.getAllByText('新的焊接参数').length).toBeGreaterThan(0);

    // clicking the toast opens that notice (fetched by its msgId) and marks it read
    fireEvent.click(screen.getByText('新消息'));
    const pushed = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
    expect(pushed.getByText('新的焊接参数')).toBeTruthy();
    await waitFor(() => expect(state.reads).toEqual(['n2']));
    fireEvent.click(pushed.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    state.reads.length = 0;

    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    const popover = within(await screen.findByTestId('notice-popover', {}, { timeout: 10_000 }));
    expect(popover.getByText('通知(2)')).toBeTruthy();
    expect(popover.getByText('系统消息(1)')).toBeTruthy();
    expect(popover.getByText('查看更多')).toBeTruthy();
    // priority H is named as the announcement form's priority dictionary names it
    expect(popover.getAllByText('高').length).toBeGreaterThan(0);
    expect(popover.queryByText('紧急')).toBeNull();
    fireEvent.click(popover.getByText('焊机 A 线停机检修'));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('通知消息')).toBeTruthy();
    expect(dialog.getByText('管理员')).toBeTruthy();
    expect(dialog.getByText('2026-11-22 09:30:00')).toBeTruthy();
    expect(dialog.getByText('处理').tagName).toBe('B');
    expect(document.querySelector('.notice-detail-body img')?.getAttribute('onerror')).toBeNull();
    expect(dialog.getByRole('button', { name: '去处理' })).toBeTruthy();
    await waitFor(() => expect(state.reads).toEqual(['n1']));
    // 去处理 of a url notice goes to its page
    fireEvent.click(dialog.getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));

    // a component notice opens its page with busId as the form id, no modal
    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    fireEvent.click(await screen.findByText('系统消息(1)'));
    fireEvent.click(await screen.findByText('焊接参数待审核'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/isystem/weldSequence?busId=seq%2042',
      ),
    );
    await waitFor(() => expect(state.reads).toEqual(['n1', 's1']));
  });
});
