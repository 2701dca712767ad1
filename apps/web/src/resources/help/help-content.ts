import type { Locale } from '@weld/core';
import { HELP_PAGES, type HelpPage } from './help-topics';

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

export interface HelpHit {
  page: HelpPage;
  /** the first line holding the keyword, without its markdown marks */
  line: string;
}

/**
 * The help pages of a language whose text holds the keyword (case ignored), in the index's order.
 * @example await searchHelp('定时任务', 'zh_CN') // [{ page: 'system', line: '…' }]
 */
export async function searchHelp(keyword: string, locale: Locale): Promise<HelpHit[]> {
  const needle = keyword.toLocaleLowerCase();
  const texts = await Promise.all(HELP_PAGES.map((page) => loadHelpMarkdown(page, locale)));
  const hits: HelpHit[] = [];
  HELP_PAGES.forEach((page, i) => {
    const line = texts[i]!.split('\n').find((l) => l.toLocaleLowerCase().includes(needle));
    if (line !== undefined)
      hits.push({
        page,
        line: line
          .replace(/^[#>*\-\s\d.]+/, '')
          .replace(/[*`_]/g, '')
          .trim(),
      });
  });
  return hits;
}
