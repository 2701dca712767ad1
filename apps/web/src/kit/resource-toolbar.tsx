import type { ReactNode } from 'react';
import { App, Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  canAdd: boolean;
  /** the add button's text in place of 新增 */
  addLabel?: string;
  canDelete: boolean;
  selectedCount: number;
  deleteBatchUrl: string | null;
  onAdd(): void;
  onDeleteBatch(): Promise<void>;
  /** 导出 / 导入, after 批量删除 */
  excel?: ReactNode;
  /** 高级查询, after the Excel buttons */
  query?: ReactNode;
  /** the toolbar-buttons slot, after the standard buttons */
  extra?: ReactNode;
}

/** 新增, 批量删除 (url check, 请选择一条记录！, then a confirmation) and the Excel buttons, as the user's rights allow, then 高级查询. */
export function ResourceToolbar({
  canAdd,
  addLabel,
  canDelete,
  selectedCount,
  deleteBatchUrl,
  onAdd,
  onDeleteBatch,
  excel,
  query,
  extra,
}: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  const deleteBatch = () => {
    if (!deleteBatchUrl) return void message.error(t('web.kit.urlMissing', { name: 'deleteBatch' }));
    if (selectedCount === 0) return void message.warning(t('web.kit.selectOne'));
    modal.confirm({
      title: t('web.kit.confirmTitle'),
      content: t('web.kit.confirmBatch'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onDeleteBatch,
    });
  };

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel ?? t('web.kit.add')}
        </Button>
      )}
      {canDelete && (
        <Button icon={<DeleteOutlined />} onClick={deleteBatch}>
          {t('web.kit.batchDelete')}
        </Button>
      )}
      {excel}
      {query}
      {extra}
    </Space>
  );
}
