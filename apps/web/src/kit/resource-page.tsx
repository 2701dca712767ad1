import { useMemo, useState } from 'react';
import { App, Card, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fieldList,
  queryFieldsOf,
  resourceTitleKey,
  type LinkageRule,
  type ResourceDefinition,
} from '@weld/core';
import type { Params } from '../lib/http';
import { SuperQueryButton, SuperQueryModal } from '../widgets/super-query';
import { ExcelButtons } from './excel-buttons';
import { ResourceDrawer } from './resource-drawer';
import type { ResourcePageSlots } from './resource-page-slots';
import { resourceKeys, resourceUrls, type ResourceApi, type ResourceUrls, type Row } from './resource-api';
import { ResourceToolbar } from './resource-toolbar';
import { RowActions } from './row-actions';
import { SearchForm } from './search-form';
import { useBusIdRecord } from './use-bus-id';
import { useResourceForm, type FormMode, type SaveGuard } from './use-resource-form';
import { useResourceTable } from './use-resource-table';
import { useResourceRights, type ResourceRights } from './use-rights';
import { useVisibleDefinition } from './use-field-rights';
import { useLazyTree, type LazyTree } from './use-lazy-tree';
import { useCurrentRow, type CurrentRow } from './use-current-row';
import { useNarrow } from './use-narrow';
import { SidePanelLayout } from './side-panel-layout';

/** The row actions' column width: 编辑 详情 删除 on one line in Chinese, two to a line in Russian. */
const ACTIONS_WIDTH = 230;
/** Folded behind one button (narrow screens): its width. */
const FOLDED_ACTIONS_WIDTH = 88;

export type { ResourcePageSlots, ToolbarContext } from './resource-page-slots';

export interface ResourcePageProps {
  definition: ResourceDefinition;
  /** endpoint overrides; null leaves one unconfigured */
  urls?: Partial<ResourceUrls>;
  /**
   * the resource's calls when its endpoints have another shape than the kit's (e.g. an online form's
   * `getData/{code}`), used by the list, the form, the Excel buttons and deletes in place of those of `urls`;
   * keep it stable (memoised) across renders
   */
  api?: ResourceApi;
  slots?: ResourcePageSlots;
  /** list parameters beyond the search form, sent with list and export (e.g. `{ departId }`) */
  listParams?: Params;
  /** form fields left out per mode, e.g. `{ edit: ['password'] }` when a separate dialog changes it */
  formOmit?: Partial<Record<FormMode, readonly string[]>>;
  /** form fields required per mode beyond the definition, e.g. `{ create: ['password'] }` */
  formRequired?: Partial<Record<FormMode, readonly string[]>>;
  /** after the form saved: the server's answer, e.g. a key it generated and shows once */
  onSaved?: (result: unknown, mode: 'create' | 'edit') => void;
  /**
   * field values the whole screen is bound to (the list of one parent's rows, e.g. `{ modelId }`): every
   * list and export filters by them, new records start with them and saves carry them; their fields leave
   * the search form and the create/edit form, and page, sort and search live in the component, not the URL
   */
  fixed?: Record<string, string>;
  /** the detail view's columns (widgets §9: 3 by default, at most 4) */
  detailColumns?: number;
  /** rows that open into their children, read when opened (a tree table; the list pages its roots) */
  tree?: LazyTree;
  /** what the server says the user may do, in place of the button rights (a resource whose rights it answers itself) */
  rights?: ResourceRights;
  /** fields per row of the create/edit form (an online form's template: 1-4); one by default */
  formColumns?: number;
  /** one current row chosen by a click, highlighted (a main list whose details show below it) */
  current?: CurrentRow;
  /** the create/edit drawer's width, when its content is wider than its fields (sub tables) */
  formSize?: number | string;
  /** checks and values of the create/edit form beyond its fields (an online main form's sub tables) */
  saveGuard?: SaveGuard;
  /** field linkage rules of the form, by field key (core's `LinkageRule`: show, hide, require, read-only, options) */
  linkage?: readonly LinkageRule[];
}

/** The form's left-out fields per mode, plus the fixed fields in create and edit (their values are set by the screen). */
function withFixedOmitted(
  omit: ResourcePageProps['formOmit'],
  keys: string[],
): ResourcePageProps['formOmit'] {
  if (keys.length === 0) return omit;
  return { ...omit, create: [...(omit?.create ?? []), ...keys], edit: [...(omit?.edit ?? []), ...keys] };
}

/**
 * The whole list screen of a resource from its definition: search form, toolbar (with 高级查询), table,
 * drawer form.
 * @example <ResourcePage definition={position} />
 */
