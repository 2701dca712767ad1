import { useLayoutEffect, useRef } from 'react';
import { Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitTags, TAG_SEPARATOR } from './input-values';
import type { TextValueProps } from './text-value-props';

export type TagInputProps = TextValueProps;

/** How many tag characters (separators not counted) stand before a caret position. */
const charsBefore = (text: string, caret: number) =>
  [...text.slice(0, caret)].filter((c) => c !== TAG_SEPARATOR).length;

/** The caret position in split text after `count` tag characters. */
function caretAfter(text: string, count: number): number {
  let seen = 0;
  let pos = 0;
  for (const c of text) {
    if (seen === count) break;
    pos += c.length;
    if (c !== TAG_SEPARATOR) seen++;
  }
  return pos;
}

/**
 * A text input that splits what is typed into two-character tags joined by semicolons as the person
 * types (spec widgets §5); value and display are the same split text, and the caret stays after the
 * character just typed even when the separators move.
 * @example <TagInput value={tags} onChange={setTags} /> // typing 焊接电流 gives '焊接;电流'
 */
export function TagInput({ value, onChange, placeholder, ...rest }: TagInputProps) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  const text = value ?? '';
  useLayoutEffect(() => {
    const el = input.current?.input;
    if (caret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfter(text, caret.current);
    el.setSelectionRange(at, at);
    caret.current = null;
  }, [text]);
  return (
    <Input
      {...rest}
      ref={input}
      allowClear
      value={text}
      placeholder={placeholder ?? t('web.editors.inputs.tagPlaceholder')}
      onChange={(e) => {
        caret.current = charsBefore(e.target.value, e.target.selectionStart ?? e.target.value.length);
        onChange?.(splitTags(e.target.value));
      }}
    />
  );
}
