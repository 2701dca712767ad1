import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Popconfirm, Popover, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
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
  /** on a narrow screen: all of them behind one 操作 button, so that the data keeps the row's width */
  folded?: boolean;
}

/** 编辑, 详情 and 删除 (with a confirmation) of one row, as the user's rights allow. */
export function RowActions({
  record,
  canEdit,
  canDelete,
  onEdit,
  onDetail,
  onDelete,
  extra,
  screen,
  folded,
}: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirm = {
    title: t('web.kit.confirmDelete'),
    okText: t('common.ok'),
    cancelText: t('common.cancel'),
  };
  const remove = (
    <Button
      type="link"
      size="small"
      danger
      onClick={folded ? () => modal.confirm({ ...confirm, onOk: () => onDelete(record) }) : undefined}
    >
      {t('web.kit.delete')}
    </Button>
  );
  const actions = (
    <>
      {canEdit && (
        <Button type="link" size="small" onClick={() => onEdit(record)}>
          {t('web.kit.edit')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => onDetail(record)}>
        {t('web.kit.detail')}
      </Button>
      {/* folded, the confirmation is a dialog: a popconfirm would vanish with the panel that holds it */}
      {canDelete &&
        (folded ? (
          remove
        ) : (
          <Popconfirm {...confirm} onConfirm={() => onDelete(record)}>
            {remove}
          </Popconfirm>
        ))}
      {extra?.(record, screen)}
    </>
  );
  if (folded) return <FoldedActions>{actions}</FoldedActions>;
  return (
    <Space size={0} wrap>
      {actions}
    </Space>
  );
}

/** One 操作 button opening a panel of the row's actions; the keyboard lands on the first, Escape closes it. */
function FoldedActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const id = setTimeout(() => panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus(), 50);
    return () => clearTimeout(id);
  }, [open]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      styles={{ container: { padding: 4 } }}
      content={
        <div
          ref={panel}
          className="weld-row-actions-folded"
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            trigger.current?.focus();
          }}
          // an action done closes the panel; one that opens a menu of its own keeps it
          onClick={(e) => {
            const hit = (e.target as HTMLElement).closest('button, a');
            if (hit && !hit.matches('.ant-dropdown-trigger, [aria-haspopup]')) setOpen(false);
          }}
        >
          {children}
        </div>
      }
    >
      <Button ref={trigger} type="link" size="small" icon={<MoreOutlined />} aria-expanded={open}>
        {t('web.kit.actions')}
      </Button>
    </Popover>
  );
}
