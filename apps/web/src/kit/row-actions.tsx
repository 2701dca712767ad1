import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from './resource-api';

/** What a row's extra actions may do on the screen: open the add form with values set (添加下级: the parent). */
export interface RowActionContext {
  openCreateWith(values: Record<string, unknown>): void;
}

/** Extra row actions of a resource, after 编辑 / 详情 / 删除. */
export type RowActionsSlot = (record: Row, screen: RowActionContext) => ReactNode;

interface Props {
  record: Row;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(record: Row): void;
  onDetail(record: Row): void;
  onDelete(record: Row): Promise<void>;
  extra?: RowActionsSlot;
  screen: RowActionContext;
}

/** 编辑, 详情 and 删除 (with a confirmation) of one row, as the user's rights allow. */
export function RowActions({ record, canEdit, canDelete, onEdit, onDetail, onDelete, extra, screen }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={() => onEdit(record)}>
          {t('web.kit.edit')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => onDetail(record)}>
        {t('web.kit.detail')}
      </Button>
      {canDelete && (
        <Popconfirm
          title={t('web.kit.confirmDelete')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => onDelete(record)}
        >
          <Button type="link" size="small" danger>
            {t('web.kit.delete')}
          </Button>
        </Popconfirm>
      )}
      {extra?.(record, screen)}
    </Space>
  );
}
