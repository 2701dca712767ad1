import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { unwrapSearch, wrapSearch, type SearchMode } from './input-values';
import type { TextValueProps } from './text-value-props';

export interface SearchInputProps extends TextValueProps {
  /** eq leaves the text as typed; like → `*x*`, ne → `!x`, ge → `>=x`, le → `<=x` */
  mode?: SearchMode;
}

/**
 * A text input for a search form that shows the plain text and emits it wrapped with the list
 * query's operator (spec widgets §5).
 * @example <Form.Item name="modelCode"><SearchInput mode="like" /></Form.Item>
 */
export function SearchInput({ mode = 'eq', value, onChange, placeholder, ...rest }: SearchInputProps) {
  const { t } = useTranslation();
  // kept apart from value: a typed '*' in eq mode or a mode switch must not rewrite what the person sees
  const [text, setText] = useState(() => unwrapSearch(value ?? '', mode));
  const [seen, setSeen] = useState({ value, mode });
  if (seen.value !== value || seen.mode !== mode) {
    setSeen({ value, mode });
    if (wrapSearch(text, mode) !== (value ?? '')) setText(unwrapSearch(value ?? '', mode));
  }
  return (
    <Input
      {...rest}
      allowClear
      value={text}
      placeholder={placeholder ?? t('web.editors.inputs.searchPlaceholder')}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(wrapSearch(e.target.value, mode));
      }}
    />
  );
}
