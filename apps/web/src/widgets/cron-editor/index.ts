import { lazyWidget } from '../lazy-widget';

export type { CronInputProps } from './cron-input';
export type { CronModalProps } from './cron-modal';
export type { CronEditorProps } from './cron-editor';

/** Lazy {@link import('./cron-input').CronInput}: code and texts load on first use. @example <CronInput value={v} onChange={setV} /> */
export const CronInput = lazyWidget(() => import('./cron-input').then((m) => m.CronInput));
/** Lazy {@link import('./cron-modal').CronModal}. @example <CronModal open value={v} variant="wide" onOk={setV} onCancel={close} /> */
export const CronModal = lazyWidget(() => import('./cron-modal').then((m) => m.CronModal));
/** Lazy {@link import('./cron-editor').CronEditor}. @example <CronEditor value={v} onChange={setV} /> */
export const CronEditor = lazyWidget(() => import('./cron-editor').then((m) => m.CronEditor));
