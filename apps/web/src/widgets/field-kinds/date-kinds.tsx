import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { KIND_VALUES } from '@weld/core';
import { plainText } from './cell-texts';
import { DateFilter } from './filters';
import type { FieldKindEntries, FormControlProps } from './kind-parts';
import type { ScreenParts } from './standard-kinds';

function DateControl({ field, value, onChange, allowedValues: _choices, ...rest }: FormControlProps) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      {...rest}
      value={value as never}
      onChange={onChange}
      showTime={field.kind === 'datetime'}
      format={KIND_VALUES[field.kind].dateFormat}
    />
  );
}

/** A date kind's parts: the picker holds a dayjs, the API the text of the kind's format (DESIGN.md §4). */
function dateKind(format: string, listMinWidth: number): ScreenParts {
  return {
    cellText: plainText,
    listMinWidth,
    FormControl: DateControl,
    toControlValue: (value) => dayjs(String(value), format),
    toWireValue: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).format(format) : value),
    Filter: DateFilter,
  };
}

/** date (`YYYY-MM-DD`) and datetime (`YYYY-MM-DD HH:mm:ss`). */
export const DATE_KINDS = {
  date: dateKind(KIND_VALUES.date.dateFormat as string, 110),
  datetime: dateKind(KIND_VALUES.datetime.dateFormat as string, 170),
} satisfies FieldKindEntries;
