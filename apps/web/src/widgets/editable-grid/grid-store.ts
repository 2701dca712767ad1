import {
  GRID,
  descendantCount,
  treeChildren,
  type TreeMarks,
  isRowDisabled,
  newRow,
  orderValues,
  removeRows,
  renumber,
  sortRows,
  validateCell,
  validateCellSync,
  type CellError,
  type DisabledRows,
  type GridColumn,
  type GridRow,
} from '@weld/core';

import { childRows, loadingRow } from './grid-tree';

type Listener = () => void;

/**
 * The grid's rows, selection, errors and flashes outside React, so a keystroke re-renders one row and
 * not 100,000: cells write here, each row listens to its own id, and the grid listens to `version`.
 * @example const store = new GridStore(columns, rows); store.setCell(id, 'current', 120)
 */
export class GridStore {
  rows: GridRow[];
  removedIds: string[] = [];
  selected = new Set<string>();
  errors = new Map<string, CellError>();
  /** old values shown for 1.4 s after an update from outside, by `rowId:key` */
  flashes = new Map<string, unknown>();
  /** the `rowId:key` whose tooltip stays open after collecting values failed, until that cell is edited */
  shownError: string | null = null;
  version = 0;
  private index: Map<string, number> | null = null;
  private listeners = new Set<Listener>();
  private dataRows = { version: -1, count: 0 };

  constructor(
    public columns: GridColumn[],
    rows: GridRow[],
    public disabledRows?: DisabledRows,
    public sortKey?: string,
  ) {
    this.rows = rows;
  }

  /** bumped on every change; the footer follows it, the grid itself only follows `version` */
  cellVersion = 0;
  private cellListeners = new Set<Listener>();
  /** by row id: a typed character wakes its own row only, not every row in view */
  private rowListeners = new Map<string, Set<Listener>>();
  /** by row id, bumped when the row's errors or flashes change: its status, which the row object does not show */
  private revisions = new Map<string, number>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  /** For what must follow each typed character: a row's cells and the statistics footer. */
  subscribeCells = (listener: Listener) => {
    this.cellListeners.add(listener);
    return () => this.cellListeners.delete(listener);
  };

  getCellVersion = () => this.cellVersion;

