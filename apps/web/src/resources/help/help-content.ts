import type { Locale } from '@weld/core';
import type { HelpPage } from './help-topics';

/** Each page in each language is its own chunk: opening one help page fetches only that text. */
const files = import.meta.glob<string>('./pages/*/*.md', { query: '?raw', import: 'default' });

/**
 * The markdown of a help page in a language (zh_CN when a translation is missing).
 * @example await loadHelpMarkdown('system', 'ru_RU')
 */
export async function loadHelpMarkdown(page: HelpPage, locale: Locale): Promise<string> {
  const load = files[`./pages/${locale}/${page}.md`] ?? files[`./pages/zh_CN/${page}.md`];
  if (!load) throw new Error(`help page ${page} is missing`);
  return load();
}
