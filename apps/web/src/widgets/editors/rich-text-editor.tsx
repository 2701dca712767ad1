import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { HttpError } from '../../lib/http';
import { RichTextToolbar } from './rich-text-toolbar';
import { uploadEditorImage } from './rich-text-upload';
import { useFieldName } from './use-field-name';
import './editors.css';

/** Height of the editing area (spec widgets §9: rich text 300). */
export const RICH_TEXT_HEIGHT = 300;

export interface RichTextEditorProps {
  /** HTML; an empty document is '' */
  value?: string | null;
  onChange?: (html: string) => void;
  height?: number;
  disabled?: boolean;
  id?: string;
  /** the name a screen reader says; without it, the text of the form label pointing at `id` */
  'aria-label'?: string;
}

/**
 * A rich-text (HTML) editor on Tiptap with a toolbar in the interface language; images upload to
 * `/sys/common/upload` with biz=jeditor, or are inlined as base64 when uploads are local (spec
 * widgets §7). The server does not sanitise the HTML yet: render stored values only through a sanitiser.
 * Load it through `editors/index`.
 * @example <Form.Item name="content"><RichTextEditor /></Form.Item>
 */
export function RichTextEditor({
  value,
  onChange,
  height = RICH_TEXT_HEIGHT,
  disabled = false,
  id,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // the last HTML this editor produced or was given, so a value coming back through a form is not re-applied
  const last = useRef(value ?? '');
  const changed = useRef(onChange);
  changed.current = onChange;
  const name = useFieldName(id, ariaLabel);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Image.configure({ allowBase64: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Placeholder.configure({ placeholder: t('web.editors.rich.placeholder') }),
    ],
    content: value ?? '',
    editable: !disabled,
    // useEditor hands these to the editor again on every render, so a name that arrives later still lands
    editorProps: {
      attributes: {
        class: 'weld-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        // a textbox without a name is read out as just "edit text"
        ...(name ? { 'aria-label': name } : {}),
        // axe counts a contenteditable as focusable only with a tab index; the text scrolls inside the frame
        tabindex: '0',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      last.current = html;
      changed.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (next === last.current) return;
    last.current = next;
    // a value from outside is not an edit of this person's: undo must not bring the old record back
    editor.chain().setMeta('addToHistory', false).setContent(next, { emitUpdate: false }).run();
  }, [editor, value]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  async function insertImage(file: File) {
    if (!file.type.startsWith('image/')) {
      void message.warning(t('web.editors.rich.onlyImages'));
      return;
    }
    try {
      const src = await uploadEditorImage(file);
      // after the selection rather than over it: choosing a picture must not delete the text (or picture) picked before
      editor
        .chain()
        .focus()
        .insertContentAt(editor.state.selection.to, { type: 'image', attrs: { src, alt: file.name } })
        .run();
    } catch (e) {
      // the HTTP client has already shown the server's message
      if (!(e instanceof HttpError))
        void message.error(e instanceof Error && e.message ? e.message : t('web.editors.rich.uploadFailed'));
    }
  }

  return (
    <div className={`weld-rich-text${disabled ? ' weld-rich-text-disabled' : ''}`}>
      <RichTextToolbar editor={editor} disabled={disabled} onPickImage={(file) => void insertImage(file)} />
      <EditorContent editor={editor} className="weld-rich-text-body" style={{ height }} />
    </div>
  );
}
