import { Input, InputNumber } from 'antd';
import { RichTextEditor } from '../editors';
import { PopupInput } from '../popup-report';
import { plainText, sentTextOr } from './cell-texts';
import { ControlFilter } from './filters';
import type { FieldKindEntries, FormControlProps } from './kind-parts';

/** One line, or a text area for a multiline field. */
function TextControl({ field, value, onChange, allowedValues: _choices, ...rest }: FormControlProps) {
  if (field.popup)
    return (
      <PopupInput {...rest} fieldKey={field.key} popup={field.popup} value={value} onChange={onChange} />
    );
  const common = {
    ...rest,
    value: value as string,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    maxLength: field.max,
  };
  return field.multiline ? (
    <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 12 }} />
  ) : (
    <Input {...common} />
  );
}

/** number and money; money keeps two decimals. */
function NumberControl({
  field,
  value,
  onChange,
  allowClear: _clear,
  allowedValues: _choices,
  ...rest
}: FormControlProps) {
  // InputNumber has no clear button and would hand allowClear to its DOM input
  return (
    <InputNumber
      style={{ width: '100%' }}
      {...rest}
      value={value as number | null}
      onChange={onChange}
      precision={field.kind === 'money' ? 2 : undefined}
    />
  );
}

/** Written only: the browser is told not to fill it in. */
function SecretControl({
  field: _field,
  value,
  onChange,
  allowedValues: _choices,
  ...rest
}: FormControlProps) {
  return (
    <Input.Password
      {...rest}
      value={value as string}
      onChange={(e) => onChange?.(e.target.value)}
      autoComplete="new-password"
    />
  );
}

/** The rich-text editor, fetched on first use. */
function RichTextControl({ id, disabled, value, onChange }: FormControlProps) {
  return <RichTextEditor id={id} disabled={disabled} value={value as string | null} onChange={onChange} />;
}

/** The text of stored HTML: DOMParser builds an inert document (no script runs, nothing loads). */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style')) node.remove();
  return doc.body.textContent ?? '';
}

/** An amount as lists and details show it: two decimals, as the form holds it (12.50, not 12.5). */
const moneyText = sentTextOr((value) => {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2) : String(value);
});

const secret = { cellText: plainText, FormControl: SecretControl, Filter: ControlFilter };
const numeric = { cellText: plainText, FormControl: NumberControl, Filter: ControlFilter, listMinWidth: 90 };

/** Texts, numbers, secrets and rich text: their form, list and filter parts. */
export const TEXT_KINDS = {
  text: { cellText: plainText, FormControl: TextControl, Filter: ControlFilter, listMinWidth: 110 },
  number: numeric,
  money: { ...numeric, cellText: moneyText, listMinWidth: 110 },
  password: secret,
  secret,
  richText: {
    cellText: sentTextOr((value) => (typeof value === 'string' ? htmlText(value) : '')),
    FormControl: RichTextControl,
    Filter: ControlFilter,
  },
} satisfies FieldKindEntries;
