import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_SESSION_ENDED, ReconnectingSocket, type SocketLike } from './reconnecting-socket';

/** A socket the test closes with the code a server would send. */
class FakeSocket implements SocketLike {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e?: { code?: number }) => void) | null = null;
  send() {}
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class Probe extends ReconnectingSocket {
  constructor(factory: () => FakeSocket, onSessionEnded: () => void) {
    super(
      'ws://x/websocket/u1',
      'tok',
      { heartbeatMs: 10_000, replyTimeoutMs: 6_000, reconnectMs: 5_000 },
      factory,
      onSessionEnded,
    );
    this.start();
  }
  protected heartbeat() {
    return 'HeartBeat';
  }
  protected receive() {}
}

describe('ReconnectingSocket and the end of a session', () => {
  let sockets: FakeSocket[];
  const factory = () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  };
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects 5 s after an ordinary close', () => {
    const ended = vi.fn();
    const socket = new Probe(factory, ended);
    sockets[0].open();
    sockets[0].serverClose(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    expect(ended).not.toHaveBeenCalled();
    socket.close();
  });

  it('stops for good on 4401 and reports the ended session once', () => {
    const ended = vi.fn();
    new Probe(factory, ended);
    sockets[0].open();
    sockets[0].serverClose(CLOSE_SESSION_ENDED);
    sockets[0].serverClose(CLOSE_SESSION_ENDED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
