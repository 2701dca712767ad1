import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, fieldList, type Field, type ResourceDefinition, type SuperQuery } from '@weld/core';
import type { Params } from '../lib/http';
import { columnMinWidth } from './column-width';
import { fieldText } from './field-cell';
import { toListParams } from './list-query';
import { DEFAULT_SORT, PAGE_SIZES, readListState, writeListState, type ListState } from './list-state';
import { selectAllTitle } from './select-all-title';
import { resourceApi, resourceKeys, type ResourceApi, type ResourceUrls, type Row } from './resource-api';
import { useListState } from './use-list-state';
import { pageTotal } from '../widgets/page-total';
import { registeredParts } from '../widgets/field-kinds';

/** A custom cell for a field, in place of the kit's text. */
export type CellSlot = (value: unknown, record: Row) => ReactNode;

export interface ResourceTableOptions {
  definition: ResourceDefinition;
  urls: ResourceUrls;
  /** the calls of a resource whose endpoints have another shape (an online form's), in place of those of `urls` */
  api?: ResourceApi;
  cells?: Partial<Record<string, CellSlot>>;
  /** columns after the field columns, before the actions */
  extraColumns?: ColumnType<Row>[];
  /** appended after the field columns (the row actions) */
  actionColumn?: ColumnType<Row>;
  /** list parameters beyond the search form (e.g. a tree's `departId`), sent with list and export; a change goes back to page 1 */
  extraParams?: Params;
  /** false: page, sort and search live in the component, not the URL (a list embedded in another screen) */
  stateInUrl?: boolean;
}

const ORDER_TO_ANTD = { asc: 'ascend', desc: 'descend' } as const;

/** The list's criteria without its paging: an exact count asked for them holds on every page. */
const criteriaKey = ({ pageNo: _pageNo, pageSize: _pageSize, ...criteria }: Params) => hashKey([criteria]);
/** The field whose column is kept in sight beside a fixed action column. */
const STATUS_FIELD = 'status';

/**
 * The list of a resource: URL state, the list query and Ant Design-ready `tableProps` (columns from the
 * definition, sort, pagination 10/20/30 with quick jumper and 共N条, row selection).
 * @example const { tableProps } = useResourceTable({ definition: position, urls }); <Table {...tableProps} />
 */
