import type { FastifyRequest } from 'fastify';
import { user, RIGHTS } from '@weld/core';
import type { PageResult } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { listRecords } from '../../../kit/crud';
import { readableFor } from '../../../kit/field-rights';
import { dictTexts, toRecord } from '../../../kit/records';
import type { ApiRecord } from '../../../kit/records';
import { scopeOf } from '../../../kit/scope';
import type { RowFilter } from '../../../kit/scope';
import { holdsRight } from '../../../plugins/route-config';
import { kitDb } from '../../../kit/table';
import { decorateUsers } from './user-decorate';

/**
 * Distinct ids of a comma-joined parameter, 1 to `max` of them, or a 400.
 * @example splitIds('a, b,a', 100) // ['a', 'b']
 */
export function splitIds(raw: string, max: number): string[] {
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > max) throw new AppError(400, 'sysUser.badIds', { max });
  return ids;
}

/** Users of a department (its sys_user_depart links), as a row filter on sys_user. */
export const inDepart =
  (departId: string): RowFilter =>
  (eb) =>
    eb('id', 'in', eb.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', departId));

/** The user list's right: its holders see in the picker what the list shows of a person too. */
export const USER_LIST_RIGHT = RIGHTS.user.list;

/** What any picker shows of a user (widgets §3): who they are and where they work. */
const PICKER_FIELDS = ['id', 'username', 'realname', 'orgCode', 'orgCodeTxt'];
/** What holders of the user list's right see besides: personal data the list shows them anyway. */
const LIST_FIELDS = ['sex', 'sex_dictText', 'phone', 'birthday', 'avatar', 'status', 'status_dictText'];

/** Parameters any picker may send; anything else is ignored so the directory stays a narrow view. */
const PICKER_PARAMS = ['username', 'realname', 'column', 'order', 'pageNo', 'pageSize'];
/** Filters on personal data, for holders of the list's right only: a filter answers what a column would. */
const LIST_PARAMS = ['sex', 'birthday_begin', 'birthday_end'];

const only = <T>(source: Record<string, T>, keys: string[]): Record<string, T> =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));

/**
 * A page of live users for the user picker: the list conventions over the user definition, an
 * optional department, newest first unless told otherwise, within the caller's scope of users (the user
 * list's tenant scope and data rules). Phone, birthday, sex, avatar and status (and filters on them)
 * only for holders of the user list's right.
 */
export async function pickerPage(
  ctx: AppContext,
  request: FastifyRequest,
  query: Record<string, unknown>,
): Promise<PageResult<ApiRecord>> {
  const full = holdsRight(request, USER_LIST_RIGHT);
  // fields the caller's query permissions hide are neither answered nor filtered or sorted on, as in the list
  const readable = await readableFor(ctx, user, request);
  const shown = (key: string) => {
    const field = key.replace(/(_dictText|Txt)$/, '');
    return !(field in user.fields) || field in readable.fields;
  };
  const fields = (full ? [...PICKER_FIELDS, ...LIST_FIELDS] : PICKER_FIELDS).filter(shown);
  const params = only(query, full ? [...PICKER_PARAMS, ...LIST_PARAMS] : PICKER_PARAMS);
  const departId = typeof query.departId === 'string' ? query.departId.trim() : '';
  const scope = await scopeOf(ctx, user, request);
  const page = await listRecords(
    ctx,
    readable,
    params,
    { ...scope, filters: [...scope.filters, ...(departId ? [inDepart(departId)] : [])] },
    request.lang,
  );
  await decorateUsers(ctx, page.records);
  return {
    ...page,
    records: page.records.map(
      (record) => Object.fromEntries(fields.map((k) => [k, record[k] ?? null])) as ApiRecord,
    ),
  };
}

/** Live users of a department, newest first, as the list answers them to the caller (with department texts, without the fields their query permissions hide). */
export async function usersOfDepart(
  ctx: AppContext,
  departId: string,
  request: FastifyRequest,
): Promise<ApiRecord[]> {
  const readable = await readableFor(ctx, user, request);
  const rows = await kitDb(ctx)
    .selectFrom('sys_user')
    .selectAll()
    .where((eb) => eb.and([eb('del_flag', '=', 0), inDepart(departId)(eb)]))
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  const texts = await dictTexts(ctx, readable, request.lang);
  const records = rows.map((row) => toRecord(readable, row, texts));
  await decorateUsers(ctx, records);
  return records;
}
