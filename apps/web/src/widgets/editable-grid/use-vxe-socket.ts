import { useEffect, useMemo } from 'react';
import type { GridRow } from '@weld/core';
import type { GridStore } from './grid-store';
import { pageSocket, type VxeSocket } from './vxe-socket';

const SEND_DELAY_MS = 500;

/**
 * Keeps a grid in step with the same table open on other pages: rows changed elsewhere merge in (their
 * changed cells flash the old value), and rows changed here are sent once typing pauses for 500 ms.
 * @example const notify = useVxeSocket('weld-sequence', store); notify(row)
 */
export function useVxeSocket(
  socketKey: string | undefined,
  store: GridStore,
  socket: () => VxeSocket | null = pageSocket,
): (row: GridRow) => void {
  const caseId = useMemo(() => Math.random().toString(36).slice(2, 10), []);
  const pending = useMemo(() => new Map<string, ReturnType<typeof setTimeout>>(), []);
  useEffect(() => {
    const channel = socketKey ? socket() : null;
    if (!channel || !socketKey) return;
    const off = channel.onTable(socketKey, (row, from) => {
      if (from !== caseId) store.mergeRow(row);
    });
    return () => {
      off();
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, [socketKey, store, caseId, pending, socket]);
  return useMemo(
    () => (row: GridRow) => {
      if (!socketKey) return;
      clearTimeout(pending.get(row.id));
      pending.set(
        row.id,
        setTimeout(() => {
          pending.delete(row.id);
          const latest = store.rows[store.indexOf(row.id)];
          if (latest) socket()?.sendRow(socketKey, latest, caseId);
        }, SEND_DELAY_MS),
      );
    },
    [socketKey, store, caseId, pending, socket],
  );
}
