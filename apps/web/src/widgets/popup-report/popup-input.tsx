import { useState } from 'react';
import { Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { popupValues, type PopupField } from '@weld/core';
import { LazyPopupReportModal } from './lazy-modal';

export interface PopupInputProps {
  /** the form field this input edits (its key may be among the popup's destFields) */
  fieldKey: string;
  popup: PopupField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A form's popup control (widgets.md §5): a read-only text that opens the popup report picker; the chosen rows'
 * orgFields are written into the form's destFields, this field's own value among them. Clearing empties them all.
 * @example <Form.Item name="operator"><PopupInput fieldKey="operator" popup={{ code: 'sys_user', orgFields: 'realname,phone', destFields: 'operator,tel' }} /></Form.Item>
 */
export function PopupInput({ fieldKey, popup, value, onChange, id, disabled, placeholder }: PopupInputProps) {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const write = (values: Record<string, string>) => {
    const { [fieldKey]: own, ...others } = values;
    form.setFieldsValue(others);
    if (own !== undefined) onChange?.(own);
  };
  const start = () => {
    if (disabled) return;
    setAsked(true);
    setOpen(true);
  };
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <>
      <Input
        id={id}
        readOnly
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        title={text}
        allowClear={!disabled}
        onClick={start}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? start() : undefined)}
        onChange={(e) => {
          // only the clear button changes a read-only input
          if (e.target.value === '') write(popupValues([], popup.orgFields, popup.destFields));
        }}
        suffix={<SearchOutlined onClick={start} />}
      />
      {asked && (
        <LazyPopupReportModal
          open={open}
          code={popup.code}
          multiple={popup.multiple === true}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            write(popupValues(rows, popup.orgFields, popup.destFields));
          }}
        />
      )}
    </>
  );
}
