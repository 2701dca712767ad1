import { http } from '../../lib/http';

/** An import error report (spec widgets §3 "Import response"): fileUrl lies under /sys/common/static. */
export interface ImportReport {
  msg: string;
  fileUrl: string;
  fileName: string;
}

/** What importing one file came to: every row written, or some refused with a downloadable report. */
export type ImportOutcome = { kind: 'done'; message: string } | ({ kind: 'partial' } & ImportReport);

/** The optional fields of an import call (spec widgets §7). */
export interface ImportFields {
  /** 0 or 1, sent by the online-form import only */
  validateStatus?: 0 | 1;
  isSingleTableImport?: boolean;
  foreignKeys?: string;
}

/**
 * Posts one spreadsheet as `files[]` with the optional fields; code 201 is a partial import. A refusal
 * throws with the server's message (silent: the dialog shows it beside the file's name).
 * @example const outcome = await postImport('/sys/position/importExcel', file, { validateStatus: 1 })
 */
export async function postImport(url: string, file: File, fields: ImportFields = {}): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('files[]', file, file.name);
  if (fields.validateStatus !== undefined) form.append('validateStatus', String(fields.validateStatus));
  if (fields.isSingleTableImport !== undefined)
    form.append('isSingleTableImport', String(fields.isSingleTableImport));
  if (fields.foreignKeys) form.append('foreignKeys', fields.foreignKeys);
  const res = await http.post<ImportReport | null>(url, form, { silent: true });
  if (!res.success) throw new Error(res.message);
  if (res.code === 201 && res.result) return { kind: 'partial', ...res.result };
  return { kind: 'done', message: res.message };
}
