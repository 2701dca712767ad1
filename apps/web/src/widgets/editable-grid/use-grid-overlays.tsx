import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TFunction } from 'i18next';
import type { GridRow } from '@weld/core';
import type { DictOption } from '../../lib/use-dict-options';
import { DetailsModal } from './details-modal';
import type { GridStore } from './grid-store';
import type { WebGridColumn } from './grid-types';
import { SubTablePopover, findRowElement, subTablePlacement, type SubTableAnchor } from './sub-table-popover';

interface Options {
  store: GridStore;
  t: TFunction;
  message: MessageInstance;
  scroller: RefObject<HTMLDivElement | null>;
  fixedWidth: number;
  columns: WebGridColumn[];
  options: Record<string, DictOption[]>;
  placeholders: Record<string, string>;
  disabled: boolean;
  subTable?: (row: GridRow) => ReactNode;
  loadChildren?: (parentId: string) => Promise<unknown>;
  onChange(rowId: string, key: string, value: unknown): void;
  onBlur(rowId: string, key: string): void;
}

/**
 * What opens over the grid: the 子表 popover, the 详细信息 modal, and tree rows loading their children.
 * @example const overlays = useGridOverlays({ store, t, message, scroller, ... }); <>{overlays.nodes}</>
 */
export function useGridOverlays(o: Options) {
  const { store, t, message, scroller, fixedWidth, loadChildren } = o;
  const [anchor, setAnchor] = useState<SubTableAnchor | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const openSubTable = useCallback(
    async (rowId: string, clickY: number) => {
      const el = await findRowElement(scroller.current, rowId);
      if (!el) {
        void message.error(t('web.grid.subTableFailed'));
        return;
      }
      const rect = el.getBoundingClientRect();
      setAnchor({
        rowId,
        left: rect.left + fixedWidth,
        top: clickY,
        bottom: clickY,
        placement: subTablePlacement(clickY, window.innerHeight),
      });
    },
    [scroller, message, t, fixedWidth],
  );

  const toggleTree = useCallback(
    async (rowId: string, open: boolean) => {
      if (!open) return store.collapse(rowId);
      if (!loadChildren) return;
      try {
        if ((await store.expand(rowId, loadChildren)) === 'bad')
          void message.error(t('web.grid.treeBadAnswer'));
      } catch (e) {
        void message.error(e instanceof Error ? e.message : String(e));
      }
    },
    [store, loadChildren, message, t],
  );

  const closeSubTable = useCallback(() => setAnchor(null), []);
  const subRow = anchor ? store.rows[store.indexOf(anchor.rowId)] : undefined;
  const detailsRow = detailsId ? (store.rows[store.indexOf(detailsId)] ?? null) : null;
  const nodes = (
    <>
      {anchor && subRow && o.subTable && (
        <SubTablePopover anchor={anchor} title={t('web.grid.subTable')} onClose={closeSubTable}>
          {o.subTable(subRow)}
        </SubTablePopover>
      )}
      <DetailsModal
        row={detailsRow}
        columns={o.columns}
        options={o.options}
        placeholders={o.placeholders}
        disabled={o.disabled}
        onChange={o.onChange}
        onBlur={o.onBlur}
        onClose={() => setDetailsId(null)}
      />
    </>
  );
  return { openSubTable, toggleTree, openDetails: setDetailsId, nodes };
}
