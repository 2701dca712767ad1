import { http } from '../../../lib/http';
import { API_BASE } from '../../../lib/env';

/** What the manuals upload answers: the stored key and what the server measured of the bytes. */
export interface UploadedManual {
  file: string;
  fileName: string;
  fileSize: number;
  checksum: string;
}

/** The manuals upload endpoint, for antd's XHR upload (it reports progress, fetch cannot). */
export const MANUAL_UPLOAD_URL = `${API_BASE}/weld/manualFile/upload`;
/** The upload folder the server accepts manuals in. */
export const MANUAL_BIZ = 'weldmanual';

/** 文件列表's calls beside the kit's CRUD. */
export const manualFileApi = {
  publish: (id: string) => http.post<null>('/weld/manualFile/publish', { id }),
  archive: (id: string) => http.post<null>('/weld/manualFile/archive', { id }),
  newVersion: (id: string, version: string, file: string) =>
    http.post<{ id: string }>('/weld/manualFile/newVersion', { id, version, file }),
  /** the file as sent for download; the server counts it */
  download: (id: string) => http.download('/weld/manualFile/download', { params: { id } }),
  /** a PDF or image for the preview (not counted) */
  preview: (id: string) => http.blob('/weld/manualFile/preview', { params: { id } }),
};

/** Files that open in the browser: PDFs in a frame, images in the image preview. */
export function previewKind(fileName: unknown): 'pdf' | 'image' | null {
  const ext =
    String(fileName ?? '')
      .split('.')
      .pop()
      ?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  return ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'].includes(ext) ? 'image' : null;
}
