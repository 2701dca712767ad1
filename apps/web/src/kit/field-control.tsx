import type { ReactNode } from 'react';
import { fieldKindPart, type FormControlProps } from '../widgets/field-kinds';

/**
 * The form control of a field: its kind's, from the field-kind registry. Date kinds hold dayjs values and
 * multi-dictionaries arrays (form-values.ts converts), switches 'Y'/'N', rich text HTML.
 * @example <Form.Item name="code"><FieldControl field={position.fields.code} /></Form.Item>
 */
export function FieldControl(props: FormControlProps): ReactNode {
  const FormControl = fieldKindPart(props.field.kind, 'FormControl');
  return <FormControl {...props} />;
}
