const PLACEHOLDER = /\$\{\s*([A-Za-z0-9_.-]+)\s*\}/g;

/** Values a template may be filled with: text and numbers only, never code. */
export type TemplateValues = Record<string, string | number | boolean>;

/**
 * Fills `${name}` placeholders by plain text substitution: a value is inserted as it is, never read as
 * a template or evaluated, and what it contains (`${...}`, `<%= %>`, backticks) stays text. Placeholders
 * without a value are listed in `missing` and left in place.
 * @example renderTemplate('您好，${name}', { name: '张三' }) // { text: '您好，张三', missing: [] }
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  // one pass over the template: inserted values are never scanned again
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) {
      missing.add(name);
      return whole;
    }
    return String(values[name]);
  });
  return { text, missing: [...missing] };
}

/** The placeholder names of a template, in order of first use. @example placeholdersOf('${a}${b}${a}') // ['a', 'b'] */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/**
 * A JSON object of text, number or boolean values (the test data of a template, the values of a send);
 * null when the text is not one.
 * @example parseValues('{"name":"张三"}') // { name: '张三' }
 */
export function parseValues(json: unknown): TemplateValues | null {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    return null;
  return Object.fromEntries(entries) as TemplateValues;
}
