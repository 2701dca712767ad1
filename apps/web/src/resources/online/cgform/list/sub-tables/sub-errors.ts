import { fieldErrorsOf } from '../../../../../kit/server-errors';

/** A refusal of a main's save at one of its sub tables: the table, and the row and field when it names them. */
export interface SubError {
  table: string;
  /** the row's position in the list the save sent */
  index?: number;
  field?: string;
  message: string;
}

const KEY = /^([a-z][a-z0-9_]*)(?:\[(\d+)\](?:\.([A-Za-z0-9_]+))?)?$/;

/**
 * The refusals of a main's save (the server's 400, keyed `<sub>[<index>].<field>` or `<sub>`) that name one of
 * the given sub tables, in the server's order; the main's own fields are left to the form.
 * @example subErrorsOf(e, ['ext_pass'])[0] // { table: 'ext_pass', index: 2, field: 'speed', message: '…' }
 */
export function subErrorsOf(e: unknown, tables: readonly string[]): SubError[] {
  const out: SubError[] = [];
  for (const { name, errors } of fieldErrorsOf(e)) {
    const match = KEY.exec(name);
    if (!match || !tables.includes(match[1])) continue;
    out.push({
      table: match[1],
      ...(match[2] !== undefined ? { index: Number(match[2]) } : {}),
      ...(match[3] !== undefined ? { field: match[3] } : {}),
      message: errors[0] ?? '',
    });
  }
  return out;
}
