import { useMemo } from 'react';
import { Empty } from 'antd';
import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markdown rendered to sanitised HTML (tables and line breaks as GitHub writes them): the text may
 * come from anyone who can edit the record, so raw HTML inside it never runs.
 * @example renderMarkdown('**NB-500**') // '<p><strong>NB-500</strong></p>\n'
 */
export function renderMarkdown(text: string): string {
  return DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true, breaks: true }));
}

/**
 * The preview pane of the markdown editor: the sanitised HTML, or an empty state.
 * @example <MarkdownPreview text={note} empty={t('web.editors.markdown.empty')} height={300} />
 */
export function MarkdownPreview({ text, empty, height }: { text: string; empty: string; height: number }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <div className="weld-markdown-preview" style={{ height }}>
      {text.trim() ? (
        <div className="weld-markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </div>
  );
}