  /** For one row: its values changed, or anything did (a structure change may move it). */
  subscribeRow(id: string, listener: Listener) {
    let set = this.rowListeners.get(id);
    if (!set) this.rowListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.rowListeners.delete(id);
    };
  }

  rowRevision(id: string): number {
    return this.revisions.get(id) ?? 0;
  }

  /** A row's status changed (an error or a flash): that row re-renders, the grid does not. */
  private touchRow(id: string) {
    this.revisions.set(id, this.rowRevision(id) + 1);
    this.emitCells(id);
  }

  /** Rows holding data: a tree row's 'loading...' stand-in does not count (kept per version, not counted per render). */
  dataRowCount(): number {
    if (this.dataRows.version !== this.version) {
      let n = 0;
      for (const r of this.rows) if (!r._placeholder) n += 1;
      this.dataRows = { version: this.version, count: n };
    }
    return this.dataRows.count;
  }

  /** Opens a cell's tooltip (the first failure after collecting), or closes it with null. */
  showError(key: string | null) {
    if (this.shownError === key) return;
    this.shownError = key;
    this.emit();
  }

  /** A change of rows, selection, errors or flashes: the whole grid re-renders. */
  emit() {
    this.version += 1;
    this.emitCells();
    for (const set of [...this.rowListeners.values()]) for (const l of [...set]) l();
    for (const l of this.listeners) l();
  }

  private emitCells(rowId?: string) {
    this.cellVersion += 1;
    if (rowId !== undefined) for (const l of [...(this.rowListeners.get(rowId) ?? [])]) l();
    for (const l of this.cellListeners) l();
  }

  indexOf(id: string): number {
    if (!this.index) this.index = new Map(this.rows.map((r, i) => [r.id, i]));
    return this.index.get(id) ?? -1;
  }

  /** Replaces all rows (a new data source); selection and errors start over. */
  setRows(rows: GridRow[]) {
    this.rows = rows;
    this.index = null;
    this.selected.clear();
    this.replaceErrors(new Map());
  }

  /** All errors at once (collecting values): the rows whose errors come or go re-render. */
  replaceErrors(errors: Map<string, CellError>) {
    for (const k of [...this.errors.keys(), ...errors.keys()]) {
      const id = k.slice(0, k.lastIndexOf(':'));
      this.revisions.set(id, this.rowRevision(id) + 1);
    }
    this.errors = errors;
    this.emit();
  }

  private restructure(rows: GridRow[]) {
    this.rows = this.sortKey ? renumber(rows, this.sortKey) : rows;
    this.index = null;
    this.emit();
  }

  /** Writes one cell: the row object is replaced and only that row and the footer hear it. */
  setCell(id: string, key: string, value: unknown) {
    const i = this.indexOf(id);
    if (i < 0 || this.rows[i][key] === value) return;
    this.rows[i] = { ...this.rows[i], [key]: value };
    this.emitCells(id);
  }

  /** Merges values into a row (a live update): changed cells flash their old value for 1.4 s. */
  mergeRow(values: Partial<GridRow> & { id: string }, flash = true) {
    const i = this.indexOf(values.id);
    if (i < 0) return false;
    const old = this.rows[i];
    this.rows[i] = { ...old, ...values };
    if (flash) {
      const keys = Object.keys(values).filter((k) => k !== 'id' && old[k] !== values[k]);
      for (const k of keys) this.flashes.set(`${old.id}:${k}`, old[k]);
      setTimeout(() => {
        for (const k of keys) this.flashes.delete(`${old.id}:${k}`);
        this.touchRow(old.id);
      }, GRID.flashMs);
    }
    this.emit();
    return true;
  }

  addRows(count: number, index: number, values: Record<string, unknown> = {}): GridRow[] {
    // isOrder columns continue from the column's largest number, whatever the values passed in
    const orders = orderValues(this.columns, this.rows, count);
    const added = orders.map((order) => newRow(this.columns, { ...values, ...order }));
    const next = [...this.rows];
    next.splice(index, 0, ...added);
    this.restructure(next);
    return added;
  }

  remove(ids: string[]) {
    const { rows, removedIds } = removeRows(this.rows, ids, this.removedIds);
    this.removedIds = removedIds;
    for (const id of ids) this.selected.delete(id);
    this.restructure(rows);
  }

  move(from: number, to: number) {
    const next = [...this.rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    this.restructure(next);
  }

  /** Orders the rows by `column=asc|desc` (a header click); drag-sort numbers follow the new order. */
  sort(sort: string) {
    this.restructure(sortRows(this.rows, sort, this.columns));
  }

  isDisabled = (row: GridRow) => isRowDisabled(row, this.disabledRows);

  toggle(id: string, on: boolean) {
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.emit();
  }

  selectAll = (on: boolean) => {
    this.selected.clear();
    if (on) for (const r of this.rows) if (!this.isDisabled(r)) this.selected.add(r.id);
    this.emit();
  };

  selectableCount(): number {
    if (!this.disabledRows) return this.rows.length;
    let n = 0;
    for (const r of this.rows) if (!this.isDisabled(r)) n += 1;
    return n;
  }

  /**
   * Opens a tree row: a 'loading...' child shows until `load(parentId)` answers; no children makes the row
   * a leaf; an answer that is neither an array nor has records answers 'bad' (返回数据类型不识别).
   */
  async expand(id: string, load: (parentId: string) => Promise<unknown>): Promise<'ok' | 'leaf' | 'bad'> {
    const i = this.indexOf(id);
    const parent = this.rows[i] as GridRow & TreeMarks;
    if (i < 0 || parent._expanded) return 'ok';
    const level = (parent._level ?? 0) + 1;
    const placeholder = loadingRow(id, level, this.columns);
    this.rows[i] = { ...parent, _expanded: true };
    this.rows.splice(i + 1, 0, placeholder);
    this.index = null;
    this.emit();
    let children: GridRow[] | null = null;
    try {
      children = treeChildren(await load(id));
    } finally {
      const at = this.indexOf(placeholder.id);
      if (at >= 0) this.rows.splice(at, 1);
      const p = this.indexOf(id);
      if (p >= 0) {
        const found = children ?? [];
        this.rows[p] = {
          ...this.rows[p],
          _expanded: found.length > 0,
          hasChildren: children ? found.length > 0 : (parent.hasChildren ?? true),
        };
        this.rows.splice(p + 1, 0, ...childRows(found, id, level));
      }
      this.index = null;
      this.emit();
    }
    if (!children) return 'bad';
    return children.length ? 'ok' : 'leaf';
  }

  /** Closes a tree row, dropping its loaded descendants (they load again when reopened). */
  collapse(id: string) {
    const i = this.indexOf(id);
    if (i < 0) return;
    this.rows.splice(i + 1, descendantCount(this.rows, i));
    this.rows[i] = { ...this.rows[i], _expanded: false };
    this.index = null;
    this.emit();
  }

  /** Checks one cell (input, change, blur); async handlers answer later and re-render when they do. */
  validate(id: string, key: string, withHandlers = false) {
    const column = this.columns.find((c) => c.key === key);
    const row = this.rows[this.indexOf(id)];
    if (!column?.validateRules?.length || !row) return;
    const set = (error: CellError | null) => {
      const k = `${id}:${key}`;
      const before = this.errors.get(k);
      if (error) this.errors.set(k, error);
      else this.errors.delete(k);
      if (before?.message !== error?.message) this.touchRow(id);
    };
    const sync = validateCellSync(column, row, this.rows);
    set(sync);
    if (!sync && withHandlers) void validateCell(column, row, this.rows).then(set);
  }
}
