import { useMemo, useRef, type RefObject } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { TFunction } from 'i18next';
import {
  GRID,
  addPlacement,
  canMove,
  throttleGate,
  validateRows,
  type FirstFailure,
  type GridRow,
} from '@weld/core';
import type { GridStore } from './grid-store';

/** What a form or page can ask of a grid through its ref. */
export interface EditableGridHandle {
  /** validates every cell; on failure scrolls to and shows the first failing cell */
  getValues(): Promise<{ ok: boolean; rows: GridRow[]; removedIds: string[]; first: FirstFailure | null }>;
  /** the rows as they are, without validating */
  getRows(): GridRow[];
  addRows(count?: number, position?: number, values?: Record<string, unknown>): GridRow[];
  /** throws TreeRemoveUnsupported on a tree table */
  removeRows(ids: string[]): void;
  selectedIds(): string[];
  /** merges a row changed elsewhere; its changed cells flash their old values for 1.4 s */
  mergeRow(values: Partial<GridRow> & { id: string }): boolean;
  /** runs the grid's onSave with valid values */
  save(): Promise<boolean>;
  store: GridStore;
}

interface Options {
  store: GridStore;
  t: TFunction;
  message: MessageInstance;
  scroller: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  setSaving(saving: boolean): void;
  addCount?: number;
  addPosition?: number;
  /** a tree table: rows cannot be removed (spec widgets §8) */
  tree?: boolean;
  onValueChange?: (change: { row: GridRow; key: string; value: unknown }) => void;
  onSave?: (values: { rows: GridRow[]; removedIds: string[] }) => Promise<void> | void;
}

/**
 * The grid's behaviour behind its cells and toolbar: writes with validation on input and change, blur
 * validation after 100 ms, add, throttled insert-below (你点击的太快了，请慢点点击!), move, drag, remove,
 * and the imperative handle.
 * @example const actions = useGridActions({ store, t, message, scroller, rowHeight: 61 })
 */
export function useGridActions(o: Options) {
  const latest = useRef(o);
  latest.current = o;
  const gate = useMemo(() => throttleGate(GRID.insertThrottleMs), []);

  return useMemo(() => {
    const { store, setSaving } = o;
    const scrollTo = (index: number) => {
      const el = latest.current.scroller.current;
      if (!el) return;
      const top = index * latest.current.rowHeight;
      if (top < el.scrollTop || top + latest.current.rowHeight > el.scrollTop + el.clientHeight - 40)
        el.scrollTop = Math.max(0, top - latest.current.rowHeight);
    };
    const change = (id: string, key: string, value: unknown) => {
      // no state of the grid changes here: a keystroke must not re-render the grid (the open tooltip closes in the store)
      store.setCell(id, key, value);
      store.validate(id, key);
      if (store.shownError === `${id}:${key}`) store.showError(null);
      const row = store.rows[store.indexOf(id)];
      if (row) latest.current.onValueChange?.({ row, key, value });
    };
    const blur = (id: string, key: string) => {
      setTimeout(() => store.validate(id, key, true), GRID.blurValidateMs);
    };
    const addRows = (
      count = latest.current.addCount ?? GRID.addCount,
      position = latest.current.addPosition ?? GRID.addPosition,
      values?: Record<string, unknown>,
    ) => {
      const place = addPlacement(count, position, store.rows.length);
      const added = store.addRows(place.count, place.index, values);
      setTimeout(() => scrollTo(place.index + place.count - 1), 0);
      return added;
    };
    // a tree table's rows hang under loaded parents: removing one is refused (spec widgets §8)
    const removeRows = (ids: string[]) => {
      if (latest.current.tree) throw new TreeRemoveUnsupported(latest.current.t('web.grid.treeRemove'));
      store.remove(ids);
    };
    const getValues = async () => {
      // a tree row's 'loading...' stand-in is not data
      const rows = store.rows.filter((r) => !r._placeholder);
      const { errors, first } = await validateRows(store.columns, rows);
      store.replaceErrors(errors);
      if (first) {
        scrollTo(store.indexOf(first.rowId));
        store.showError(`${first.rowId}:${first.column}`);
      }
      return { ok: !first, rows, removedIds: store.removedIds, first };
    };
    const handle: EditableGridHandle = {
      getValues,
      getRows: () => store.rows,
      addRows,
      removeRows,
      selectedIds: () => [...store.selected],
      mergeRow: (values) => store.mergeRow(values),
      save: async () => {
        const result = await getValues();
        if (!result.ok) return false;
        setSaving(true);
        try {
          await latest.current.onSave?.({ rows: result.rows, removedIds: result.removedIds });
          void latest.current.message.success(latest.current.t('web.grid.saved'));
          return true;
        } finally {
          setSaving(false);
        }
      },
      store,
    };
    return {
      handle,
      change,
      blur,
      add: () => void addRows(),
      insertBelow: (index: number) => {
        if (!gate()) {
          void latest.current.message.warning(latest.current.t('web.grid.tooFast'));
          return;
        }
        store.addRows(1, index + 1);
      },
      move: (index: number, step: -1 | 1) => {
        if (canMove(index, store.rows.length, step)) store.move(index, index + step);
      },
      drop: (from: number, to: number) => store.move(from, to),
      remove: (ids: string[]) => {
        if (latest.current.tree) void latest.current.message.error(latest.current.t('web.grid.treeRemove'));
        else store.remove(ids);
      },
    };
  }, [o.store, gate]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** What removeRows throws on a tree table, whose rows cannot be removed. */
export class TreeRemoveUnsupported extends Error {
  name = 'TreeRemoveUnsupported';
}
