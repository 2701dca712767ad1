import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Row } from './resource-api';

/** The URL parameter a notice (openType component) names its record by (spec shell: busId as form id). */
export const BUS_ID = 'busId';

/**
 * Opens the record a notice points at: when the page's URL carries `?busId=<id>`, the record is read and
 * shown in the detail view, once per page visit. The parameter stays in the address, so the address is a
 * link to the record; the list's own paging and searching write the URL afresh without it. A record the
 * caller may not see is reported by the HTTP client like any refused read.
 * @example useBusIdRecord(enabled, table.api.queryById, form.openDetail)
 */
export function useBusIdRecord(
  enabled: boolean,
  read: (id: string) => Promise<Row>,
  open: (row: Row) => void,
): void {
  const [params] = useSearchParams();
  const busId = enabled ? params.get(BUS_ID) : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!busId || handled.current === busId) return;
    handled.current = busId;
    void read(busId).then(open, () => undefined);
  }, [busId, read, open]);
}
