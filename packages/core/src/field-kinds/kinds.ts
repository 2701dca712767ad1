/**
 * Every kind of field a resource may hold, code-defined or defined at run time. Each kind has its value facts
 * here in core (`kind-values.ts`) and its cell text, form control, grid editor and filter control in the web
 * app's field-kind registry; the grid's column types and the online forms' control names map onto these
 * (`control-names.ts`).
 */
export const FIELD_KINDS = [
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'dict',
  'multiDict',
  'switchYN',
  'password',
  'secret',
  'richText',
  'image',
  'file',
  'user',
  'depart',
  'position',
  'category',
  'weldModel',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];
