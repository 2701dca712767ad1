import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TFunction } from 'i18next';
import type { CellError, GridRow } from '@weld/core';
import type { EditableGridHandle } from '../../../../../widgets/editable-grid';
import type { SubError } from './sub-errors';

interface Targets {
  grids: Record<string, EditableGridHandle | null>;
  forms: Record<string, FormInstance | null>;
  /** the grid rows the refused save sent, by sub table */
  sent: Record<string, GridRow[]>;
  message: MessageInstance;
  t: TFunction;
}

/**
 * Shows the server's refusals of sub rows where they are: at the grid cell of the row sent at that index (the
 * first one opened), at a one-to-one section's field, or as a notice when it names the table or a row only.
 * @example showServerErrors(subErrorsOf(e, tables), { grids, forms, sent, message, t })
 */
export function showServerErrors(errors: SubError[], { grids, forms, sent, message, t }: Targets): void {
  const cells = new Map<string, Map<string, CellError>>();
  let first: { table: string; key: string } | null = null;
  for (const error of errors) {
    const grid = grids[error.table];
    const form = forms[error.table];
    const row = error.index !== undefined ? sent[error.table]?.[error.index] : undefined;
    if (grid && row && error.field) {
      const key = `${row.id}:${error.field}`;
      const map = cells.get(error.table) ?? new Map<string, CellError>();
      map.set(key, { message: 'web.cgformSub.serverCell', params: { text: error.message } });
      cells.set(error.table, map);
      first ??= { table: error.table, key };
    } else if (form && error.field) form.setFields([{ name: error.field, errors: [error.message] }]);
    else void message.error(error.message || t('web.http.unknown'));
  }
  for (const [table, map] of cells) grids[table]?.store.replaceErrors(map);
  if (first) grids[first.table]?.store.showError(first.key);
}
