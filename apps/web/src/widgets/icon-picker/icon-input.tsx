import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconPicker } from './icon-picker';
import { NamedIcon } from './named-icon';

export interface IconInputProps {
  value?: string | null;
  onChange?(value: string | null): void;
  id?: string;
}

/**
 * A form control holding a menu icon name: the icon, the name (typed or cleared) and a button opening the picker.
 * @example <Form.Item name="icon"><IconInput /></Form.Item>
 */
export function IconInput({ value, onChange, id }: IconInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* the picker stays outside the compact group: as its last child it left the button a middle item, unrounded and
          its right border hidden */}
      <Space.Compact block>
        {/* the input takes what the button leaves: at width 100% it pushed the button past the form's edge */}
        <Input
          id={id}
          style={{ flex: 1, width: 'auto', minWidth: 0 }}
          allowClear
          prefix={<NamedIcon name={value} />}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value.trim() || null)}
        />
        <Button onClick={() => setOpen(true)}>{t('web.sysPermission.iconPick')}</Button>
      </Space.Compact>
      <IconPicker
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(name) => {
          onChange?.(name);
          setOpen(false);
        }}
      />
    </>
  );
}
