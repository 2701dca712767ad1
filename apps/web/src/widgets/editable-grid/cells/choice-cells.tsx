import { AutoComplete, Radio, Select } from 'antd';
import { useState } from 'react';
import type { DictOption } from '../../../lib/use-dict-options';
import { NativeCheckbox } from '../native-checkbox';
import { SearchSelect } from '../../search-select/search-select';
import { displayText, type CellProps } from './cell-props';
import { CellText } from './cell-text';
import { FakeControl } from './fake-control';

/**
 * A checkbox cell whose values are the column's customValue pair ([checked, unchecked], default true/false).
 * @example <CheckboxCell {...cellProps} />
 */
export function CheckboxCell({ value, disabled, onChange, column }: CellProps) {
  const [on, off] = column.customValue ?? [true, false];
  return (
    <NativeCheckbox
      checked={value === on}
      disabled={disabled}
      label={column.title}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}

/**
 * select, list_multi (several values comma-joined), sel_search and sel_search_async cells.
 * @example <SelectCell {...cellProps} />
 */
export function SelectCell({ value, disabled, placeholder, onChange, onBlur, column, options }: CellProps) {
  const multiple = column.type === 'list_multi';
  const searching = column.type === 'sel_search' || column.type === 'sel_search_async';
  const text = displayText(value, options);
  return (
    <FakeControl
      text={text}
      placeholder={placeholder}
      disabled={disabled}
      label={column.title}
      content={column.setTagColor ? <CellText value={value} options={options} tags /> : undefined}
    >
      {(close) => {
        const done = () => {
          close();
          onBlur();
        };
        if (searching && (column.dict ?? column.dictCode)) {
          return (
            <SearchSelect
              dict={(column.dict ?? column.dictCode) as string}
              async={column.type === 'sel_search_async'}
              value={value == null ? null : String(value)}
              onChange={(v) => {
                onChange(v ?? '');
                done();
              }}
              style={{ width: '100%' }}
              placeholder={placeholder}
            />
          );
        }
        const current = multiple
          ? String(value ?? '')
              .split(',')
              .filter(Boolean)
          : value == null || value === ''
            ? undefined
            : String(value);
        if (column.allowInput && !multiple) {
          return (
            <TypedSelect
              value={current as string | undefined}
              options={options}
              placeholder={placeholder}
              label={column.title}
              onDone={(v) => {
                onChange(v);
                done();
              }}
            />
          );
        }
        return (
          <Select
            size="small"
            style={{ width: '100%' }}
            autoFocus
            defaultOpen
            placeholder={placeholder}
            value={current}
            options={options}
            mode={multiple ? (column.allowInput ? 'tags' : 'multiple') : undefined}
            maxTagCount={multiple ? 1 : undefined}
            showSearch={searching || column.allowSearch || column.allowInput}
            optionFilterProp="label"
            allowClear
            onChange={(v: string | string[] | undefined) => {
              onChange(Array.isArray(v) ? v.join(',') : (v ?? ''));
              if (!multiple) done();
            }}
            onOpenChange={(open) => {
              if (!open && !multiple) done();
            }}
            onBlur={done}
          />
        );
      }}
    </FakeControl>
  );
}

/**
 * A radio group cell over the column's options.
 * @example <RadioCell {...cellProps} />
 */
export function RadioCell({ value, disabled, onChange, column, options }: CellProps) {
  return (
    <Radio.Group
      size="small"
      value={value == null ? undefined : String(value)}
      disabled={disabled}
      aria-label={column.title}
      options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * A select that also takes a typed value (allowInput): the options are suggestions, and what the user
 * typed is kept on Enter or on leaving the cell.
 */
function TypedSelect({
  value,
  options,
  placeholder,
  label,
  onDone,
}: {
  value?: string;
  options: DictOption[];
  placeholder: string;
  label: string;
  onDone(value: string): void;
}) {
  // shows the option's label for a coded value, the value itself for a typed one
  const [text, setText] = useState(options.find((o) => o.value === value)?.label ?? value ?? '');
  const toValue = (typed: string) =>
    options.find((o) => o.label === typed || o.value === typed)?.value ?? typed.trim();
  return (
    <AutoComplete
      size="small"
      style={{ width: '100%' }}
      autoFocus
      defaultOpen
      value={text}
      placeholder={placeholder}
      aria-label={label}
      options={options.map((o) => ({ value: o.label, key: o.value }))}
      filterOption={(input, o) =>
        String(o?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(v: string) => setText(v)}
      onSelect={(v: string) => onDone(toValue(v))}
      onBlur={() => onDone(toValue(text))}
      onInputKeyDown={(e) => {
        if (e.key === 'Enter') onDone(toValue(text));
      }}
    />
  );
}
