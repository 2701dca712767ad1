import { useEffect, useState } from 'react';
import type { PlcLiveValue } from '@weld/core';
import { API_BASE } from '../../../lib/env';
import { session } from '../../../lib/session';

export interface PlcLive {
  /** the socket is open and subscribed */
  connected: boolean;
  status: 'online' | 'offline' | null;
  lastSeen: string | null;
  /** newest values by point id, only those pushed since the screen opened */
  values: Record<string, PlcLiveValue>;
}

type Message =
  | { type: 'subscribed'; status: 'online' | 'offline'; lastSeen: string | null }
  | { type: 'status'; status: 'online' | 'offline'; lastSeen: string | null }
  | { type: 'values'; values: PlcLiveValue[]; lastSeen: string };

const RECONNECT_MS = 5000;
const HEARTBEAT_MS = 20_000;
const EMPTY: PlcLive = { connected: false, status: null, lastSeen: null, values: {} };

function liveUrl(userId: string): string {
  const base = new URL(API_BASE, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.href.replace(/\/$/, '')}/weld/plc/live/${encodeURIComponent(userId)}`;
}

/**
 * Live status and values of one workstation over `/weld/plc/live/{userId}` (token as sub-protocol);
 * reconnects 5 s after a drop, and starts afresh when the workstation changes.
 * @example const live = usePlcLive(selected?.id ?? null)
 */
export function usePlcLive(workstationId: string | null, onStatus?: () => void): PlcLive {
  const [live, setLive] = useState<PlcLive>(EMPTY);
  useEffect(() => {
    setLive(EMPTY);
    const user = session.userInfo();
    const token = session.token();
    if (!workstationId || !user || !token) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;
    const connect = () => {
      const ws = new WebSocket(liveUrl(user.id), [token]);
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ cmd: 'subscribe', workstationId }));
        beat = setInterval(() => ws.send('HeartBeat'), HEARTBEAT_MS);
      };
      ws.onmessage = (e) => {
        const message = JSON.parse(String(e.data)) as Message;
        if (message.type === 'subscribed')
          setLive((l) => ({ ...l, connected: true, status: message.status, lastSeen: message.lastSeen }));
        else if (message.type === 'status') {
          setLive((l) => ({ ...l, status: message.status, lastSeen: message.lastSeen ?? l.lastSeen }));
          onStatus?.();
        } else if (message.type === 'values') {
          setLive((l) => ({
            ...l,
            status: 'online',
            lastSeen: message.lastSeen,
            values: { ...l.values, ...Object.fromEntries(message.values.map((v) => [v.pointId, v])) },
          }));
        }
      };
      ws.onclose = () => {
        clearInterval(beat);
        setLive((l) => ({ ...l, connected: false }));
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(beat);
      socket?.close();
    };
    // onStatus is a notification only: a new function each render must not reopen the socket
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workstationId]);
  return live;
}
