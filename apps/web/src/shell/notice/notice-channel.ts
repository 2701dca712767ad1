import { NOTICE_POLL_MS, SOCKET_HEARTBEAT_TIMEOUT_MS, SOCKET_RECONNECT_MS } from '@weld/core';
import { ReconnectingSocket, socketUrl } from '../../lib/reconnecting-socket';
import type { SocketFactory, SocketLike } from '../../lib/reconnecting-socket';

/** A push of the notice channel (spec shell §3). */
export interface NoticePush {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** What the channel needs of a WebSocket (the browser's, or a test's). */
export type NoticeSocketLike = SocketLike;

export interface NoticeChannelOptions {
  url: string;
  token: string;
  /** a `topic` or `user` message arrived: the notice list must reload */
  onPush(push: NoticePush): void;
  /** the fallback fetch while the socket is down; a rejection stops the polling */
  poll(): Promise<unknown>;
  factory?: SocketFactory;
}

export const HEARTBEAT_TEXT = 'HeartBeat';

/**
 * The user's notice channel (spec shell §4, §7, §9): `/websocket/{userId}` with the token as
 * sub-protocol; `HeartBeat` every 20 s and an answer expected within 20 s; on error, close or a silent
 * line it reconnects after 5 s. While the socket is down the list is polled every 6 s, and a failing
 * fetch stops that timer (a server that refuses us is not asked again every 6 s).
 * @example const channel = new NoticeChannel({ url, token, onPush: reload, poll: reload })
 */
export class NoticeChannel extends ReconnectingSocket {
  private polling: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: NoticeChannelOptions) {
    // the answer to a HeartBeat may take until the next one is due
    super(
      options.url,
      options.token,
      {
        heartbeatMs: SOCKET_HEARTBEAT_TIMEOUT_MS,
        replyTimeoutMs: SOCKET_HEARTBEAT_TIMEOUT_MS,
        reconnectMs: SOCKET_RECONNECT_MS,
      },
      options.factory,
    );
    this.start();
  }

  protected heartbeat(): string {
    return HEARTBEAT_TEXT;
  }

  protected opened(): void {
    this.stopPolling();
  }

  /** While the socket is down the list is polled. */
  protected dropped(): void {
    this.startPolling();
  }

  protected receive(text: string): void {
    let message: Partial<NoticePush>;
    try {
      message = JSON.parse(text) as Partial<NoticePush>;
    } catch {
      return;
    }
    if ((message.cmd === 'topic' || message.cmd === 'user') && typeof message.msgId === 'string') {
      this.options.onPush({ cmd: message.cmd, msgId: message.msgId, msgTxt: String(message.msgTxt ?? '') });
    }
  }

  private startPolling() {
    if (this.polling) return;
    this.polling = setInterval(() => {
      this.options.poll().catch(() => this.stopPolling());
    }, NOTICE_POLL_MS);
  }

  private stopPolling() {
    clearInterval(this.polling);
    this.polling = undefined;
  }

  /** Whether the fallback timer runs (tests read it). */
  get isPolling(): boolean {
    return this.polling !== undefined;
  }

  close(): void {
    super.close();
    this.stopPolling();
  }
}

/** `ws(s)://<api base>/websocket/{userId}` for the page's origin. @example noticeSocketUrl('/api', 'u1') */
export function noticeSocketUrl(apiBase: string, userId: string): string {
  return socketUrl(apiBase, `/websocket/${encodeURIComponent(userId)}`);
}
