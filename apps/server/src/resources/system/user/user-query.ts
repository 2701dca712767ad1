import { user } from '@weld/core';
import type { Locale, PageResult } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { listRecords } from '../../../kit/crud';
import { dictTexts, toRecord } from '../../../kit/records';
import type { ApiRecord } from '../../../kit/records';
import type { RowFilter } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { decorateUsers } from './user-decorate';

/**
 * Distinct ids of a comma-joined parameter, 1 to `max` of them, or a 400.
 * @example splitIds('a, b,a', 100) // ['a', 'b']
 */
export function splitIds(raw: string, max: number): string[] {
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0 || ids.length > max) throw new AppError(400, 'sysUser.badIds', { max });
  return ids;
}

/** Users of a department (its sys_user_depart links), as a row filter on sys_user. */
export const inDepart = (departId: string): RowFilter => (eb) =>
  eb('id', 'in', eb.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', departId));

/** What a picker shows of a user (widgets §3): no e-mail, work number or audit columns. */
const PICKER_FIELDS = ['id', 'username', 'realname', 'sex', 'sex_dictText', 'phone', 'birthday', 'avatar', 'orgCode', 'orgCodeTxt', 'status', 'status_dictText'];
const pick = (record: ApiRecord): ApiRecord => Object.fromEntries(PICKER_FIELDS.map((k) => [k, record[k] ?? null])) as ApiRecord;

/** Parameters the picker may send; anything else is ignored so the directory stays a narrow view. */
const PICKER_PARAMS = ['username', 'realname', 'sex', 'birthday_begin', 'birthday_end', 'column', 'order', 'pageNo', 'pageSize'];

/**
 * A page of live users for the user picker: the list conventions over the user definition, an
 * optional department, newest first unless told otherwise.
 */
export async function pickerPage(ctx: AppContext, query: Record<string, unknown>, lang: Locale): Promise<PageResult<ApiRecord>> {
  const params = Object.fromEntries(PICKER_PARAMS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
  const departId = typeof query.departId === 'string' ? query.departId.trim() : '';
  const page = await listRecords(ctx, user, params, { tenantId: null, filters: departId ? [inDepart(departId)] : [] }, lang);
  await decorateUsers(ctx, page.records);
  return { ...page, records: page.records.map(pick) };
}

/** Live users of a department, newest first, as the list answers them (with department texts). */
export async function usersOfDepart(ctx: AppContext, departId: string, lang: Locale): Promise<ApiRecord[]> {
  const rows = await kitDb(ctx)
    .selectFrom('sys_user')
    .selectAll()
    .where((eb) => eb.and([eb('del_flag', '=', 0), inDepart(departId)(eb)]))
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  const texts = await dictTexts(ctx, user, lang);
  const records = rows.map((row) => toRecord(user, row, texts));
  await decorateUsers(ctx, records);
  return records;
}
