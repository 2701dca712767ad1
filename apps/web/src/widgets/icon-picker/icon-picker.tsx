import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadOutlinedIcons, type NamedIconEntry } from './icon-names';
import './icon-picker.css';

export interface IconPickerProps {
  open: boolean;
  /** the current name, highlighted */
  value?: string | null;
  onOk(name: string): void;
  onCancel(): void;
}

/**
 * A modal grid of the outlined icons with a search box; a click picks the icon's menu name ('setting').
 * @example <IconPicker open value={icon} onOk={setIcon} onCancel={close} />
 */
export function IconPicker({ open, value, onOk, onCancel }: IconPickerProps) {
  const { t } = useTranslation();
  const [icons, setIcons] = useState<NamedIconEntry[] | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open && !icons) void loadOutlinedIcons().then(setIcons);
  }, [open, icons]);
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);
  const shown = useMemo(() => {
    const words = search
      .trim()
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean);
    return (icons ?? []).filter((i) => words.every((w) => i.name.includes(w)));
  }, [icons, search]);

  return (
    <Modal
      open={open}
      title={t('web.sysPermission.iconTitle')}
      width={800}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('web.sysPermission.iconSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {!icons ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty description={t('web.sysPermission.iconEmpty')} />
      ) : (
        <div className="icon-picker-grid" role="listbox" aria-label={t('web.sysPermission.iconTitle')}>
          {shown.map(({ name, Icon }) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={name === value}
              aria-label={name}
              title={name}
              className={name === value ? 'icon-picker-cell icon-picker-cell-active' : 'icon-picker-cell'}
              onClick={() => onOk(name)}
            >
              <Icon />
              <span className="icon-picker-name">{name}</span>
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
