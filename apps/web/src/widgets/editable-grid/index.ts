import { lazyWidget } from '../lazy-widget';

export type { EditableGridHandle, EditableGridProps } from './editable-grid';
export type { WebGridColumn, SlotContext } from './grid-types';
export { collectFormAndTables, SubTableInvalid } from './collect-values';

/**
 * The editable grid, loaded with its texts on first use.
 * @example <LazyEditableGrid columns={columns} dataSource={rows} />
 */
export const LazyEditableGrid = lazyWidget(() => import('./editable-grid').then((m) => m.EditableGrid));
