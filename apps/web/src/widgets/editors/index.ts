import { lazyWidget } from '../lazy-widget';
import type { CodeEditorProps } from './code-editor';
import type { MarkdownEditorProps } from './markdown-editor';
import type { RichTextEditorProps } from './rich-text-editor';

export type { CodeEditorProps, MarkdownEditorProps, RichTextEditorProps };
export { CODE_LANGUAGES, type CodeLanguage } from './code-languages';

/**
 * The rich-text editor, fetched with its texts on first use (Tiptap stays out of every other chunk).
 * @example <Form.Item name="content"><RichTextEditor /></Form.Item>
 */
export const RichTextEditor = lazyWidget<RichTextEditorProps>(() =>
  import('./rich-text-editor').then((m) => m.RichTextEditor),
);

/**
 * The markdown editor with preview, fetched on first use.
 * @example <MarkdownEditor value={note} onChange={setNote} />
 */
export const MarkdownEditor = lazyWidget<MarkdownEditorProps>(() =>
  import('./markdown-editor').then((m) => m.MarkdownEditor),
);

/**
 * The code editor, fetched on first use; each language's grammar follows when chosen.
 * @example <CodeEditor language="sql" value={sql} onChange={setSql} />
 */
export const CodeEditor = lazyWidget<CodeEditorProps>(() =>
  import('./code-editor').then((m) => m.CodeEditor),
);
