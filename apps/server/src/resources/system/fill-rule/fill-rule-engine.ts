import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { newId } from '../../../db/ids';
import { isUniqueViolation } from '../../../db/dialect';

/** What the form being filled holds (`parentId` for org codes, `pid` for category codes …). */
export type FormData = Record<string, unknown>;

/** A built-in generator; rule classes name one of these, never code to load. */
export type Generator = (db: Kysely<Database>, formData: FormData) => Promise<string>;

/** Parameters of a serial rule: prefix + date part + counter (restarting in each new date part). */
export interface SerialParams {
  prefix: string;
  datePattern: string;
  digits: number;
}

export type ParamsProblem = { key: string; params?: Record<string, unknown> };

const PREFIX = /^[A-Za-z0-9_-]{0,20}$/;
const DATE_PATTERN = /^(YYYY|YY|MM|DD|HH|mm|ss|[-_/])*$/;
const MAX_DIGITS = 12;

/**
 * The parameters of a rule class from its JSON text (empty means `{}`), or the problem to report.
 * @example parseParams('serial', '{"prefix":"HJ","datePattern":"YYYYMMDD","digits":4}')
 */
export function parseParams(
  ruleClass: string,
  text: string | null,
): SerialParams | Record<string, never> | ParamsProblem {
  let data: unknown = {};
  if (text !== null && text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      return { key: 'fillRule.paramsNotJson' };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { key: 'fillRule.paramsNotObject' };
  if (ruleClass !== 'serial') return {};
  const { prefix = '', datePattern = '', digits = 4 } = data as Record<string, unknown>;
  if (typeof prefix !== 'string' || !PREFIX.test(prefix)) return { key: 'fillRule.badPrefix' };
  if (typeof datePattern !== 'string' || datePattern.length > 20 || !DATE_PATTERN.test(datePattern))
    return { key: 'fillRule.badDatePattern' };
  if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < 1 || digits > MAX_DIGITS)
    return { key: 'fillRule.badDigits', params: { max: MAX_DIGITS } };
  return { prefix, datePattern, digits };
}

/** `YYYYMMDD` → `20261122` from a `YYYY-MM-DD HH:mm:ss` time. */
export function formatPeriod(now: string, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: now.slice(0, 4),
    YY: now.slice(2, 4),
    MM: now.slice(5, 7),
    DD: now.slice(8, 10),
    HH: now.slice(11, 13),
    mm: now.slice(14, 16),
    ss: now.slice(17, 19),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}

/**
 * The next value of a serial rule. The counter row of (rule, period) is made first, outside the
 * transaction (a losing concurrent insert would abort a PostgreSQL transaction), then bumped and read in
 * one transaction: the update locks the row, so concurrent calls get distinct, gap-free numbers.
 * @example await nextSerial(ctx, 'order_no', { prefix: 'HJ', datePattern: 'YYYYMMDD', digits: 4 }) // 'HJ202611220001'
 */
export async function nextSerial(ctx: AppContext, ruleCode: string, params: SerialParams): Promise<string> {
  const period = formatPeriod(ctx.now(), params.datePattern);
  const counter = ctx.db
    .selectFrom('sys_fill_rule_serial')
    .select('current_value')
    .where('rule_code', '=', ruleCode)
    .where('period', '=', period);
  if (!(await counter.executeTakeFirst())) {
    try {
      await ctx.db
        .insertInto('sys_fill_rule_serial')
        .values({ id: newId(), rule_code: ruleCode, period, current_value: 0 })
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const value = await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('sys_fill_rule_serial')
      .set((eb) => ({ current_value: eb('current_value', '+', 1) }))
      .where('rule_code', '=', ruleCode)
      .where('period', '=', period)
      .execute();
    const row = await tx
      .selectFrom('sys_fill_rule_serial')
      .select('current_value')
      .where('rule_code', '=', ruleCode)
      .where('period', '=', period)
      .executeTakeFirstOrThrow();
    return Number(row.current_value);
  });
  return `${params.prefix}${period}${String(value).padStart(params.digits, '0')}`;
}
