import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow, PublishedSubTable } from '@weld/core';
import { LazyEditableGrid } from '../../../../../widgets/editable-grid';
import type { Row } from '../../../../../kit/resource-api';
import { subFormFields } from './sub-fields';
import { subGridColumns } from './sub-grid-columns';
import type { SubTablesController } from './use-sub-tables';

/** The grid's height in the form: about six rows, then it scrolls. */
const GRID_HEIGHT = 420;

/**
 * A one-to-many sub table as the product's editable grid: add, insert, remove, move and drag sort, each cell
 * checked by its field's rules; the save guard collects it through its handle.
 * @example <SubGrid sub={passes} controller={subs} rows={rows.ext_pass} />
 */
export function SubGrid({
  sub,
  controller,
  rows,
}: {
  sub: PublishedSubTable;
  controller: SubTablesController;
  rows: Row[];
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => subGridColumns(sub, subFormFields(sub), t), [sub, t]);
  const data = useMemo<GridRow[]>(() => rows.map((r) => ({ ...r, id: String(r.id) })), [rows]);
  const { grids } = controller;
  return (
    <LazyEditableGrid
      ref={(handle) => {
        grids[sub.tableName] = handle;
        return () => {
          grids[sub.tableName] = null;
        };
      }}
      columns={columns}
      dataSource={data}
      dragSort
      size="small"
      maxHeight={GRID_HEIGHT}
      toolbar={['add', 'remove', 'clearSelection']}
    />
  );
}
