import type { LanguageSupport } from '@codemirror/language';

/** The code editor's languages (spec widgets §9). */
export const CODE_LANGUAGES = ['css', 'javascript', 'html', 'java', 'python', 'sql', 'markdown'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Display names; programming-language names are the same in every locale. */
export const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  css: 'CSS',
  javascript: 'JavaScript',
  html: 'HTML',
  java: 'Java',
  python: 'Python',
  sql: 'SQL',
  markdown: 'Markdown',
};

/** Each grammar is its own chunk, fetched the first time a person picks that language. */
const loaders: Record<CodeLanguage, () => Promise<LanguageSupport>> = {
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};
const loaded = new Map<CodeLanguage, Promise<LanguageSupport>>();

/**
 * The CodeMirror grammar of a language, loaded once.
 * @example view.dispatch({ effects: lang.reconfigure(await loadLanguage('sql')) })
 */
export function loadLanguage(language: CodeLanguage): Promise<LanguageSupport> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = loaders[language]();
    loaded.set(language, pending);
  }
  return pending;
}
