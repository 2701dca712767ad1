import type { Params } from '../../../../lib/http';
import { session } from '../../../../lib/session';

/** Where a report's print view lives (widgets.md §7 "Report print url": the report id and a token). */
export const REPORT_PRINT_PATH = '/online/cgreport/print/';

/**
 * The print url of a report under a query: the id in the path, the caller's token and the query's values in the
 * search, so the page prints what the list shows.
 * @example window.open(printUrl(info.id, { self_line: 'A' }))
 */
export function printUrl(id: string, query: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const token = session.token();
  if (token) search.set('token', token);
  return `${REPORT_PRINT_PATH}${encodeURIComponent(id)}?${search.toString()}`;
}

/** Whether a path is a report's print view, which brings its token (the guard lets its page decide). */
export const isReportPrintPath = (path: string) => path.startsWith(REPORT_PRINT_PATH);
