import { translate } from '@weld/core';
import type { DictItem, Locale } from '@weld/core';
import type { AppContext } from '../context';

interface RawItem {
  value: string;
  text: string;
  color: string | null;
  enabled: boolean;
}

const RAW_KEY = 'dict:raw';
const TTL_MS = 24 * 3600_000;

/**
 * The parsed dictionaries of this process for a moment: every list with a dictionary field reads them,
 * and parsing the cached JSON each time cost a list call about 0.2 ms. A change here clears it at once
 * (refreshDictCache); another instance's change shows within MEMO_MS, as its cache entry is dropped.
 */
const MEMO_MS = 1000;
const memo = new WeakMap<AppContext, { value: Record<string, RawItem[]>; until: number }>();

async function rawDicts(ctx: AppContext): Promise<Record<string, RawItem[]>> {
  const held = memo.get(ctx);
  if (held && held.until > Date.now()) return held.value;
  const value = await loadRawDicts(ctx);
  memo.set(ctx, { value, until: Date.now() + MEMO_MS });
  return value;
}

async function loadRawDicts(ctx: AppContext): Promise<Record<string, RawItem[]>> {
  const cached = await ctx.stores.cache.get<Record<string, RawItem[]>>(RAW_KEY);
  if (cached) return cached;
  const rows = await ctx.db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_color', 'i.status', 'i.sort_order'])
    .where('d.del_flag', '=', 0)
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .execute();
  const out: Record<string, RawItem[]> = {};
  for (const r of rows) {
    (out[r.dict_code] ??= []).push({
      value: r.item_value,
      text: r.item_text,
      color: r.item_color,
      enabled: Number(r.status) === 1,
    });
  }
  await ctx.stores.cache.set(RAW_KEY, out, TTL_MS);
  return out;
}

/** Item text in the caller's language from server.dict.<code>.<value>, else the stored text. */
function localise(lang: Locale, code: string, item: RawItem): DictItem {
  const key = `server.dict.${code}.${item.value}`;
  const translated = translate(lang, key);
  const text = translated === key ? item.text : translated;
  return { value: item.value, text, title: text, label: text, color: item.color, disabled: !item.enabled };
}

/** Every dictionary's items, texts in the caller's language (the shell's dictionary cache). */
export async function allDictItems(ctx: AppContext, lang: Locale): Promise<Record<string, DictItem[]>> {
  const raw = await rawDicts(ctx);
  const out: Record<string, DictItem[]> = {};
  for (const [code, items] of Object.entries(raw))
    out[code] = items.map((item) => localise(lang, code, item));
  return out;
}

export async function dictItems(ctx: AppContext, lang: Locale, code: string): Promise<DictItem[]> {
  const raw = await rawDicts(ctx);
  // own codes only: a code such as __proto__ or constructor would find what every object inherits
  return (Object.hasOwn(raw, code) ? raw[code] : []).map((item) => localise(lang, code, item));
}

/** Value → text maps by language and code, kept as long as the parsed dictionaries they come from. */
const textMaps = new WeakMap<Record<string, RawItem[]>, Map<string, ReadonlyMap<string, string>>>();

/**
 * Value → text of one dictionary in the caller's language: what a list's `<field>_dictText` reads for each
 * row, built once per language and dictionary while the parsed dictionaries last (MEMO_MS, or a change).
 * @example (await dictTextMap(ctx, 'zh_CN', 'position_rank')).get('3') // '中级'
 */
export async function dictTextMap(
  ctx: AppContext,
  lang: Locale,
  code: string,
): Promise<ReadonlyMap<string, string>> {
  const raw = await rawDicts(ctx);
  let byKey = textMaps.get(raw);
  if (!byKey) {
    byKey = new Map();
    textMaps.set(raw, byKey);
  }
  const key = `${lang} ${code}`;
  let texts = byKey.get(key);
  if (!texts) {
    texts = new Map(
      (Object.hasOwn(raw, code) ? raw[code] : []).map(
        (item) => [item.value, localise(lang, code, item).text] as const,
      ),
    );
    byKey.set(key, texts);
  }
  return texts;
}

export async function refreshDictCache(ctx: AppContext): Promise<void> {
  memo.delete(ctx);
  await ctx.stores.cache.delPrefix('dict:');
}
