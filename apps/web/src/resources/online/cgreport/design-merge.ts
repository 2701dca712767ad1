import type { ReportItem, ReportParam } from './cgreport-api';

/**
 * The columns and parameters after 解析SQL: those the SQL still yields keep the admin's settings (text, shown,
 * query, dictionary, link, total), their type follows the SQL; new ones come as parsed; gone ones are dropped.
 * Order follows the SQL.
 * @example mergeParsed(current, parsed).items
 */
export function mergeParsed(
  current: { items: ReportItem[]; params: ReportParam[] },
  parsed: { fields: ReportItem[]; params: ReportParam[] },
): { items: ReportItem[]; params: ReportParam[] } {
  const items = new Map(current.items.map((i) => [i.fieldName, i]));
  const params = new Map(current.params.map((p) => [p.paramName, p]));
  return {
    items: parsed.fields.map((field, orderNum) => {
      const kept = items.get(field.fieldName);
      return kept ? { ...kept, fieldType: field.fieldType, orderNum } : { ...field, orderNum };
    }),
    params: parsed.params.map((param, orderNum) => {
      const kept = params.get(param.paramName);
      return kept ? { ...kept, orderNum } : { ...param, orderNum };
    }),
  };
}

/** A copy of a design under a free code: `<code>_copy`, `<code>_copy2` … (codes of 100 characters at most). */
export function copyCode(code: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '_copy' : `_copy${n}`;
    const candidate = code.slice(0, 100 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
