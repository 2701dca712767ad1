/** The error catalogue of spec shell §8, as data: what went wrong, independent of how it is shown. */
export type FailureKind =
  'forbidden' | 'notFound' | 'timeout' | 'unauthorized' | 'expired' | 'network' | 'other';

export interface HttpFailure {
  kind: FailureKind;
  status: number;
  /** the server's message, when it sent one */
  message: string;
  /** whether the request carried a token; 401 and token expiry only log out a signed-in user */
  hadToken: boolean;
  /** the envelope's `result` of a failed answer (per-field errors of a rejected write) */
  result?: unknown;
}

/** The server's text for an expired token, in any of the three languages. */
const TOKEN_EXPIRED = /token\s*(失效|expired|过期|истек)|登录已过期|session expired/i;

export function classifyFailure(status: number, message: string, hadToken: boolean): FailureKind {
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 504) return 'timeout';
  if (status === 401) return 'unauthorized';
  if (status === 500 && hadToken && TOKEN_EXPIRED.test(message)) return 'expired';
  if (status === 0) return 'network';
  return 'other';
}

export class HttpError extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message || failure.kind);
    this.name = 'HttpError';
  }
}

/** A successful HTTP answer whose envelope says the call failed (success false). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
