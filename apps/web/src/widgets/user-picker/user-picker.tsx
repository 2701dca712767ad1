import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usersByName, type PickedUser } from './user-picker-api';
import { UserPickerModal } from './user-picker-modal';

interface Props {
  /** comma-joined usernames */
  value?: string | null;
  onChange?: (value: string | null, users: PickedUser[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
}

const split = (value?: string | null) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * A read-only input showing the chosen users' real names; clicking it opens 选择用户. The value is the
 * comma-joined usernames (multi-select values are joined by comma, widgets §9).
 * @example <Form.Item name="manager"><UserPicker multiple /></Form.Item>
 */
export function UserPicker({ value, onChange, multiple = false, disabled, allowClear = true, placeholder, id }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const names = split(value);
  const query = useQuery({ queryKey: ['user', 'getMultiUser', names.join(',')], queryFn: () => usersByName(names.join(',')), enabled: names.length > 0, staleTime: 60_000 });
  const known = names.length > 0 ? (query.data ?? []) : [];
  const shown = names.map((n) => known.find((u) => u.username === n)?.realname ?? n).join(',');

  const pick = (users: PickedUser[]) => {
    setOpen(false);
    onChange?.(users.length ? users.map((u) => u.username).join(',') : null, users);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={shown} placeholder={placeholder ?? t('web.sysUser.pickerPlaceholder')} disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
          suffix={allowClear && names.length > 0 && !disabled ? <CloseCircleFilled aria-label="clear" onClick={(e) => { e.stopPropagation(); pick([]); }} style={{ color: 'rgba(0,0,0,.25)' }} /> : <span />} />
        <Button icon={<UserOutlined />} disabled={disabled} onClick={() => setOpen(true)} aria-label={t('web.sysUser.pickerTitle')} />
      </Space.Compact>
      <UserPickerModal open={open} multiple={multiple} initial={known} onOk={pick} onCancel={() => setOpen(false)} />
    </>
  );
}
