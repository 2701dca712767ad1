import { App, Button, Space } from 'antd';
import {
  ClearOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  SaveOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isButtonAllowed } from '@weld/core';
import { useMemo } from 'react';
import type { AddSettings } from '@weld/core';
import { session } from '../../lib/session';
import { AddSettingsButton } from './add-settings';
import { useSessionVersion } from '../../lib/use-session';

/** Toolbar buttons of spec widgets §9. */
export type GridButton = 'add' | 'save' | 'remove' | 'clearSelection' | 'collapse';

/**
 * Which row actions the user may use under an authorization prefix: `<prefix>add` and
 * `<prefix>batch_delete` go through the button-rights rule; excluding batch_delete also removes remove.
 * @example const { add, remove } = useGridRights('weld:sequence:')
 */
export function useGridRights(authPre?: string): { add: boolean; remove: boolean } {
  // the rights live in storage as JSON: read them when the session changes, not on every keystroke
  const version = useSessionVersion();
  return useMemo(() => {
    if (!authPre) return { add: true, remove: true };
    const ctx = { auth: session.auth(), allAuth: session.allAuth() };
    return {
      add: isButtonAllowed(`${authPre}add`, ctx),
      remove: isButtonAllowed(`${authPre}batch_delete`, ctx),
    };
  }, [authPre, version]); // eslint-disable-line react-hooks/exhaustive-deps
}

interface Props {
  buttons: GridButton[];
  rights: { add: boolean; remove: boolean };
  selected: number;
  collapsed: boolean;
  disabled: boolean;
  saving: boolean;
  rowCount: number;
  addSettings: AddSettings;
  onAddSettings(settings: AddSettings): void;
  onAdd(): void;
  onSave?(): void;
  onRemove(): void;
  onClear(): void;
  onToggleCollapse(): void;
}

/**
 * 新增 / 保存 / 删除 / 清空选择 / 展开·收起; 删除 asks 确定要删除这 N 项吗? first.
 * @example <GridToolbar buttons={['add', 'remove']} ... />
 */
export function GridToolbar({
  buttons,
  rights,
  selected,
  collapsed,
  disabled,
  saving,
  rowCount,
  addSettings,
  onAddSettings,
  onAdd,
  onSave,
  onRemove,
  onClear,
  onToggleCollapse,
}: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const has = (b: GridButton) => buttons.includes(b);
  const confirmRemove = () =>
    modal.confirm({
      title: t('web.grid.deleteConfirm', { count: selected }),
      okButtonProps: { danger: true },
      onOk: onRemove,
    });
  return (
    <div className="weld-grid-toolbar">
      <Space wrap size={8}>
        {has('add') && rights.add && (
          <Space.Compact>
            <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onAdd}>
              {t('web.grid.toolbar.add')}
            </Button>
            <AddSettingsButton
              value={addSettings}
              rowCount={rowCount}
              disabled={disabled}
              onSave={onAddSettings}
            />
          </Space.Compact>
        )}
        {has('save') && onSave && (
          <Button icon={<SaveOutlined />} loading={saving} disabled={disabled} onClick={onSave}>
            {t('web.grid.toolbar.save')}
          </Button>
        )}
        {has('remove') && rights.remove && selected > 0 && (
          <Button danger icon={<DeleteOutlined />} disabled={disabled} onClick={confirmRemove}>
            {t('web.grid.toolbar.remove')}
          </Button>
        )}
        {has('clearSelection') && selected > 0 && (
          <Button icon={<ClearOutlined />} onClick={onClear}>
            {t('web.grid.toolbar.clearSelection')}
          </Button>
        )}
        {selected > 0 && (
          <span className="weld-grid-selected">{t('web.grid.selected', { count: selected })}</span>
        )}
      </Space>
      {has('collapse') && (
        <Button type="link" icon={collapsed ? <DownOutlined /> : <UpOutlined />} onClick={onToggleCollapse}>
          {collapsed ? t('web.grid.toolbar.expand') : t('web.grid.toolbar.collapse')}
        </Button>
      )}
    </div>
  );
}
