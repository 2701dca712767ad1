import type { UploadFile } from 'antd';
import { API_BASE } from '../../lib/env';
import { storedLocale } from '../../lib/i18n/locale-store';
import { session } from '../../lib/session';
import { displayName, staticUrl } from './static-url';

/** The upload endpoint (DESIGN §4). */
export const UPLOAD_URL = `${API_BASE}/sys/common/upload`;

/**
 * The headers the one HTTP client sends, for antd's own XHR upload: fetch cannot report upload
 * progress, so uploads are the one call that does not go through lib/http.
 */
export function uploadHeaders(withToken = true): Record<string, string> {
  const headers: Record<string, string> = {
    'tenant-id': String(session.tenantId() || 0),
    'X-Lang': storedLocale(),
  };
  const token = session.token();
  // spec widgets §6: a grid column sends the token only when it sets `token`
  if (token && withToken) headers['X-Access-Token'] = token;
  return headers;
}

/** The server's answer to an upload: the stored path in `message` when `success`. */
interface UploadAnswer {
  success?: boolean;
  message?: string;
  settled?: boolean;
}

/** Where the answer carries the stored path (a column's responseName; spec widgets §7: default message). */
export const DEFAULT_RESPONSE_NAME = 'message';

/**
 * An upload item after antd's XHR has answered: done with its stored path, or error with the
 * server's message (`null` message: none was sent, the widget shows 未知错误).
 */
export function settle(file: UploadFile, responseName = DEFAULT_RESPONSE_NAME): UploadFile {
  if (file.status !== 'done' && file.status !== 'error') return file;
  const answer = (file.response ?? {}) as UploadAnswer & Record<string, unknown>;
  // an item settled before (or stored) carries the path in message already
  const path = answer.settled ? answer.message : answer[responseName];
  if (file.status === 'done' && answer.success && typeof path === 'string' && path) {
    // kept as { success, message: path } whatever the field was, so pathOf reads one place
    return {
      ...file,
      status: 'done',
      url: staticUrl(path),
      response: { success: true, message: path, settled: true },
      error: undefined,
    };
  }
  return {
    ...file,
    status: 'error',
    response: { message: typeof answer.message === 'string' && answer.message ? answer.message : null },
  };
}

/** The stored path of a finished item: the server's answer, kept as the item's response (antd carries it along). */
export function pathOf(file: UploadFile): string | undefined {
  const answer = (file.response ?? {}) as UploadAnswer;
  return file.status === 'done' && answer.success && answer.message ? answer.message : undefined;
}

/** An item for a path already stored, shaped as if it had just been uploaded. */
export function storedItem(path: string, index: number): UploadFile {
  return {
    uid: `stored-${index}-${path}`,
    name: displayName(path),
    status: 'done',
    url: staticUrl(path),
    response: { success: true, message: path, settled: true },
  };
}

/** The server's message of a failed item, or null. */
export const errorOf = (file: UploadFile): string | null =>
  ((file.response ?? {}) as { message?: string | null }).message ?? null;
