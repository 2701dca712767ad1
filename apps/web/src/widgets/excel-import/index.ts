import { lazyWidget } from '../lazy-widget';

export type { ExcelImportModalProps } from './excel-import-modal';
export type { ImportFields, ImportOutcome, ImportReport } from './import-request';

/**
 * 导入EXCEL, loaded with its texts the first time a screen opens it.
 * @example {open && <ExcelImportModal open url={urls.importExcel} onOk={refresh} onCancel={close} />}
 */
export const ExcelImportModal = lazyWidget(
  () => import('./excel-import-modal').then((m) => m.ExcelImportModal),
  null,
);
