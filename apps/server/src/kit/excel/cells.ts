import type { CellValue } from 'exceljs';
import { LOCALES, readableFields } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import { label } from '../write';

/** Fields a sheet carries: every readable one, in definition order. */
export function sheetFields(def: ResourceDefinition): Field[] {
  return readableFields(def);
}

/** The text a person sees in a cell, whatever exceljs hands back (rich text, links, formulas, dates). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/** Header text → field: labels in every language and the field keys, compared trimmed and case-blind. */
export function headerMap(def: ResourceDefinition): Map<string, Field> {
  const out = new Map<string, Field>();
  for (const field of sheetFields(def)) {
    out.set(field.key.toLowerCase(), field);
    for (const lang of LOCALES as readonly Locale[])
      out.set(label(def, field, lang).trim().toLowerCase(), field);
  }
  return out;
}

/** A UTF-8 attachment header with an ASCII fallback for old clients. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
