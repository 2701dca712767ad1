import type { CgformField } from './design';

const NUMERIC = ['int', 'double', 'BigDecimal'];

/**
 * The value range a numeric field's `fieldExtendJson` sets (`{"min": 5, "max": 30}`), served as the field's
 * `min`/`max`, so the browser's form and grid and the server's write check it alike. Other fields, unreadable
 * JSON and bounds that are no finite numbers set none; a min above the max sets neither.
 * @example numberRange({ dbType: 'double', fieldExtendJson: '{"min":5,"max":30}' }) // { min: 5, max: 30 }
 */
export function numberRange(field: Pick<CgformField, 'dbType' | 'fieldExtendJson'>): {
  min?: number;
  max?: number;
} {
  if (!NUMERIC.includes(field.dbType) || !field.fieldExtendJson) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(field.fieldExtendJson);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const bound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const { min, max } = parsed as { min?: unknown; max?: unknown };
  const range = { min: bound(min), max: bound(max) };
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return {};
  return Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined));
}
