import { GRID, type GridRow } from '@weld/core';
import { API_BASE } from '../../lib/env';
import { session } from '../../lib/session';

/** A row update from another page: the row and the case id of the grid that sent it. */
export type RowListener = (row: Partial<GridRow> & { id: string }, caseId: string) => void;
type CommonListener = (...args: unknown[]) => void;

/** What VxeSocket needs of a WebSocket (the browser's, or a test's). */
export interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  onclose: (() => void) | null;
}
export type SocketFactory = (url: string, token: string) => SocketLike;

const OPEN = 1;

/**
 * The live-update channel of one page (spec widgets §4): heartbeat every 10 s, a reply expected within
 * 6 s; on timeout, error or close it reconnects after 5 s, one reconnect pending at a time.
 * update_vxe_table goes to the grids with that socketKey, common_send_date to the listeners of its key.
 * @example const socket = new VxeSocket(url, token); socket.onTable('weld-sequence', merge)
 */
export class VxeSocket {
  private ws: SocketLike | null = null;
  private beat: ReturnType<typeof setInterval> | undefined;
  private reply: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private tables = new Map<string, Set<RowListener>>();
  private common = new Map<string, Set<CommonListener>>();
  /** how many times the socket was opened; tests and diagnostics read it */
  connections = 0;

  constructor(
    private url: string,
    private token: string,
    private factory: SocketFactory = (u, t) => new WebSocket(u, [t]) as unknown as SocketLike,
  ) {
    this.connect();
  }

  private connect() {
    this.reconnect = undefined;
    if (this.closed) return;
    this.connections += 1;
    const ws = this.factory(this.url, this.token);
    this.ws = ws;
    ws.onopen = () => this.startHeartbeat();
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onerror = () => this.retry();
    ws.onclose = () => this.retry();
  }

  private startHeartbeat() {
    clearInterval(this.beat);
    this.beat = setInterval(() => {
      this.send({ type: 'heart_beat', data: '-' });
      clearTimeout(this.reply);
      this.reply = setTimeout(() => this.retry(), GRID.replyTimeoutMs);
    }, GRID.heartbeatMs);
  }

  /** Drops the current socket and plans one reconnect in 5 s, unless one is already planned. */
  private retry() {
    clearInterval(this.beat);
    clearTimeout(this.reply);
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onerror = null;
      ws.close();
    }
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => this.connect(), GRID.reconnectMs);
  }

  private receive(text: string) {
    let message: { type?: string; data?: { socketKey?: string; key?: string; args?: unknown[] } };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === 'heart_beat') clearTimeout(this.reply);
    else if (message.type === 'update_vxe_table' && message.data?.socketKey) {
      const [row, caseId] = message.data.args ?? [];
      if (row && typeof row === 'object' && 'id' in row) for (const l of this.tables.get(message.data.socketKey) ?? []) l(row as GridRow, String(caseId ?? ''));
    } else if (message.type === 'common_send_date' && message.data?.key) {
      for (const l of this.common.get(message.data.key) ?? []) l(...(message.data.args ?? []));
    }
  }

  private send(message: object) {
    if (this.ws?.readyState === OPEN) this.ws.send(JSON.stringify(message));
  }

  /** Tells the other pages that a row of the table `socketKey` changed. */
  sendRow(socketKey: string, row: GridRow, caseId: string) {
    this.send({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } });
  }

  /** Sends a common_send_date message to the listeners of `key` on the other pages. */
  sendCommon(key: string, ...args: unknown[]) {
    this.send({ type: 'common_send_date', data: { key, args } });
  }

  onTable(socketKey: string, listener: RowListener): () => void {
    return subscribe(this.tables, socketKey, listener);
  }

  onCommon(key: string, listener: CommonListener): () => void {
    return subscribe(this.common, key, listener);
  }

  close() {
    this.closed = true;
    clearTimeout(this.reconnect);
    this.retry();
  }
}

function subscribe<L>(map: Map<string, Set<L>>, key: string, listener: L): () => void {
  const set = map.get(key) ?? new Set<L>();
  map.set(key, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** This page's id on the channel: one per page load, so its own updates can be told apart. */
export const PAGE_ID = Math.random().toString(36).slice(2, 12);
let shared: VxeSocket | null = null;

/**
 * The page's one socket to `/vxeSocket/{userId}/{pageId}`, opened on first use; null when nobody is signed in.
 * @example pageSocket()?.onCommon('reloadMachines', reload)
 */
export function pageSocket(): VxeSocket | null {
  const user = session.userInfo();
  const token = session.token();
  if (!user || !token) return null;
  if (!shared) {
    const base = new URL(API_BASE, window.location.href);
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    shared = new VxeSocket(`${base.href.replace(/\/$/, '')}/vxeSocket/${encodeURIComponent(user.id)}/${PAGE_ID}`, token);
  }
  return shared;
}
