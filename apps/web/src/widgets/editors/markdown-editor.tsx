import { useMemo, useState } from 'react';
import { Button, Segmented, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { markdown } from '@codemirror/lang-markdown';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { baseSetup } from './editor-setup';
import { insertBlock, prefixLines, wrapSelection } from './markdown-actions';
import { MarkdownPreview } from './markdown-preview';
import { contentAttributes, useCodeMirror } from './use-codemirror';
import { useFieldName } from './use-field-name';
import './editors.css';

/** Height of the markdown editor (spec widgets §9: 300px). */
export const MARKDOWN_HEIGHT = 300;

export type MarkdownMode = 'edit' | 'split' | 'preview';

export interface MarkdownEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** what shows first: the source, source and preview side by side, or the preview alone */
  defaultMode?: MarkdownMode;
  height?: number;
  disabled?: boolean;
  id?: string;
  /** the name a screen reader says; without it, the text of the form label pointing at `id` */
  'aria-label'?: string;
}

/**
 * A markdown editor (spec widgets §9: height 300px, Chinese texts in zh_CN): a toolbar, CodeMirror
 * source with markdown highlighting, and a sanitised preview. Load it through `editors/index`.
 * @example <MarkdownEditor value={note} onChange={setNote} defaultMode="split" />
 */
export function MarkdownEditor({
  value,
  onChange,
  defaultMode = 'split',
  height = MARKDOWN_HEIGHT,
  disabled,
  id,
  'aria-label': ariaLabel,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<MarkdownMode>(defaultMode);
  const text = value ?? '';
  const name = useFieldName(id, ariaLabel);
  const extensions = useMemo(
    () => [
      baseSetup(height, false),
      markdown(),
      EditorView.lineWrapping,
      EditorState.readOnly.of(Boolean(disabled)),
      EditorView.editable.of(!disabled),
      EditorView.contentAttributes.of(contentAttributes(id, name)),
    ],
    [height, disabled, id, name],
  );
  const { parent, view } = useCodeMirror({ value: text, onChange, extensions });
  const tx = (key: string) => t(`web.editors.markdown.${key}`);
  const act = (run: (v: EditorView) => void) => () => view.current && run(view.current);
  const tools = [
    {
      key: 'heading',
      icon: <span className="weld-editor-glyph">H</span>,
      run: act((v) => prefixLines(v, '## ')),
    },
    { key: 'bold', icon: <BoldOutlined />, run: act((v) => wrapSelection(v, '**', '**', tx('bold'))) },
    { key: 'italic', icon: <ItalicOutlined />, run: act((v) => wrapSelection(v, '*', '*', tx('italic'))) },
    {
      key: 'quote',
      icon: <span className="weld-editor-glyph">”</span>,
      run: act((v) => prefixLines(v, '> ')),
    },
    { key: 'bulletList', icon: <UnorderedListOutlined />, run: act((v) => prefixLines(v, '- ')) },
    { key: 'orderedList', icon: <OrderedListOutlined />, run: act((v) => prefixLines(v, '1. ')) },
    { key: 'code', icon: <CodeOutlined />, run: act((v) => wrapSelection(v, '```\n', '\n```')) },
    {
      key: 'link',
      icon: <LinkOutlined />,
      run: act((v) => wrapSelection(v, '[', '](https://)', tx('linkText'))),
    },
    { key: 'table', icon: <TableOutlined />, run: act((v) => insertBlock(v, tx('tableTemplate'))) },
  ];
  return (
    <div className={`weld-markdown-editor weld-markdown-${mode}`}>
      <div className="weld-editor-toolbar">
        <Space size={2} wrap>
          {tools.map((tool) => (
            <Tooltip key={tool.key} title={tx(tool.key)}>
              <Button
                type="text"
                size="small"
                icon={tool.icon}
                aria-label={tx(tool.key)}
                disabled={disabled || mode === 'preview'}
                onClick={tool.run}
              />
            </Tooltip>
          ))}
        </Space>
        <Segmented
          size="small"
          value={mode}
          onChange={(m) => setMode(m as MarkdownMode)}
          options={(['edit', 'split', 'preview'] as const).map((m) => ({ value: m, label: tx(m) }))}
        />
      </div>
      <div className="weld-markdown-panes">
        <div ref={parent} className="weld-markdown-source" hidden={mode === 'preview'} />
        {mode !== 'edit' && (
          <MarkdownPreview text={text} empty={tx('empty')} height={height} label={tx('preview')} />
        )}
      </div>
    </div>
  );
}
