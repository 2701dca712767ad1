/** One finished request of GET /sys/monitor/httptrace (请求追踪), newest first. */
export interface TraceEntry {
  time: string;
  method: string;
  /** the path without its query string: queries may carry search terms and tokens */
  path: string;
  status: number;
  ms: number;
}
