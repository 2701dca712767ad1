import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Row } from './resource-api';

/** The URL parameter a notice (openType component) names its record by (spec shell: busId as form id). */
export const BUS_ID = 'busId';

/**
 * Opens the record a notice points at: when the page's URL carries `?busId=<id>`, the record is read and
 * shown in the detail view, once; the parameter then leaves the URL, so closing the view or paging does not
 * bring it back. A record the caller may not see is reported by the HTTP client like any refused read.
 * @example useBusIdRecord(enabled, table.api.queryById, form.openDetail)
 */
export function useBusIdRecord(enabled: boolean, read: (id: string) => Promise<Row>, open: (row: Row) => void): void {
  const [params, setParams] = useSearchParams();
  const busId = enabled ? params.get(BUS_ID) : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!busId || handled.current === busId) return;
    handled.current = busId;
    void read(busId).then(open, () => undefined).finally(() => setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(BUS_ID);
      return next;
    }, { replace: true }));
  }, [busId, read, open, setParams]);
}
