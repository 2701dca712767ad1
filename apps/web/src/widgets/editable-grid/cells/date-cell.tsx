import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { GRID } from '@weld/core';
import type { CellProps } from './cell-props';
import { FakeControl } from './fake-control';

/**
 * date (YYYY-MM-DD) and datetime (YYYY-MM-DD HH:mm:ss) cells; the value is the formatted text.
 * @example <DateCell {...cellProps} />
 */
export function DateCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  const withTime = column.type === 'datetime';
  const format = column.format ?? (withTime ? GRID.datetimeFormat : GRID.dateFormat);
  const text = value ? String(value) : '';
  return (
    <FakeControl
      text={text}
      placeholder={placeholder}
      disabled={disabled}
      label={column.title}
      icon="calendar"
    >
      {(close) => (
        <DatePicker
          size="small"
          style={{ width: '100%' }}
          autoFocus
          defaultOpen
          showTime={withTime}
          format={format}
          placeholder={placeholder}
          value={text && dayjs(text, format).isValid() ? dayjs(text, format) : null}
          onChange={(d) => onChange(d ? d.format(format) : '')}
          onOpenChange={(open) => {
            if (!open) {
              close();
              onBlur();
            }
          }}
        />
      )}
    </FakeControl>
  );
}
