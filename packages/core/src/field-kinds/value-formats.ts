/** `YYYY-MM-DD`, as date fields hold it. */
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** `YYYY-MM-DD HH:mm:ss`, as datetime fields hold it. */
export const DATETIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A number as text: may be negative or decimal (the `n` preset). */
export const NUMBER = /^-?\d+(\.\d+)?$/;
/** A number of at most two decimals, as money fields hold it. */
export const MONEY = /^-?\d+(\.\d{1,2})?$/;
/** The range of a 32-bit integer column (PostgreSQL's integer, MySQL's INT); beyond, PostgreSQL refuses the statement. */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Whether a text is a whole number an integer column holds. @example isColumnInteger('-12') // true */
export function isColumnInteger(text: string): boolean {
  if (!/^-?\d{1,10}$/.test(text)) return false;
  const n = Number(text);
  return n >= INTEGER_RANGE.min && n <= INTEGER_RANGE.max;
}
