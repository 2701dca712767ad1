import { useMemo, useRef, useState } from 'react';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import { DatabaseOutlined, ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cgformHead, fieldList, type CgformDesign, type CgformHead } from '@weld/core';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourceToolbar } from '../../../kit/resource-toolbar';
import { SearchForm } from '../../../kit/search-form';
import { useVisibleDefinition } from '../../../kit/use-field-rights';
import { useResourceTable } from '../../../kit/use-resource-table';
import { cgformApi } from './cgform-api';
import { CGFORM_HEAD_URLS } from './cgform-head-urls';
import { CopyListModal } from './copy-list-modal';
import { cgformActionColumn } from './cgform-row-actions';
import { DesignerModal } from './designer/designer-modal';
import { ImportTableModal } from './import-table-modal';
import { SyncPlanModal } from './sync-plan-modal';
import { useCgformRights } from './use-cgform-rights';

/** Filters the copy list screen sets (a copy view's original), not typed here. */
const COPY_LIST_FILTERS = ['copyType', 'physicId'];

type Dialog =
  { kind: 'design'; editing: Row | null } | { kind: 'sync'; record: Row } | { kind: 'importTable' } | null;

/** A file's JSON when it reads as a design `{head, fields, indexs}`, else null. */
async function designOfFile(file: File): Promise<CgformDesign | null> {
  try {
    const value = JSON.parse(await file.text()) as Partial<CgformDesign>;
    return value && typeof value.head === 'object' && Array.isArray(value.fields)
      ? { head: value.head, fields: value.fields, indexs: value.indexs ?? [] }
      : null;
  } catch {
    return null;
  }
}

/**
 * 在线表单开发 ('online/OnlCgformHeadList'): the form designs with the kit's search, sort and paging; 新增, 从数据库导入
 * and 导入 in the toolbar; per row the designer, the database sync and the rest (cgform-row-actions.tsx), each as the
 * user's rights allow.
 * @example pageRegistry['online/OnlCgformHeadList']
 */
export function CgformHeadPage() {
  const definition = useVisibleDefinition(cgformHead);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rights = useCgformRights();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [copiesOf, setCopiesOf] = useState<Row | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(definition.name).all });
  const searchFields = useMemo(
    () => fieldList(definition).filter((f) => f.search && !COPY_LIST_FILTERS.includes(f.key)),
    [definition],
  );

  const actionColumn = cgformActionColumn(t('web.kit.actions'), 230, {
    rights,
    onEdit: (r) => setDialog({ kind: 'design', editing: r }),
    onSync: (r) => setDialog({ kind: 'sync', record: r }),
    onCopies: setCopiesOf,
    refresh,
  });
  // a copy view is marked beside its table name
  const cells = {
    tableName: (value: unknown, record: Row) => (
      <Space size={4}>
        {String(value ?? '')}
        {Number(record.copyType) === 1 && <Tag color="purple">{t('web.cgform.copyView.tag')}</Tag>}
      </Space>
    ),
  };
  const table = useResourceTable({ definition, urls: CGFORM_HEAD_URLS, actionColumn, cells });
  const close = () => setDialog(null);
  const closeAndRefresh = () => {
    setDialog(null);
    void refresh();
  };

  async function importJson(chosen: File | undefined) {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    const design = await designOfFile(chosen);
    if (!design) return void message.error(t('web.cgform.importJson.bad'));
    // a refusal was already reported by the HTTP client
    if (
      await cgformApi.importJson(design).then(
        () => true,
        () => false,
      )
    ) {
      void message.success(t('server.cgform.imported'));
      await refresh();
    }
  }

  return (
    <Card variant="borderless">
      <SearchForm
        definition={definition}
        fields={searchFields}
        filters={table.list.state.filters}
        onSearch={table.search}
      />
      <ResourceToolbar
        canAdd={rights.add}
        canDelete={false}
        selectedCount={table.selectedRowKeys.length}
        deleteBatchUrl={null}
        onAdd={() => setDialog({ kind: 'design', editing: null })}
        onDeleteBatch={async () => undefined}
        extra={
          <>
            {rights.importTable && (
              <Button icon={<DatabaseOutlined />} onClick={() => setDialog({ kind: 'importTable' })}>
                {t('web.cgform.toolbar.importTable')}
              </Button>
            )}
            {rights.import && (
              <Button icon={<ImportOutlined />} onClick={() => file.current?.click()}>
                {t('web.cgform.toolbar.importJson')}
              </Button>
            )}
            <input
              ref={file}
              type="file"
              accept=".json,application/json"
              hidden
              data-testid="cgform-import-json"
              onChange={(e) => void importJson(e.target.files?.[0])}
            />
          </>
        }
      />
      <Table<Row> {...table.tableProps} size="middle" />
      {dialog?.kind === 'design' && (
        <DesignerModal
          editing={dialog.editing as (Partial<CgformHead> & { id: string }) | null}
          onClose={close}
          onSaved={closeAndRefresh}
        />
      )}
      {dialog?.kind === 'sync' && (
        <SyncPlanModal
          id={dialog.record.id}
          tableName={String(dialog.record.tableName)}
          canForce={rights.syncForce}
          onClose={close}
          onSynced={closeAndRefresh}
        />
      )}
      {copiesOf && (
        <CopyListModal
          original={copiesOf}
          rights={rights}
          onEdit={(r) => setDialog({ kind: 'design', editing: r })}
          refresh={refresh}
          onClose={() => setCopiesOf(null)}
        />
      )}
      {dialog?.kind === 'importTable' && <ImportTableModal onClose={close} onImported={closeAndRefresh} />}
    </Card>
  );
}