export function useResourceTable({
  definition,
  urls,
  api: givenApi,
  cells,
  extraColumns,
  actionColumn,
  extraParams,
  stateInUrl = true,
}: ResourceTableOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const defaults = definition.defaultSort
    ? { column: definition.defaultSort.field, order: definition.defaultSort.order }
    : DEFAULT_SORT;
  const list = useListState(defaults, stateInUrl);
  const { state } = list;
  const fields = useMemo(() => fieldList(definition), [definition]);
  const extraKey = JSON.stringify(extraParams ?? {});
  const params = useMemo(
    () => ({ ...toListParams(fields, state), ...extraParams }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the extra parameters' content changes
    [fields, state, extraKey],
  );
  const firstExtra = useRef(extraKey);
  useEffect(() => {
    if (firstExtra.current === extraKey) return;
    firstExtra.current = extraKey;
    if (state.pageNo !== 1) list.setPage(1, state.pageSize);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the extra parameters resets the page
  }, [extraKey]);
  const api = useMemo(() => givenApi ?? resourceApi(urls), [givenApi, urls]);
  const [selectedRowKeys, setSelectedRowKeys] = useState<string[]>([]);

  // 精确计数 holds for the criteria it was asked under: another search goes back to the capped count
  const [exactFor, setExactFor] = useState<string | null>(null);
  const withExact = (p: Params): Params =>
    exactFor !== null && exactFor === criteriaKey(p) ? { ...p, totalExact: 'true' } : p;
  const listParams = withExact(params);
  const queryClient = useQueryClient();
  const listKey = (p: Params) => resourceKeys(definition.name).list(p);
  const query = useQuery({
    queryKey: listKey(listParams),
    queryFn: () => api.list(listParams),
    enabled: Boolean(urls.list),
    placeholderData: keepPreviousData,
  });

  /**
   * 查询 and 重置 always ask the server, even with unchanged criteria or criteria cached a moment ago:
   * the same list is refetched now; another one is marked stale first, so showing it fetches it (once).
   */
  const searchFresh = (next: ListState, apply: () => void) => {
    // the state as it comes back from the URL, so the key is the one the list will ask under
    const landed = readListState(writeListState(next, defaults), defaults);
    const nextKey = listKey(withExact({ ...toListParams(fields, landed), ...extraParams }));
    if (hashKey(nextKey) === hashKey(listKey(listParams))) return void query.refetch();
    void queryClient.invalidateQueries({ queryKey: nextKey, exact: true, refetchType: 'none' });
    apply();
  };
  /** the search form's 查询 (and 重置 with `{}`): back to page 1, always fetched */
  const search = (filters: Record<string, string>) =>
    searchFresh({ ...state, filters, pageNo: 1 }, () => list.setFilters(filters));
  /** the query builder's 查询; null clears it; always fetched */
  const searchAdvanced = (superQuery: SuperQuery | null) =>
    searchFresh({ ...state, superQuery: superQuery ?? undefined, pageNo: 1 }, () =>
      list.setSuperQuery(superQuery),
    );

  useEffect(() => {
    if (!urls.list) void message.error(t('web.kit.urlMissing', { name: 'list' }));
  }, [urls.list, message, t]);

  const columns = useMemo<ColumnType<Row>[]>(() => {
    const shown = fields.filter((f: Field) => f.list);
    // a fixed action column sits over the columns scrolled under it: the status is pinned beside it, never hidden
    const pinStatus = actionColumn?.fixed === 'right' && shown.some((f) => f.key === STATUS_FIELD);
    const ordered = pinStatus
      ? [...shown.filter((f) => f.key !== STATUS_FIELD), ...shown.filter((f) => f.key === STATUS_FIELD)]
      : shown;
    const out: ColumnType<Row>[] = ordered.map((f) => ({
      key: f.key,
      dataIndex: f.key,
      title: t(fieldLabelKey(definition, f.key)),
      minWidth: columnMinWidth(t(fieldLabelKey(definition, f.key)), {
        least: registeredParts(f.kind).listMinWidth,
        sortable: f.sort,
      }),
      fixed: pinStatus && f.key === STATUS_FIELD ? 'right' : undefined,
      sorter: f.sort,
      sortDirections: ['ascend', 'descend'],
      sortOrder: f.sort && state.column === f.key ? ORDER_TO_ANTD[state.order] : null,
      render: (value: unknown, record: Row) => cells?.[f.key]?.(value, record) ?? fieldText(f, record, t),
    }));
    // extra columns go before a pinned status, which must stay next to the fixed actions
    if (pinStatus) out.splice(out.length - 1, 0, ...(extraColumns ?? []));
    else out.push(...(extraColumns ?? []));
    return actionColumn ? [...out, actionColumn] : out;
  }, [fields, definition, t, state.column, state.order, cells, extraColumns, actionColumn]);

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      if (s?.order && typeof s.columnKey === 'string')
        list.setSort(s.columnKey, s.order === 'ascend' ? 'asc' : 'desc');
      else list.setSort(defaults.column, defaults.order);
      return;
    }
    if (extra.action === 'paginate')
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? PAGE_SIZES[0]);
  };

  const tableProps: TableProps<Row> = {
    rowKey: 'id',
    columns,
    dataSource: query.data?.records ?? [],
    loading: query.isFetching,
    onChange,
    rowSelection: {
      columnTitle: selectAllTitle,
      selectedRowKeys,
      onChange: (keys) => setSelectedRowKeys(keys.map(String)),
    },
    pagination: {
      current: state.pageNo,
      pageSize: state.pageSize,
      total: query.data?.total ?? 0,
      pageSizeOptions: PAGE_SIZES.map(String),
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: pageTotal(t, query.data, () => setExactFor(criteriaKey(params))),
    },
    scroll: { x: 'max-content' },
  };

  return {
    tableProps,
    /** the list's answer as the server sent it (a report's 合计 rides along) */
    page: query.data,
    list,
    params,
    api,
    search,
    searchAdvanced,
    selectedRowKeys,
    clearSelection: () => setSelectedRowKeys([]),
  };
}
