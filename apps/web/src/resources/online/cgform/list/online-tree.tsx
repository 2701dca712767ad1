import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageResult, ResourceDefinition } from '@weld/core';
import { http, type Params } from '../../../../lib/http';
import { unwrap } from '../../../../lib/http/unwrap';
import type { ResourceApi, Row } from '../../../../kit/resource-api';
import type { RowActionContext } from '../../../../kit/row-actions';
import type { LazyTree } from '../../../../kit/use-lazy-tree';
import { notSyncQuiet } from './online-form-api';
import type { OnlineFormHead } from './use-online-form';

/** The original's page size for "every row": the server serves its largest page. */
const ALL_ROWS = -521;
/** List parameters that are no search criteria. */
const PAGING = new Set(['pageNo', 'pageSize', 'column', 'order', 'totalExact']);

const searching = (params: Params) =>
  Object.entries(params).some(([key, value]) => !PAGING.has(key) && value !== undefined && value !== '');

/**
 * A tree form's calls and rows over `getTreeData` (ONLINE.md): the list pages the roots, or with search criteria
 * every matching node (`hasQuery=true`); a node opens into all its children; the has-child flag the server keeps
 * says which nodes have some. Other calls are the form's own.
 * @example const { api, tree } = onlineTree(onlineFormApi(head.id), head, onNoSync)
 */
export function onlineTree(
  formApi: ResourceApi,
  head: OnlineFormHead,
  onNoSync?: () => void,
): { api: ResourceApi; tree: LazyTree } {
  const url = `/online/cgform/api/getTreeData/${encodeURIComponent(head.id)}`;
  const read = (params: Params) =>
    notSyncQuiet(
      async () => unwrap(await http.get<PageResult<Row>>(url, params, { silent: true })),
      onNoSync,
    );
  return {
    api: {
      ...formApi,
      list: (params: Params) => read(searching(params) ? { ...params, hasQuery: 'true' } : params),
    },
    tree: {
      hasChild: (row) => String(row[head.hasChildField] ?? '') === '1',
      children: async (pid) => (await read({ pid, pageNo: 1, pageSize: ALL_ROWS })).records,
    },
  };
}

/** 添加下级 of a tree form's row: the add form with the row as the new node's parent. */
export function AddChildButton({
  record,
  screen,
  pidField,
}: {
  record: Row;
  screen: RowActionContext;
  pidField: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" onClick={() => screen.openCreateWith({ [pidField]: record.id })}>
      {t('web.cgform.list.addChild')}
    </Button>
  );
}

/**
 * A tree form's definition with its text field first, so the tree's indents and expand controls sit beside the
 * node's name rather than its first column.
 */
export function textFieldFirst(definition: ResourceDefinition, textField: string): ResourceDefinition {
  const text = definition.fields[textField];
  if (!text) return definition;
  return { ...definition, fields: { [textField]: text, ...definition.fields } };
}
