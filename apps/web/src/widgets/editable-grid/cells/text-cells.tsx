import { useState, type FocusEvent } from 'react';
import { acceptNumberInput, numberOnBlur } from '@weld/core';
import type { CellProps } from './cell-props';

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * While a text field has the focus it belongs to its grid's empty form (.weld-grid-typing, by the form
 * attribute): on every typed character Chromium's autofill reads all the fields of the field's form, and fields
 * outside any form make one page-wide form (here every input in view, ~170), which cost 5-8 ms a keystroke.
 * Only the focused field joins, so no form grows and none is added while rows mount on scroll.
 */
function joinTypingForm(e: FocusEvent<HTMLInputElement>) {
  const form = e.currentTarget
    .closest('.weld-grid')
    ?.querySelector<HTMLFormElement>(':scope > form.weld-grid-typing');
  if (form) e.currentTarget.setAttribute('form', form.id);
}

function leaveTypingForm(e: FocusEvent<HTMLInputElement>) {
  e.currentTarget.removeAttribute('form');
}

/**
 * A plain text cell: a native input, since hundreds are on screen at once and each keystroke must
 * paint within a frame.
 * @example <InputCell {...cellProps} />
 */
export function InputCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  return (
    <input
      className="weld-grid-input"
      value={asText(value)}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={column.title}
      onChange={(e) => onChange(e.target.value)}
      onFocus={joinTypingForm}
      onBlur={(e) => {
        leaveTypingForm(e);
        onBlur();
      }}
    />
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
    const own =
      numberOnBlur(state.text) === value ||
      asText(value) === state.text ||
      (state.text === '' && value == null);
    setState({ text: own ? state.text : asText(value), value });
  }
  const text = state.text;
  const setText = (next: string) => setState((s) => ({ ...s, text: next }));
  return (
    <input
      className="weld-grid-input weld-grid-number"
      inputMode="decimal"
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={column.title}
      onChange={(e) => {
        const next = acceptNumberInput(e.target.value, text);
        setText(next);
        const n = numberOnBlur(next);
        onChange(n ?? (next === '' ? null : next));
      }}
      onFocus={joinTypingForm}
      onBlur={(e) => {
        leaveTypingForm(e);
        const n = numberOnBlur(text);
        setText(asText(n));
        onChange(n);
        onBlur();
      }}
    />
  );
}

/**
 * A written-only value (password, secret) in a grid: typed like a text cell, shown as dots.
 * @example <PasswordCell {...cellProps} />
 */
export function PasswordCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  return (
    <input
      type="password"
      autoComplete="new-password"
      className="weld-grid-input"
      value={asText(value)}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={column.title}
      onChange={(e) => onChange(e.target.value)}
      onFocus={joinTypingForm}
      onBlur={(e) => {
        leaveTypingForm(e);
        onBlur();
      }}
    />
  );
}
