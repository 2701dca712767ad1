import { Form } from 'antd';
import type { CascadeLevel } from '@weld/core';
import { CategoryLevelSelect } from '../category-select/category-level-select';
import type { FormControlProps } from './kind-parts';

/**
 * A level of linked selects in a form: lists the children of the value its parent field holds now (the top level
 * those of its root) and, when the user picks another value, empties the levels below, whose choices were the old
 * value's children. A value set by the form itself (an edit opening) clears nothing.
 * @example <CascadeControl field={field} cascade={field.cascade} value={v} onChange={set} />
 */
export function CascadeControl({
  cascade,
  field,
  allowedValues: _allowed,
  onChange,
  ...rest
}: FormControlProps & { cascade: CascadeLevel }) {
  const form = Form.useFormInstance();
  // a hook is called on every render: the top level watches its own key and reads no parent from it
  const watched: unknown = Form.useWatch(cascade.parent ?? field.key, { form, preserve: true });
  const parent = cascade.parent === undefined ? undefined : watched ? String(watched) : null;
  return (
    <CategoryLevelSelect
      {...rest}
      value={(rest.value as string | null | undefined) ?? undefined}
      pcode={cascade.pcode}
      parent={parent}
      onChange={(next) => {
        onChange?.(next);
        if (cascade.below.length > 0)
          form.setFieldsValue(Object.fromEntries(cascade.below.map((key) => [key, undefined])));
      }}
    />
  );
}