export function ResourcePage({
  definition: whole,
  urls: overrides,
  api,
  slots = {},
  listParams,
  formOmit,
  formRequired,
  onSaved,
  fixed,
  detailColumns,
  tree,
  formColumns,
  linkage,
  rights: answered,
  current,
  saveGuard,
  formSize,
}: ResourcePageProps) {
  // fields the user's query permissions hide are no column, search field, form field nor detail line
  const definition = useVisibleDefinition(whole);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const buttonRights = useResourceRights(definition);
  const rights = answered ?? buttonRights;
  const overrideKey = JSON.stringify(overrides ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the overrides' content changes
  const urls = useMemo(() => resourceUrls(definition.path, overrides), [definition.path, overrideKey]);
  const fixedKey = JSON.stringify(fixed ?? {});
  const searchFields = useMemo(
    () => fieldList(definition).filter((f) => f.search && !(f.key in (fixed ?? {}))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the fixed values' content changes
    [definition, fixedKey],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const omit = useMemo(() => withFixedOmitted(formOmit, Object.keys(fixed ?? {})), [formOmit, fixedKey]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(definition.name).all });

  // below 768 px a fixed column would cover the data: the actions fold into one button in a column that
  // scrolls with the others
  const narrow = useNarrow();
  const actionColumn: ColumnType<Row> = {
    key: '__actions',
    title: t('web.kit.actions'),
    fixed: narrow ? undefined : 'right',
    // a bounded width: the actions wrap onto two lines (long in Russian) rather than cover the list
    width: narrow ? FOLDED_ACTIONS_WIDTH : ACTIONS_WIDTH,
    render: (_: unknown, record: Row) => (
      <RowActions
        record={record}
        canEdit={rights.edit}
        canDelete={rights.delete}
        extra={slots.rowActions}
        onEdit={form.openEdit}
        onDetail={form.openDetail}
        onDelete={remove}
        screen={{ openCreateWith: form.openCreateWith }}
        folded={narrow}
      />
    ),
  };
  const table = useResourceTable({
    definition,
    urls,
    api,
    cells: slots.cells,
    extraColumns: slots.columns,
    actionColumn,
    extraParams: fixed ? { ...listParams, ...fixed } : listParams,
    stateInUrl: !fixed,
  });
  const form = useResourceForm({ definition, api: table.api, onSaved, fixed, guard: saveGuard });
  const treeRows = useLazyTree(definition.name, table.tableProps.dataSource ?? [], tree);
  const currentRow = useCurrentRow(current, table.tableProps.dataSource ?? [], !table.tableProps.loading);
  // a notice's link names the record to show; a list bound to a parent (a tab) is never such a page
  useBusIdRecord(!fixed && Boolean(urls.queryById), table.api.queryById, form.openDetail);
  // the builder's code is fetched on the first opening only, then kept mounted
  const [query, setQuery] = useState({ loaded: false, open: false });

  async function remove(record: Row) {
    if (!urls.delete) return void message.error(t('web.kit.urlMissing', { name: 'delete' }));
    // a refusal was already reported by the HTTP client
    const done = await table.api.remove(record.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    void message.success(t('web.kit.deleted'));
    await refresh();
  }

  async function removeBatch() {
    const done = await table.api.removeBatch(table.selectedRowKeys).then(
      () => true,
      () => false,
    );
    if (!done) return;
    table.clearSelection();
    void message.success(t('web.kit.deleted'));
    await refresh();
  }

  const toolbar =
    typeof slots.toolbar === 'function'
      ? slots.toolbar({
          selectedRowKeys: table.selectedRowKeys,
          clearSelection: table.clearSelection,
          refresh,
        })
      : slots.toolbar;

  const list = (
    <Card variant="borderless">
      <SearchForm
        definition={definition}
        fields={searchFields}
        filters={table.list.state.filters}
        onSearch={table.search}
        controls={slots.searchControls}
      />
      <ResourceToolbar
        canAdd={rights.add}
        canDelete={rights.delete}
        addLabel={slots.addLabel}
        selectedCount={table.selectedRowKeys.length}
        deleteBatchUrl={urls.deleteBatch}
        onAdd={form.openCreate}
        onDeleteBatch={removeBatch}
        extra={toolbar}
        excel={
          <ExcelButtons
            api={table.api}
            canExport={rights.export && Boolean(urls.exportXls)}
            canImport={rights.import && Boolean(urls.importExcel)}
            params={table.params}
            selectedRowKeys={table.selectedRowKeys}
            fallbackName={t(resourceTitleKey(definition))}
            onImported={refresh}
          />
        }
        query={
          <SuperQueryButton
            active={Boolean(table.list.state.superQuery)}
            onOpen={() => setQuery({ loaded: true, open: true })}
            onClear={() => table.list.setSuperQuery(null)}
          />
        }
      />
      <Table<Row>
        {...table.tableProps}
        {...treeRows}
        {...currentRow}
        {...(slots.expandedRow ? { expandable: { expandedRowRender: slots.expandedRow } } : {})}
        size="middle"
      />
      <ResourceDrawer
        definition={definition}
        form={form}
        formSection={slots.formSection}
        formLayout={slots.formLayout}
        detailSection={slots.detailSection}
        controls={slots.controls}
        hints={slots.hints}
        omit={omit}
        required={formRequired}
        columns={detailColumns}
        formColumns={formColumns}
        formSize={formSize}
        linkage={linkage}
      />
      {query.loaded && (
        <SuperQueryModal
          open={query.open}
          fields={queryFieldsOf(definition, t)}
          value={table.list.state.superQuery}
          saveKey={definition.name}
          onSearch={table.searchAdvanced}
          onClose={() => setQuery({ loaded: true, open: false })}
        />
      )}
    </Card>
  );
  if (!slots.aside) return list;
  return <SidePanelLayout aside={slots.aside}>{list}</SidePanelLayout>;
}
