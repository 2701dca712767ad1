import {
  fieldLabel,
  fieldList,
  isSecret,
  KIND_VALUES,
  translate,
  validateField,
  validationParams,
} from '@weld/core';
import type { Field, FieldKind, Locale, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { sanitizeRichText } from '../lib/html';
import { dictItems } from './dictionaries';
import { lookupValuesFound } from './lookup-values';
import type { KitTx, Row } from './table';

export type WriteMode = 'add' | 'edit';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What a kind's incoming text becomes on the server beyond core's facts: the parts that need the server's libraries. */
const SERVER_PARSERS: Partial<Record<FieldKind, (text: string) => string>> = {
  // stored HTML is sanitised before anything checks or stores it (DESIGN.md §7)
  richText: sanitizeRichText,
};

function normalise(field: Field, value: unknown): unknown {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return value;
  if (KIND_VALUES[field.kind].numeric) return Number(value.trim());
  return SERVER_PARSERS[field.kind]?.(value) ?? value;
}

/** Dictionary code → its item values, looked up once by a caller that checks many rows (an import). */
export type DictValues = Map<string, Set<string>>;

/**
 * The item values of every dictionary the definition's fields use, for checkValues over many rows: the
 * cached dictionaries are copied out of the cache on each look-up, too dear to repeat per row.
 * @example const known = await dictValuesOf(ctx, position); for (const body of rows) await checkValues(ctx, position, body, 'add', lang, known)
 */
export async function dictValuesOf(ctx: AppContext, def: ResourceDefinition): Promise<DictValues> {
  const out: DictValues = new Map();
  for (const code of new Set(
    fieldList(def)
      .filter((f) => !f.lookup)
      .map((f) => f.dictCode)
      .filter((c): c is string => !!c),
  )) {
    out.set(code, new Set((await dictItems(ctx, 'zh_CN', code)).map((i) => i.value)));
  }
  return out;
}

async function dictProblem(
  ctx: AppContext,
  lang: Locale,
  field: Field,
  value: unknown,
  dicts?: DictValues,
): Promise<string | null> {
  if (!field.dictCode || value === null) return null;
  const values = KIND_VALUES[field.kind].multiple ? String(value).split(',') : [String(value)];
  // a table dictionary (a dictionary field with a lookup): the values its table holds
  const known = field.lookup
    ? await lookupValuesFound(ctx, field, values)
    : (dicts?.get(field.dictCode) ??
      new Set((await dictItems(ctx, lang, field.dictCode)).map((i) => i.value)));
  return values.every((v) => known.has(v)) ? null : 'server.kit.validation.dict';
}

/** Field label in the caller's language. */
export function label(def: ResourceDefinition, field: Field, lang: Locale): string {
  return fieldLabel(def, field, lang);
}

/**
 * A 400 naming every refused field: `result.errors` maps each field's key to its message (forms mark them), and
 * the answer's message lists them as "<label>：<message>", joined by "; ". A field refused by its own message
 * alone: lib/errors.ts' fieldError.
 * @example throw fieldsError(position, { code: '编码不能为空' }, 'zh_CN')
 */
export function fieldsError(def: ResourceDefinition, errors: Record<string, string>, lang: Locale): AppError {
  const details = Object.entries(errors)
    .map(([key, message]) =>
      translate(lang, 'server.kit.fieldMessage', { field: label(def, def.fields[key], lang), message }),
    )
    .join('; ');
  return new AppError(400, 'kit.invalid', { details }, { errors });
}

/** Values a write may set and per-field messages (field key → text in the caller's language). */
export interface CheckedValues {
  values: Map<Field, unknown>;
  errors: Record<string, string>;
}

/** Validates the form fields of a body without throwing: the Excel import reports row by row. */
export async function checkValues(
  ctx: AppContext,
  def: ResourceDefinition,
  body: Row,
  mode: WriteMode,
  lang: Locale,
  dicts?: DictValues,
): Promise<CheckedValues> {
  const values = new Map<Field, unknown>();
  const errors: Record<string, string> = {};
  for (const field of fieldList(def).filter((f) => f.form)) {
    const given = Object.hasOwn(body, field.key);
    if (mode === 'edit' && (!given || (isSecret(field) && isBlank(body[field.key])))) continue;
    const value = normalise(field, given ? body[field.key] : field.default);
    const problem = validateField(field, value) ?? (await dictProblem(ctx, lang, field, value, dicts));
    if (problem)
      errors[field.key] = translate(lang, problem, validationParams(field, label(def, field, lang)));
    else values.set(field, value);
  }
  return { values, errors };
}

/**
 * The columns a write sets, from the fields the form may write (unknown keys are ignored, never stored),
 * or a 400 naming every field at fault in the caller's language. On edit a missing field keeps its
 * value, and so does an empty secret.
 * @example const values = await writeValues(ctx, position, body, 'add', 'zh_CN')
 */
export async function writeValues(
  ctx: AppContext,
  def: ResourceDefinition,
  body: Row,
  mode: WriteMode,
  lang: Locale,
): Promise<Map<Field, unknown>> {
  const { values, errors } = await checkValues(ctx, def, body, mode, lang);
  if (Object.keys(errors).length > 0) throw fieldsError(def, errors, lang);
  return values;
}

/** 409 naming the first unique field whose value another row already holds (deleted rows count: the index does). */
export async function checkUnique(
  tx: KitTx,
  def: ResourceDefinition,
  values: Map<Field, unknown>,
  ownId: string | null,
  lang: Locale,
): Promise<void> {
  for (const [field, value] of values) {
    if (!field.unique || value === null) continue;
    let query = tx.selectFrom(def.table).select('id').where(field.column, '=', value);
    if (ownId) query = query.where('id', '<>', ownId);
    if (await query.limit(1).executeTakeFirst()) {
      throw new AppError(409, 'kit.unique', { field: label(def, field, lang) }, { field: field.key });
    }
  }
}
