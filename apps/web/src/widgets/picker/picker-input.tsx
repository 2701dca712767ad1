import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ellipsize } from '@weld/core';

/** What the input hands its dialog. */
export interface PickerModalProps<T> {
  open: boolean;
  initial: T[];
  onOk(rows: T[]): void;
  onCancel(): void;
}

export interface PickerInputProps<T> {
  /** comma-joined keys */
  value?: string | null;
  onChange?: (value: string | null, rows: T[]) => void;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder: string;
  id?: string;
  /** the open button's icon and accessible name */
  icon: ReactNode;
  title: string;
  /** the names lookup's query key prefix; the joined keys follow it */
  lookupKey: string[];
  lookup(keys: string[]): Promise<T[]>;
  keyOf(row: T): string;
  nameOf(row: T): string | null | undefined;
  modal(props: PickerModalProps<T>): ReactNode;
}

/** What a picker field built on PickerInput takes from its form: the value side, and single or multiple choice. */
export type PickerFieldProps<T> = Pick<
  PickerInputProps<T>,
  'value' | 'onChange' | 'disabled' | 'allowClear' | 'id'
> & { multiple?: boolean; placeholder?: string };

const split = (value?: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A read-only input showing the names of its comma-joined keys (cut after 25 characters), with clear and open buttons; the dialog
 * `modal` renders answers the rows whose keys become the value (null when none).
 * @example <PickerInput value={v} onChange={set} placeholder="请选择" icon={<UserOutlined />} title="选择用户" lookupKey={['user', 'byName']} lookup={load} keyOf={(u) => u.username} nameOf={(u) => u.realname} modal={(p) => <UserPickerModal {...p} />} />
 */
export function PickerInput<T>({
  value,
  onChange,
  disabled,
  allowClear = true,
  placeholder,
  id,
  icon,
  title,
  lookupKey,
  lookup,
  keyOf,
  nameOf,
  modal,
}: PickerInputProps<T>) {
  const [open, setOpen] = useState(false);
  const keys = split(value);
  const query = useQuery({
    queryKey: [...lookupKey, keys.join(',')],
    queryFn: () => lookup(keys),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
  const known = keys.length > 0 ? (query.data ?? []) : [];
  // a key the lookup does not know shows as itself
  const shown = keys
    .map((k) => {
      const row = known.find((r) => keyOf(r) === k);
      return (row ? nameOf(row) : undefined) ?? k;
    })
    .join(',');

  const pick = (rows: T[]) => {
    setOpen(false);
    onChange?.(rows.length ? rows.map(keyOf).join(',') : null, rows);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        {/* long choices are cut at the spec's 25 characters; the whole list is in the tooltip */}
        <Input
          id={id}
          readOnly
          value={ellipsize(shown)}
          title={shown || undefined}
          placeholder={placeholder}
          disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
          suffix={
            allowClear && keys.length > 0 && !disabled ? (
              <CloseCircleFilled
                aria-label="clear"
                onClick={(e) => {
                  e.stopPropagation();
                  pick([]);
                }}
                style={{ color: 'rgba(0,0,0,.25)' }}
              />
            ) : (
              <span />
            )
          }
        />
        <Button icon={icon} disabled={disabled} onClick={() => setOpen(true)} aria-label={title} />
      </Space.Compact>
      {modal({ open, initial: known, onOk: pick, onCancel: () => setOpen(false) })}
    </>
  );
}
