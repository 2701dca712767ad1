import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLL_MS, SOCKET_HEARTBEAT_TIMEOUT_MS, SOCKET_RECONNECT_MS } from '@weld/core';
import { NoticeChannel, type NoticeSocketLike } from './notice-channel';

/** A socket the test drives: it records what the channel sends and lets the test open, answer or drop it. */
class FakeSocket implements NoticeSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly token: string,
  ) {}
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(value: unknown) {
    this.onmessage?.({ data: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

// the channel's timings are seconds long (5 s, 6 s, 20 s): they run on a fake clock here; the real
// socket and server side are covered by the bell's test and the server's notice tests
describe('NoticeChannel', () => {
  let sockets: FakeSocket[];
  const factory = (url: string, token: string) => {
    const s = new FakeSocket(url, token);
    sockets.push(s);
    return s;
  };
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('offers the token as sub-protocol and hands on topic and user pushes only', () => {
    const pushes: unknown[] = [];
    const channel = new NoticeChannel({
      url: 'ws://x/api/websocket/u1',
      token: 'tok',
      onPush: (p) => pushes.push(p),
      poll: async () => undefined,
      factory,
    });
    expect(sockets[0]).toMatchObject({ url: 'ws://x/api/websocket/u1', token: 'tok' });
    sockets[0].open();
    sockets[0].receive({ cmd: 'user', msgId: 'a1', msgTxt: '停机' });
    sockets[0].receive({ cmd: 'topic', msgId: 'a2', msgTxt: '全员' });
    sockets[0].receive({ cmd: 'heartcheck', msgTxt: 'HeartBeat' });
    sockets[0].receive('not json');
    expect(pushes).toEqual([
      { cmd: 'user', msgId: 'a1', msgTxt: '停机' },
      { cmd: 'topic', msgId: 'a2', msgTxt: '全员' },
    ]);
    channel.close();
  });

  it('sends HeartBeat every 20 s and reconnects 5 s after one left unanswered for 20 s', () => {
    const channel = new NoticeChannel({
      url: 'ws://x',
      token: 't',
      onPush: () => undefined,
      poll: async () => undefined,
      factory,
    });
    sockets[0].open();
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0].sent).toEqual(['HeartBeat']);
    sockets[0].receive({ cmd: 'heartcheck' });
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0].sent).toEqual(['HeartBeat', 'HeartBeat']);
    // no answer this time: 20 s later the line is dropped, and a new socket comes 5 s after that
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_TIMEOUT_MS - 1);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    channel.close();
  });

  it('polls every 6 s while the socket is down, stops polling when a fetch fails or the socket is back', async () => {
    let polls = 0;
    let failing = false;
    const channel = new NoticeChannel({
      url: 'ws://x',
      token: 't',
      onPush: () => undefined,
      factory,
      poll: () => {
        polls += 1;
        return failing ? Promise.reject(new Error('500')) : Promise.resolve();
      },
    });
    sockets[0].drop();
    expect(channel.isPolling).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    expect(polls).toBe(1);
    // the reconnect (at 5 s) is open again: polling stops
    sockets[1].open();
    expect(channel.isPolling).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(polls).toBe(1);

    failing = true;
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    expect(polls).toBe(2);
    expect(channel.isPolling).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(polls).toBe(2);
    channel.close();
    expect(channel.isPolling).toBe(false);
  });
});
