import { GRID, type GridRow } from '@weld/core';
import { API_BASE } from '../../lib/env';
import { session } from '../../lib/session';
import { ReconnectingSocket, socketUrl } from '../../lib/reconnecting-socket';
import type { SocketFactory } from '../../lib/reconnecting-socket';

/** A row update from another page: the row and the case id of the grid that sent it. */
export type RowListener = (row: Partial<GridRow> & { id: string }, caseId: string) => void;
type CommonListener = (...args: unknown[]) => void;

export type { SocketFactory, SocketLike } from '../../lib/reconnecting-socket';

/**
 * The live-update channel of one page (spec widgets §4): heartbeat every 10 s, a reply expected within
 * 6 s; on timeout, error or close it reconnects after 5 s, one reconnect pending at a time.
 * update_vxe_table goes to the grids with that socketKey, common_send_date to the listeners of its key.
 * @example const socket = new VxeSocket(url, token); socket.onTable('weld-sequence', merge)
 */
export class VxeSocket extends ReconnectingSocket {
  private tables = new Map<string, Set<RowListener>>();
  private common = new Map<string, Set<CommonListener>>();

  constructor(url: string, token: string, factory?: SocketFactory) {
    super(
      url,
      token,
      { heartbeatMs: GRID.heartbeatMs, replyTimeoutMs: GRID.replyTimeoutMs, reconnectMs: GRID.reconnectMs },
      factory,
    );
    this.start();
  }

  protected heartbeat(): string {
    return JSON.stringify({ type: 'heart_beat', data: '-' });
  }

  protected receive(text: string): void {
    let message: { type?: string; data?: { socketKey?: string; key?: string; args?: unknown[] } };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === 'update_vxe_table' && message.data?.socketKey) {
      const [row, caseId] = message.data.args ?? [];
      if (row && typeof row === 'object' && 'id' in row)
        for (const l of this.tables.get(message.data.socketKey) ?? [])
          l(row as GridRow, String(caseId ?? ''));
    } else if (message.type === 'common_send_date' && message.data?.key) {
      for (const l of this.common.get(message.data.key) ?? []) l(...(message.data.args ?? []));
    }
  }

  private send(message: object) {
    this.sendText(JSON.stringify(message));
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
    shared = new VxeSocket(
      socketUrl(API_BASE, `/vxeSocket/${encodeURIComponent(user.id)}/${PAGE_ID}`),
      token,
    );
  }
  return shared;
}
