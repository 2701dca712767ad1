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
 * @example <MarkdownPreview text={note} empty={t('web.editors.markdown.empty')} height={300} label={t('web.editors.markdown.preview')} />
 */
export function MarkdownPreview({
  text,
  empty,
  height,
  label,
}: {
  text: string;
  empty: string;
  height: number;
  /** the region's name, so a keyboard reader who tabs into it hears what it is */
  label: string;
}) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    // it scrolls, and a page that scrolls only with the mouse shuts keyboard readers out
    <div className="weld-markdown-preview" style={{ height }} role="region" aria-label={label} tabIndex={0}>
      {text.trim() ? (
        <div className="weld-markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </div>
  );
}
