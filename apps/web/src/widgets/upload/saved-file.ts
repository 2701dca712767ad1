import type { UploadFile } from 'antd';
import { splitPaths } from './static-url';
import { pathOf } from './upload-request';
import type { UploadedFile } from './uploaded-file';

/** A saved file record (spec widgets §3 "A saved file record has fileName, filePath, fileSize"). */
export interface SavedFile {
  fileName: string;
  filePath: string;
  fileSize: number;
}

const isSavedFile = (v: unknown): v is SavedFile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SavedFile).filePath === 'string' &&
  (v as SavedFile).filePath !== '';

/**
 * The records of a value saved as records: a JSON array string (what a form field stores) or the
 * array itself; null when the value is not in that form (comma-joined paths, empty).
 * @example parseSavedFiles('[{"fileName":"a.pdf","filePath":"temp/a_….pdf","fileSize":1024}]') // [{ fileName: 'a.pdf', … }]
 */
export function parseSavedFiles(value: unknown): SavedFile[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim().startsWith('[')) return null;
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(list) ? list.filter(isSavedFile) : null;
}

/** The stored files of a value in either form: records, or comma-joined paths (no name or size known). */
export function storedFiles(value: unknown): { path: string; name?: string; size?: number }[] {
  const records = parseSavedFiles(value);
  if (records) return records.map((r) => ({ path: r.filePath, name: r.fileName, size: r.fileSize }));
  return splitPaths(value).map((path) => ({ path }));
}

/** The finished items of an upload list as saved records, in their order. @example savedFilesOf(files) */
export function savedFilesOf(files: UploadFile[]): SavedFile[] {
  const out: SavedFile[] = [];
  for (const f of files) {
    const path = pathOf(f);
    if (path) out.push({ fileName: f.name, filePath: path, fileSize: f.size ?? 0 });
  }
  return out;
}

/** A grid upload cell's value as the record a save sends, or null while it is not stored. @example savedFileOf(cell) */
export function savedFileOf(file: UploadedFile | null): SavedFile | null {
  return file?.status === 'done' && file.path
    ? { fileName: file.name, filePath: file.path, fileSize: file.size ?? 0 }
    : null;
}
