import { useState } from 'react';
import { App, Button, Space, Typography, type MenuProps } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import { saveFile } from '../../../lib/save-file';
import { AddToMenuModal } from '../../system/permission';
import { cgformApi } from './cgform-api';
import { EnhanceModal } from './enhance/enhance-modal';
import type { CgformRights } from './use-cgform-rights';
import { MenuDropdown } from '../../../widgets/menu-dropdown';

interface Props {
  record: Row;
  rights: CgformRights;
  onEdit(record: Row): void;
  onSync(record: Row): void;
  /** opens an original's copy list (none: the row is in a copy list already) */
  onCopies?(record: Row): void;
  refresh(): Promise<void>;
}

/** Where 功能测试 and a menu entry open a design's data list: the tree list for a tree form. */
export function testPath(record: Row): string {
  const screen = record.isTree === 'Y' ? 'cgformTreeList' : 'cgformList';
  return `/online/${screen}/${record.id}`;
}

/**
 * A design's row actions, each as the user's rights allow: 编辑, 同步数据库, then under 更多 功能测试, 配置地址,
 * 按钮/联动 (buttons and linkage rules), 添加到菜单, 复制视图 (makes a copy view and opens the designer on it), 复制视图列表,
 * 导出, 移除 (the design) and 删除 (the design and its table, confirmed with the table's row count). A copy view has no
 * sync, 按钮/联动, export or 移除: its 删除 removes the copy alone.
 */
export function CgformRowActions({ record, rights, onEdit, onSync, onCopies, refresh }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const name = String(record.tableName);
  const copy = record.copyType === 1 || record.copyType === '1';
  const [addingToMenu, setAddingToMenu] = useState(false);
  const [enhancing, setEnhancing] = useState(false);

  const confirmThen = (content: string, run: () => Promise<unknown>, done: string, danger = false) =>
    modal.confirm({
      title: t('web.kit.confirmTitle'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        // a refusal was already reported by the HTTP client
        if (
          await run().then(
            () => true,
            () => false,
          )
        ) {
          void message.success(t(done));
          await refresh();
        }
      },
    });

  async function makeCopy() {
    const made = await cgformApi.copyOnline(record.id).catch(() => null);
    if (!made) return;
    void message.success(t('web.cgform.copyView.created', { name: made.tableName }));
    await refresh();
    onEdit({ ...made });
  }

  async function confirmDelete() {
    if (copy)
      return confirmThen(
        t('web.cgform.copyView.confirmDelete', { name }),
        () => cgformApi.remove(record.id),
        'server.cgform.deleted',
        true,
      );
    const rows = await cgformApi.tableRows(record.id).catch(() => null);
    if (!rows) return;
    const content = rows.exists
      ? t('web.cgform.confirm.delete', { name, table: rows.tableName, rows: rows.rows })
      : t('web.cgform.confirm.deleteNoTable', { name, table: rows.tableName });
    confirmThen(content, () => cgformApi.remove(record.id), 'server.cgform.deleted', true);
  }

  async function exportJson() {
    const design = await cgformApi.exportJson(record.id).catch(() => null);
    if (design)
      saveFile(new Blob([JSON.stringify(design, null, 2)], { type: 'application/json' }), `${name}.json`);
  }

  const showAddress = () =>
    modal.info({
      title: t('web.cgform.address.title'),
      content: (
        <Space direction="vertical">
          <span>{t('web.cgform.address.hint')}</span>
          <Typography.Text code copyable>
            {testPath(record)}
          </Typography.Text>
        </Space>
      ),
      okText: t('common.ok'),
    });

  const items: MenuProps['items'] = [
    rights.list && {
      key: 'test',
      label: t('web.cgform.actions.test'),
      onClick: () => void navigate(testPath(record)),
    },
    rights.list && { key: 'address', label: t('web.cgform.actions.address'), onClick: showAddress },
    rights.edit &&
      !copy && {
        key: 'enhance',
        label: t('web.cgform.enhance.action'),
        onClick: () => setEnhancing(true),
      },
    rights.edit && {
      key: 'menu',
      label: t('web.cgform.actions.addToMenu'),
      onClick: () => setAddingToMenu(true),
    },
    rights.copy &&
      !copy && {
        key: 'copy',
        label: t('web.cgform.actions.copy'),
        onClick: () =>
          modal.confirm({
            title: t('web.kit.confirmTitle'),
            content: t('web.cgform.confirm.copy', { name }),
            okText: t('common.ok'),
            cancelText: t('common.cancel'),
            onOk: () => void makeCopy(),
          }),
      },
    !copy &&
      onCopies && {
        key: 'copies',
        label: t('web.cgform.copyView.copies'),
        onClick: () => onCopies(record),
      },
    rights.export &&
      !copy && {
        key: 'export',
        label: t('web.cgform.actions.export'),
        onClick: () => void exportJson(),
      },
    rights.remove &&
      !copy && {
        key: 'remove',
        label: t('web.cgform.actions.remove'),
        onClick: () =>
          confirmThen(
            t('web.cgform.confirm.remove', { name }),
            () => cgformApi.removeRecord(record.id),
            'server.cgform.removed',
          ),
      },
    rights.delete && {
      key: 'delete',
      danger: true,
      label: t('web.cgform.actions.delete'),
      onClick: () => void confirmDelete(),
    },
  ].filter((item) => Boolean(item)) as MenuProps['items'];

  return (
    <Space size={0} wrap>
      {rights.edit && (
        <Button type="link" size="small" onClick={() => onEdit(record)}>
          {t('web.cgform.actions.edit')}
        </Button>
      )}
      {rights.sync && !copy && (
        <Button type="link" size="small" onClick={() => onSync(record)}>
          {t('web.cgform.actions.sync')}
        </Button>
      )}
      {items && items.length > 0 && (
        <MenuDropdown menu={{ items }} trigger={['click']}>
          <Button type="link" size="small">
            {t('web.cgform.actions.more')} <DownOutlined />
          </Button>
        </MenuDropdown>
      )}
      {enhancing && (
        <EnhanceModal
          head={{ id: record.id, tableName: name, tableTxt: String(record.tableTxt ?? '') }}
          onClose={() => setEnhancing(false)}
        />
      )}
      {addingToMenu && (
        <AddToMenuModal
          name={String(record.tableTxt ?? name)}
          onSubmit={(entry) => cgformApi.addToMenu({ ...entry, id: record.id })}
          onClose={() => setAddingToMenu(false)}
        />
      )}
    </Space>
  );
}

/**
 * The fixed 操作 column of a list of designs (the head list, an original's copy list): each row's CgformRowActions.
 * @example actionColumn: cgformActionColumn(t('web.kit.actions'), 230, { rights, onEdit, onSync, refresh })
 */
export function cgformActionColumn(
  title: string,
  width: number,
  actions: Omit<Props, 'record'>,
): ColumnType<Row> {
  return {
    key: '__actions',
    title,
    fixed: 'right',
    width,
    render: (_: unknown, record: Row) => <CgformRowActions record={record} {...actions} />,
  };
}
