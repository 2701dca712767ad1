export { PopupInput, type PopupInputProps } from './popup-input';
export { LazyPopupReportModal } from './lazy-modal';
export type { PopupReportModalProps } from './popup-report-modal';
