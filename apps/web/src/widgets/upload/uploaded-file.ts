import type { UploadFile } from 'antd';
import { displayName, staticUrl } from './static-url';
import { DEFAULT_RESPONSE_NAME } from './upload-request';

/** A grid upload cell's value (spec widgets §3 "Uploaded file value"). */
export interface UploadedFile {
  name: string;
  type?: string;
  size?: number;
  status: 'uploading' | 'done' | 'error';
  percent?: number;
  /** stored path, once done */
  path?: string;
  url?: string;
  /** the server's message of a failed upload; null: it sent none (shown as 未知错误) */
  message?: string | null;
}

/**
 * A cell's value as a file record: records stay, a stored path or URL becomes a done record.
 * @example toUploaded('temp/a_….pdf') // { name: 'a.pdf', status: 'done', path: 'temp/a_….pdf', url: '/api/…' }
 */
export function toUploaded(value: unknown): UploadedFile | null {
  if (value && typeof value === 'object' && 'status' in value) return value as UploadedFile;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const path = value.trim();
  return { name: displayName(path), status: 'done', path, url: staticUrl(path) };
}

/** The stored path of a cell's value (what a grid saves), or '' while nothing is stored. @example uploadedPath(cell) */
export function uploadedPath(value: unknown): string {
  const file = toUploaded(value);
  return file?.status === 'done' && file.path ? file.path : '';
}

/** antd's XHR item as a cell value: progress while uploading, the path when done, the message when failed. */
export function fromUploadItem(item: UploadFile, responseName = DEFAULT_RESPONSE_NAME): UploadedFile {
  const base = { name: item.name, type: item.type, size: item.size };
  if (item.status === 'uploading')
    return { ...base, status: 'uploading', percent: Math.round(item.percent ?? 0) };
  const answer = (item.response ?? {}) as Record<string, unknown>;
  const path = answer[responseName];
  if (item.status === 'done' && answer.success && typeof path === 'string' && path) {
    return { ...base, status: 'done', percent: 100, path, url: staticUrl(path) };
  }
  return {
    ...base,
    status: 'error',
    message: typeof answer.message === 'string' && answer.message ? answer.message : null,
  };
}
