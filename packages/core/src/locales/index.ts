import type { Locale } from '../shell/constants';
import { messages as zhCN } from './zh_CN';
import { messages as enUS } from './en_US';
import { messages as ruRU } from './ru_RU';

export type Messages = typeof zhCN;
export type { LocaleShape } from './shape';

/** Every locale's messages; zh_CN is the source of truth and the fallback. */
export const allMessages: Record<Locale, Messages> = {
  zh_CN: zhCN,
  en_US: enUS as Messages,
  ru_RU: ruRU as Messages,
};

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Message text in a locale, `{{name}}` placeholders filled; falls back to zh_CN, then to the key.
 * @example translate('en_US', 'server.errors.forbidden')
 */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const text =
    lookup(allMessages[locale] as unknown as Tree, key) ?? lookup(zhCN as unknown as Tree, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}

/** Every dotted key of a locale tree, for parity checks. */
export function localeKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : localeKeys(v as object, `${prefix}${k}.`),
  );
}
