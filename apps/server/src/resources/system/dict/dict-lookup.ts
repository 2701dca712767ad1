import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DictItem } from '@weld/core';
import type { AppContext } from '../../../context';
import { kitDb, likePattern } from '../../../kit/table';
import { dictItems } from '../../../kit/dictionaries';
import { checkWhitelist, guardedQuery, isTableCode, lookupFilters, parseTableCode } from './table-dict';
import type { TableRef } from './table-dict';

/** Most rows a table dictionary answers at once; pickers over larger tables search (loadDict). */
export const TABLE_DICT_LIMIT = 1000;

const item = (value: unknown, text: unknown): DictItem => {
  const t = text === null || text === undefined ? String(value) : String(text);
  return { value: String(value), text: t, title: t, label: t };
};

interface TableQuery {
  keyword?: string;
  keys?: string[];
  limit: number;
}

async function tableRows(
  ctx: AppContext,
  request: FastifyRequest,
  ref: TableRef,
  q: TableQuery,
): Promise<DictItem[]> {
  await checkWhitelist(ctx, ref.table, [ref.text, ref.code, ...Object.keys(ref.condition)]);
  const filters = await lookupFilters(ctx, request, ref.table, ref.condition);
  return guardedQuery(async () => {
    let query = kitDb(ctx)
      .selectFrom(ref.table)
      .select([sql.ref<string>(ref.code).as('value'), sql.ref<string>(ref.text).as('text')])
      .where((eb) => eb.and(filters(eb)));
    if (q.keyword)
      query = query.where(
        sql<boolean>`${sql.ref(ref.text)} like ${likePattern('like', q.keyword)} escape '!'`,
      );
    if (q.keys) query = query.where(sql.ref(ref.code), 'in', q.keys);
    const rows = await query.orderBy(sql.ref(ref.code)).limit(q.limit).execute();
    return rows.map((r) => item(r.value, r.text));
  });
}

/**
 * Items of a dictionary code: a `sys_dict` code, or a whitelisted table code `table,text,code[,condition]`.
 * @example await lookupItems(ctx, request, 'sys_user,realname,username')
 */
export async function lookupItems(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
): Promise<DictItem[]> {
  if (!isTableCode(code)) return dictItems(ctx, request.lang, code);
  return tableRows(ctx, request, parseTableCode(code), { limit: TABLE_DICT_LIMIT });
}

/** Up to pageSize items whose text contains the keyword (the async select's search). */
export async function searchItems(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
  keyword: string,
  pageSize: number,
): Promise<DictItem[]> {
  const word = keyword.trim();
  if (isTableCode(code))
    return tableRows(ctx, request, parseTableCode(code), { keyword: word || undefined, limit: pageSize });
  const lower = word.toLowerCase();
  return (await dictItems(ctx, request.lang, code))
    .filter((i) => i.text.toLowerCase().includes(lower))
    .slice(0, pageSize);
}

/** The texts of keys in their order; a key without a row keeps its own value, as list cells show it. */
export async function labelsOf(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
  keys: string[],
): Promise<string[]> {
  const items = isTableCode(code)
    ? await tableRows(ctx, request, parseTableCode(code), { keys, limit: keys.length })
    : await dictItems(ctx, request.lang, code);
  const texts = new Map(items.map((i) => [i.value, i.text]));
  return keys.map((k) => texts.get(k) ?? k);
}
