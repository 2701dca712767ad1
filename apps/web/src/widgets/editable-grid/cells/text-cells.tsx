import { useState } from 'react';
import { acceptNumberInput, numberOnBlur } from '@weld/core';
import type { CellProps } from './cell-props';

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * A plain text cell: a native input, since hundreds are on screen at once and each keystroke must
 * paint within a frame.
 * @example <InputCell {...cellProps} />
 */
export function InputCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  return (
    <input className="weld-grid-input" value={asText(value)} disabled={disabled} placeholder={placeholder} aria-label={column.title}
      onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
  );
}

/**
 * A number cell: keeps only an optionally negative number with an optional decimal point (otherwise the
 * previous text stays), and on blur turns the text into a number, or empty when it is incomplete.
 * @example <NumberCell {...cellProps} />
 */
export function NumberCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  const [state, setState] = useState({ text: asText(value), value });
  // a value written from outside (live update, reset) replaces the text; one this cell wrote keeps it ('3.' stays '3.')
  if (state.value !== value) {
    const own = numberOnBlur(state.text) === value || asText(value) === state.text || (state.text === '' && value == null);
    setState({ text: own ? state.text : asText(value), value });
  }
  const text = state.text;
  const setText = (next: string) => setState((s) => ({ ...s, text: next }));
  return (
    <input className="weld-grid-input weld-grid-number" inputMode="decimal" value={text} disabled={disabled} placeholder={placeholder} aria-label={column.title}
      onChange={(e) => {
        const next = acceptNumberInput(e.target.value, text);
        setText(next);
        const n = numberOnBlur(next);
        onChange(n ?? (next === '' ? null : next));
      }}
      onBlur={() => {
        const n = numberOnBlur(text);
        setText(asText(n));
        onChange(n);
        onBlur();
      }} />
  );
}
