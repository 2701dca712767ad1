/**
 * A native checkbox in Ant Design's colours: the grid shows one per row and per flag cell, and antd's
 * Checkbox (wave, motion, context) costs too much when rows mount on every scroll frame.
 * @example <NativeCheckbox checked={on} onChange={setOn} label="选择" />
 */
export function NativeCheckbox({ checked, indeterminate = false, disabled, label, onChange }: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange(checked: boolean): void;
}) {
  return (
    <input ref={(el) => { if (el) el.indeterminate = indeterminate; }} type="checkbox" className={`weld-grid-checkbox${indeterminate ? ' is-indeterminate' : ''}`} checked={checked} disabled={disabled}
      aria-label={label} aria-checked={indeterminate ? 'mixed' : checked} onChange={(e) => onChange(e.target.checked)} />
  );
}
