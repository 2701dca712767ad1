import type { CSSProperties, ReactNode } from 'react';
import { DatePicker, Input, InputNumber } from 'antd';
import type { Field } from '@weld/core';
import { DictSelectTag } from '../widgets/dict-select/dict-select-tag';
import { CategorySelect } from '../widgets/category-select/category-select';
import { WeldModelSelect } from '../widgets/weld-model-select/weld-model-select';
import { UserPicker } from '../widgets/user-picker/user-picker';
import { DepartSelect } from '../widgets/depart-select/depart-select';
import { PositionPicker } from '../widgets/position-picker/position-picker';
import { FileUpload } from '../widgets/upload/file-upload';
import { ImageUpload } from '../widgets/upload/image-upload';
import { RichTextEditor } from '../widgets/editors';
import { YnSwitch } from '../widgets/inputs/yn-switch';

interface Props {
  field: Field;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** Formats the values of date kinds travel in (DESIGN.md §4). */
export const DATE_FORMATS: Partial<Record<string, string>> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/**
 * The form control of a field kind; date kinds hold dayjs values (see form-values.ts for conversion),
 * multi-dictionaries arrays, switches 'Y'/'N', rich text HTML (its editor is fetched on first use).
 * @example <Form.Item name="code"><FieldControl field={position.fields.code} /></Form.Item>
 */
export function FieldControl(props: Props): ReactNode {
  const { field, onChange, value, ...rest } = props;
  if (field.kind === 'text' && field.multiline) {
    return <Input.TextArea {...rest} value={value as string} onChange={(e) => onChange?.(e.target.value)} maxLength={field.max} autoSize={{ minRows: 3, maxRows: 12 }} />;
  }
  switch (field.kind) {
    case 'number':
    case 'money': {
      // InputNumber has no clear button and would hand allowClear to its DOM input
      const { allowClear: _clear, ...numberProps } = rest;
      return <InputNumber style={{ width: '100%' }} {...numberProps} value={value as number | null} onChange={onChange} precision={field.kind === 'money' ? 2 : undefined} />;
    }
    case 'date':
    case 'datetime':
      return <DatePicker style={{ width: '100%' }} {...rest} value={value as never} onChange={onChange} showTime={field.kind === 'datetime'} format={DATE_FORMATS[field.kind]} />;
    case 'dict':
      return <DictSelectTag {...rest} dictCode={field.dictCode} value={value as string | null} onChange={onChange} />;
    case 'multiDict':
      return <DictSelectTag {...rest} dictCode={field.dictCode} multiple joined={false} value={value as string[] | null} onChange={onChange} />;
    case 'category':
      return <CategorySelect id={rest.id} disabled={rest.disabled} placeholder={rest.placeholder} style={rest.style} value={value as string | null} onChange={onChange} />;
    case 'weldModel':
      return <WeldModelSelect id={rest.id} disabled={rest.disabled} placeholder={rest.placeholder} style={rest.style} value={value as string | null} onChange={onChange} />;
    case 'switchYN':
      return <YnSwitch id={rest.id} disabled={rest.disabled} value={value as string | null} onChange={onChange} />;
    case 'depart':
      return <DepartSelect id={rest.id} disabled={rest.disabled} placeholder={rest.placeholder} value={(value as string | null) ?? undefined} onChange={onChange} />;
    case 'user':
      return <UserPicker id={rest.id} disabled={rest.disabled} placeholder={rest.placeholder} allowClear={rest.allowClear} value={value as string | null} onChange={(v) => onChange?.(v)} />;
    case 'position':
      return <PositionPicker id={rest.id} disabled={rest.disabled} placeholder={rest.placeholder} allowClear={rest.allowClear} value={value as string | null} onChange={(v) => onChange?.(v)} />;
    case 'password':
    case 'secret':
      return <Input.Password {...rest} value={value as string} onChange={(e) => onChange?.(e.target.value)} autoComplete="new-password" />;
    case 'image':
      return <ImageUpload id={rest.id} disabled={rest.disabled} value={value as string | null} onChange={onChange} />;
    case 'file':
      return <FileUpload id={rest.id} disabled={rest.disabled} value={value as string | null} onChange={onChange} />;
    case 'richText':
      return <RichTextEditor id={rest.id} disabled={rest.disabled} value={value as string | null} onChange={onChange} />;
    default:
      return <Input {...rest} value={value as string} onChange={(e) => onChange?.(e.target.value)} maxLength={field.max} />;
  }
}
