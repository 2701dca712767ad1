import { lazyWidget } from '../lazy-widget';

export type { EditableGridHandle, EditableGridProps } from './editable-grid';
export type { WebGridColumn, SlotContext } from './grid-types';
export { collectFormAndTables, CollectValuesMisuse, SubTableInvalid, type FormLike } from './collect-values';
export { TreeRemoveUnsupported } from './use-grid-actions';

/**
 * The editable grid, loaded with its texts on first use.
 * @example <LazyEditableGrid columns={columns} dataSource={rows} />
 */
export const LazyEditableGrid = lazyWidget(() => import('./editable-grid').then((m) => m.EditableGrid));
