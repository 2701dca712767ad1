import { Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { cgformHead } from '@weld/core';
import type { Row } from '../../../kit/resource-api';
import { useVisibleDefinition } from '../../../kit/use-field-rights';
import { useResourceTable } from '../../../kit/use-resource-table';
import { CGFORM_HEAD_URLS } from './cgform-head-urls';
import { cgformActionColumn } from './cgform-row-actions';
import type { CgformRights } from './use-cgform-rights';

interface Props {
  /** the original form's list row */
  original: Row;
  rights: CgformRights;
  onEdit(record: Row): void;
  refresh(): Promise<void>;
  onClose(): void;
}

/**
 * The copy list (ONLINE.md "copy list"): an original form's copy views (`copyType` 1, `physicId` the original) with
 * the kit's paging, each with the row actions a copy has: 编辑, 功能测试, 添加到菜单, 删除 (the copy only).
 * @example <CopyListModal original={row} rights={rights} onEdit={edit} refresh={refresh} onClose={close} />
 */
export function CopyListModal({ original, rights, onEdit, refresh, onClose }: Props) {
  const { t } = useTranslation();
  const definition = useVisibleDefinition(cgformHead);
  // a copy is never synced: it has no table of its own
  const actionColumn = cgformActionColumn(t('web.kit.actions'), 160, {
    rights,
    onEdit,
    onSync: () => undefined,
    refresh,
  });
  const table = useResourceTable({
    definition,
    urls: CGFORM_HEAD_URLS,
    actionColumn,
    extraParams: { copyType: 1, physicId: original.id },
    stateInUrl: false,
  });
  return (
    <Modal
      open
      width={1200}
      title={t('web.cgform.copyView.listTitle', { name: String(original.tableTxt ?? original.tableName) })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      <Table<Row>
        {...table.tableProps}
        size="middle"
        locale={{ emptyText: t('web.cgform.copyView.empty') }}
        data-testid="cgform-copy-list"
      />
    </Modal>
  );
}
