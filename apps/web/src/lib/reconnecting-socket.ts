import { sessionEndedByServer } from './http';

/** What a reconnecting socket needs of a WebSocket (the browser's, or a test's). */
export interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  /** the browser passes a CloseEvent; its code says why the server closed the line */
  onclose: ((e?: { code?: number }) => void) | null;
}
export type SocketFactory = (url: string, token: string) => SocketLike;

export interface SocketTiming {
  /** a heartbeat goes out this often once the socket is open */
  heartbeatMs: number;
  /** after a heartbeat, a frame must arrive within this, else the line counts as dead */
  replyTimeoutMs: number;
  /** a dropped line is opened again after this; one reconnect is pending at a time */
  reconnectMs: number;
}

const OPEN = 1;
/** The server's close code for a session that ended (forced logout, password change, freeze): no reconnect. */
export const CLOSE_SESSION_ENDED = 4401;
/** The browser's WebSocket with the token as the sub-protocol, as the server expects it. */
const browserSocket: SocketFactory = (url, token) => new WebSocket(url, [token]) as unknown as SocketLike;

/**
 * A WebSocket that keeps itself alive: a heartbeat on a timer, any frame as proof of life, and on error,
 * close or a silent line one reconnect after a pause. A close with 4401 (the session ended) stops it
 * for good and signs the user out. Subclasses say what a heartbeat is and what a frame
 * means; the notice channel and the grid's live channel are two of them.
 * @example class PlcLive extends ReconnectingSocket { protected heartbeat() { return 'ping'; } protected receive(t: string) { … } }
 */
export abstract class ReconnectingSocket {
  private ws: SocketLike | null = null;
  private beat: ReturnType<typeof setInterval> | undefined;
  private reply: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** how many times the socket was opened; tests and diagnostics read it */
  connections = 0;

  protected constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly timing: SocketTiming,
    private readonly factory: SocketFactory = browserSocket,
    /** the server ended the session: by default the shell signs out as on a 401 */
    private readonly onSessionEnded: () => void = sessionEndedByServer,
  ) {}

  /** Opens the first socket; subclasses call it at the end of their constructor, once their fields exist. */
  protected start(): void {
    this.connect();
  }

  /** The text of one heartbeat frame. */
  protected abstract heartbeat(): string;
  /** A frame that arrived (heartbeat answers included). */
  protected abstract receive(text: string): void;
  /** The socket opened. */
  protected opened(): void {}
  /** The socket dropped; a reconnect is planned unless the socket was closed for good. */
  protected dropped(): void {}

  private connect() {
    this.reconnect = undefined;
    if (this.closed) return;
    this.connections += 1;
    const ws = this.factory(this.url, this.token);
    this.ws = ws;
    ws.onopen = () => {
      this.startHeartbeat();
      this.opened();
    };
    ws.onmessage = (e) => {
      // any frame proves the line is alive
      this.answered();
      this.receive(String(e.data));
    };
    ws.onerror = () => this.retry();
    ws.onclose = (e) => (e?.code === CLOSE_SESSION_ENDED ? this.sessionEnded() : this.retry());
  }

  /** A session the server ended is not reopened: the socket stops for good and the shell signs out. */
  private sessionEnded() {
    this.close();
    this.onSessionEnded();
  }

  private answered() {
    clearTimeout(this.reply);
    this.reply = undefined;
  }

  private startHeartbeat() {
    clearInterval(this.beat);
    this.answered();
    this.beat = setInterval(() => {
      // a heartbeat still unanswered when the next is due: the line is dead though it did not say so
      if (this.reply !== undefined) return this.retry();
      this.sendText(this.heartbeat());
      this.reply = setTimeout(() => this.retry(), this.timing.replyTimeoutMs);
    }, this.timing.heartbeatMs);
  }

  /** Drops the current socket and plans one reconnect, unless one is already planned. */
  private retry() {
    clearInterval(this.beat);
    this.answered();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onerror = null;
      ws.close();
    }
    if (this.closed) return;
    this.dropped();
    this.reconnect ??= setTimeout(() => this.connect(), this.timing.reconnectMs);
  }

  /** Sends when the socket is open; a frame while it is down is dropped (the server's state is reloaded on reconnect). */
  protected sendText(text: string): void {
    if (this.ws?.readyState === OPEN) this.ws.send(text);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reconnect);
    this.retry();
  }
}

/** `ws(s)://<api base><path>` for the page's origin. @example socketUrl('/api', '/websocket/u1') */
export function socketUrl(apiBase: string, path: string): string {
  const base = new URL(apiBase, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.href.replace(/\/$/, '')}${path}`;
}
