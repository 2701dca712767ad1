/** The envelope every JSON answer travels in (DESIGN.md §4). */
export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Codes shared by HTTP status and envelope `code`. */
export const ResultCode = {
  OK: 200,
  PARTIAL: 201,
  BAD_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** a request body that stopped arriving (an upload left hanging) */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  CAPTCHA: 412,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
} as const;

/** Paged list answer: `result` of every `…/list` call. */
export interface PageResult<T> {
  records: T[];
  /** the matching rows; with `totalExact` false a lower bound (counting stopped a few pages past this page) */
  total: number;
  /** false when `total` is only "at least"; a list call with `totalExact=true` always counts exactly */
  totalExact: boolean;
  size: number;
  current: number;
  pages: number;
}
