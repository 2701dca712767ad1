import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CronModal, type CronModalProps } from './cron-modal';

export interface CronInputProps {
  value?: string;
  onChange?: (expression: string) => void;
  /** Which dialog the button opens: compact (608) by default, or wide (800). */
  variant?: CronModalProps['variant'];
  disabled?: boolean;
  id?: string;
}

/**
 * A form control for a cron expression: the text input plus a button opening the cron editor dialog.
 * @example <Form.Item name="cronExpression"><CronInput /></Form.Item>
 */
export function CronInput({ value, onChange, variant = 'compact', disabled, id }: CronInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          disabled={disabled}
          placeholder={t('web.cron.placeholder')}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {t('web.cron.open')}
        </Button>
      </Space.Compact>
      <CronModal
        open={open}
        value={value}
        variant={variant}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
      />
    </>
  );
}
