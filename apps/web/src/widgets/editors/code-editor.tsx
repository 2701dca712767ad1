import { useEffect, useMemo, useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LanguageSupport } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { CODE_LANGUAGES, LANGUAGE_LABELS, loadLanguage, type CodeLanguage } from './code-languages';
import { baseSetup } from './editor-setup';
import { contentAttributes, useCodeMirror } from './use-codemirror';
import { useFieldName } from './use-field-name';
import './editors.css';

/** Height of the code editor, as the rich-text and markdown editors. */
export const CODE_EDITOR_HEIGHT = 300;

export interface CodeEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** the grammar; with `onLanguageChange` a language select shows above the editor */
  language?: CodeLanguage;
  onLanguageChange?: (language: CodeLanguage) => void;
  height?: number;
  disabled?: boolean;
  id?: string;
  /** the name a screen reader says; without it, the text of the form label pointing at `id` */
  'aria-label'?: string;
}

/**
 * A CodeMirror 6 code editor: tab size 2, highlighting for css, javascript, html, java, python, sql
 * and markdown (spec widgets §9), each grammar fetched when first used. Load it through `editors/index`.
 * @example <CodeEditor language="python" value={script} onChange={setScript} />
 */
export function CodeEditor({
  value,
  onChange,
  language = 'javascript',
  onLanguageChange,
  height = CODE_EDITOR_HEIGHT,
  disabled,
  id,
  'aria-label': ariaLabel,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const [grammar, setGrammar] = useState<{ language: CodeLanguage; support: LanguageSupport } | null>(null);
  useEffect(() => {
    let live = true;
    void loadLanguage(language).then((support) => live && setGrammar({ language, support }));
    return () => {
      live = false;
    };
  }, [language]);
  const name = useFieldName(id, ariaLabel);
  const extensions = useMemo(
    () => [
      baseSetup(height),
      grammar?.support ?? [],
      EditorState.readOnly.of(Boolean(disabled)),
      EditorView.editable.of(!disabled),
      EditorView.contentAttributes.of(contentAttributes(id, name)),
    ],
    [height, grammar, disabled, id, name],
  );
  const { parent } = useCodeMirror({ value: value ?? '', onChange, extensions });
  const ready = grammar?.language === language ? language : undefined;
  return (
    <div className="weld-code-editor">
      {onLanguageChange && (
        <Space className="weld-code-editor-bar">
          <Typography.Text type="secondary">{t('web.editors.code.language')}</Typography.Text>
          <Select
            size="small"
            aria-label={t('web.editors.code.language')}
            style={{ width: 140 }}
            value={language}
            disabled={disabled}
            options={CODE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
            onChange={onLanguageChange}
          />
        </Space>
      )}
      <div ref={parent} className="weld-editor-frame" data-language={ready} />
    </div>
  );
}
