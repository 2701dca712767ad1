import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';

/**
 * The row menu (move up/down, insert below, remove): a plain button until first opened, so rows that
 * scroll past do not each carry an antd Dropdown.
 * @example <RowMenu label="插入一行 3" items={items} disabled={false} />
 */
export function RowMenu({
  label,
  items,
  disabled,
}: {
  label: string;
  items: NonNullable<MenuProps['items']>;
  disabled: boolean;
}) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="weld-grid-menu-btn"
      aria-label={label}
      disabled={disabled}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      <MoreOutlined />
    </button>
  );
  if (!used) return button;
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: () => setOpen(false) }}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      {button}
    </Dropdown>
  );
}
