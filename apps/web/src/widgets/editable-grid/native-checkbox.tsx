import { memo } from 'react';

/**
 * A native checkbox in Ant Design's colours: the grid shows one per row and per flag cell, and antd's
 * Checkbox (wave, motion, context) costs too much when rows mount on every scroll frame.
 * @example <NativeCheckbox checked={on} onChange={setOn} label="选择" />
 */
export const NativeCheckbox = memo(function NativeCheckbox({
  checked,
  indeterminate = false,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange(checked: boolean): void;
}) {
  return (
    <input
      ref={indeterminate ? markIndeterminate : clearIndeterminate}
      type="checkbox"
      className={`weld-grid-checkbox${indeterminate ? ' is-indeterminate' : ''}`}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
});

// module-level refs: a new ref function per render would be detached and attached again on every commit
const markIndeterminate = (el: HTMLInputElement | null) => {
  if (el) el.indeterminate = true;
};
const clearIndeterminate = (el: HTMLInputElement | null) => {
  if (el) el.indeterminate = false;
};
