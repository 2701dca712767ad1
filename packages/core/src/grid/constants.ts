/** Editable grid constants of spec widgets §9. */
export const GRID = {
  rowHeight: 61,
  maxHeight: 400,
  overscanRows: 9,
  columnWidth: 120,
  seqWidth: 60,
  selectionWidth: 40,
  selectionWidthWithStatistics: 60,
  minWidth: { datetime: 190, sel_user: 190, sel_depart: 190, date: 135 } as Record<string, number>,
  fixedWidth: { datetime: 200, sel_user: 220, sel_depart: 160 } as Record<string, number>,
  inputPop: { width: 300, height: 210 },
  fileNameEllipsis: 5,
  addCount: 1,
  addPosition: 0,
  dragSortKey: 'orderNum',
  rowKey: 'id',
  rowKeyMax: 50,
  insertThrottleMs: 1500,
  flashMs: 1400,
  /** a new data source fades its rows in for this long (the reload effect) */
  reloadEffectMs: 1400,
  blurValidateMs: 100,
  /** the grid counts as scrolling until this long after the last scroll event */
  scrollResetMs: 100,
  subTableSpace: 350,
  subTableRetries: 3,
  subTableRetryMs: 100,
  detailsWidth: 1200,
  dateFormat: 'YYYY-MM-DD',
  datetimeFormat: 'YYYY-MM-DD HH:mm:ss',
  timeFormat: 'HH:mm:ss',
  sizes: ['medium', 'small', 'mini', 'tiny'] as const,
  heartbeatMs: 10000,
  replyTimeoutMs: 6000,
  reconnectMs: 5000,
} as const;

export type GridSize = (typeof GRID.sizes)[number];
