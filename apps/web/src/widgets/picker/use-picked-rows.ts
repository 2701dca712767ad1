import { useEffect, useState, type Key } from 'react';
import { App, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '@weld/core';
import { useSearchRefetch } from '../../lib/use-search-refetch';
import { pageTotal } from '../page-total';

// a type, not an interface, so that a page fits the http client's Params
export type PickerPage = { pageNo: number; pageSize: number };

/** The props of a picker dialog built on usePickedRows. */
export interface PickerDialogProps<T> {
  open: boolean;
  multiple?: boolean;
  /** chosen before opening */
  initial?: T[];
  onOk(rows: T[]): void;
  onCancel(): void;
}

interface Options<Row, Picked, Filters> {
  open: boolean;
  multiple: boolean;
  /** what was chosen before opening; chosen again each time the dialog opens */
  initial: Picked[];
  /** the table's row key, the same for a listed row and a chosen item */
  keyOf(item: Row | Picked): string;
  /** what is kept of a chosen row; the row itself when left out */
  toPicked?: (row: Row) => Picked;
  /** the first is the page size the dialog opens with */
  pageSizes: number[];
  /** the query key's prefix; the request's parameters follow it */
  queryKey: string[];
  /** the search's parameters, sent after the page's */
  filters: Filters;
  fetch(params: PickerPage & Filters): Promise<PageResult<Row>>;
  /** warned instead of confirming nothing; without it an empty choice is confirmed */
  emptyWarning?: string;
  onOk(chosen: Picked[]): void;
}

/**
 * The paging and choice of a picker dialog: one page of rows at a time, the choice kept across pages,
 * and the Table props that show both.
 * @example const { table, confirm, newSearch } = usePickedRows({ open, multiple, initial, keyOf: (r) => r.id, pageSizes: [10, 20], queryKey: ['role', 'picker'], filters, fetch: rolePage, onOk });
 */
export function usePickedRows<Row, Picked = Row, Filters extends object = object>(
  o: Options<Row, Picked, Filters>,
) {
  const { open, multiple, initial, keyOf } = o;
  // a caller whose rows are what it hands back leaves toPicked out; then Row is Picked
  const toPicked = o.toPicked ?? ((row: Row) => row as unknown as Picked);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState<PickerPage>({ pageNo: 1, pageSize: o.pageSizes[0] });
  const [chosen, setChosen] = useState<Picked[]>(initial);
  const initialKey = initial.map(keyOf).join(',');

  useEffect(() => {
    if (open) setChosen(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the field's choice each time the picker opens
  }, [open, initialKey]);

  const params = { ...page, ...o.filters };
  const queryKey = [...o.queryKey, params];
  const query = useQuery({
    queryKey,
    queryFn: () => o.fetch(params),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(queryKey);
  const records = query.data?.records ?? [];

  const onSelect = (_keys: Key[], rows: Row[]) => {
    if (!multiple) return setChosen(rows.slice(0, 1).map(toPicked));
    // keep what was chosen on other pages; rows of this page follow the checkboxes
    const onPage = new Set(records.map(keyOf));
    setChosen([...chosen.filter((p) => !onPage.has(keyOf(p))), ...rows.map(toPicked)]);
  };
  /** a click on a row: chooses it alone, or in multiple mode adds or removes it */
  const toggle = (row: Row) => {
    if (!multiple) return setChosen([toPicked(row)]);
    const key = keyOf(row);
    setChosen(
      chosen.some((p) => keyOf(p) === key)
        ? chosen.filter((p) => keyOf(p) !== key)
        : [...chosen, toPicked(row)],
    );
  };
  const confirm = () => {
    if (chosen.length === 0 && o.emptyWarning) return void message.warning(o.emptyWarning);
    o.onOk(chosen);
  };
  /** back to the first page, for a new search */
  const firstPage = () => setPage((p) => ({ ...p, pageNo: 1 }));
  /** 查询 / 重置: back to the first page, and asked again even when the criteria did not change */
  const newSearch = () => {
    firstPage();
    searched();
  };

  const table: Pick<TableProps<Row>, 'loading' | 'dataSource' | 'rowSelection' | 'pagination'> = {
    loading: query.isFetching,
    dataSource: records,
    rowSelection: {
      type: multiple ? 'checkbox' : 'radio',
      selectedRowKeys: chosen.map(keyOf),
      onChange: onSelect,
    },
    pagination: {
      current: page.pageNo,
      pageSize: page.pageSize,
      total: query.data?.total ?? 0,
      pageSizeOptions: o.pageSizes,
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: pageTotal(t, query.data),
      // a new page size starts again at the first page
      onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
    },
  };
  return { chosen, setChosen, toggle, confirm, firstPage, newSearch, table };
}
