import { lazyWidget } from '../lazy-widget';
import type { PopupReportModalProps } from './popup-report-modal';

/**
 * The popup report picker, fetched on first use (its table and search form stay out of every form's chunk).
 * @example {asked && <LazyPopupReportModal open code="sys_user" onOk={fill} onCancel={close} />}
 */
export const LazyPopupReportModal = lazyWidget<PopupReportModalProps>(() =>
  import('./popup-report-modal').then((m) => m.PopupReportModal),
);
