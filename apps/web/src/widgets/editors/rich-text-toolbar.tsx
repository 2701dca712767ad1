import { Divider, Select, Space, Upload } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkTool, Tool } from './rich-text-tools';

type Level = 1 | 2 | 3;

/**
 * The rich-text editor's toolbar; buttons show the state at the cursor and the image button asks for
 * a file through `onPickImage`.
 * @example <RichTextToolbar editor={editor} disabled={false} onPickImage={(file) => void insertImage(file)} />
 */
export function RichTextToolbar({
  editor,
  disabled,
  onPickImage,
}: {
  editor: Editor;
  disabled: boolean;
  onPickImage: (file: File) => void;
}) {
  const { t } = useTranslation();
  const at = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3] as Level[]).find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const tx = (key: string) => t(`web.editors.rich.${key}`);
  const run = () => editor.chain().focus();
  const headings = [
    { value: 0, label: tx('paragraph') },
    ...([1, 2, 3] as Level[]).map((level) => ({
      value: level,
      label: t('web.editors.rich.heading', { level }),
    })),
  ];
  return (
    <div className="weld-editor-toolbar" role="toolbar">
      <Space size={2} wrap separator={<Divider orientation="vertical" />}>
        <Space size={2}>
          <Tool
            title={tx('undo')}
            icon={<UndoOutlined />}
            disabled={disabled || !at.canUndo}
            onClick={() => run().undo().run()}
          />
          <Tool
            title={tx('redo')}
            icon={<RedoOutlined />}
            disabled={disabled || !at.canRedo}
            onClick={() => run().redo().run()}
          />
        </Space>
        <Select
          size="small"
          style={{ width: 124 }}
          popupMatchSelectWidth={false}
          value={at.level}
          options={headings}
          disabled={disabled}
          aria-label={t('web.editors.rich.heading', { level: '' }).trim()}
          onChange={(level: number) =>
            level
              ? run()
                  .setHeading({ level: level as Level })
                  .run()
              : run().setParagraph().run()
          }
        />
        <Space size={2}>
          <Tool
            title={tx('bold')}
            icon={<BoldOutlined />}
            active={at.bold}
            disabled={disabled}
            onClick={() => run().toggleBold().run()}
          />
          <Tool
            title={tx('italic')}
            icon={<ItalicOutlined />}
            active={at.italic}
            disabled={disabled}
            onClick={() => run().toggleItalic().run()}
          />
          <Tool
            title={tx('underline')}
            icon={<UnderlineOutlined />}
            active={at.underline}
            disabled={disabled}
            onClick={() => run().toggleUnderline().run()}
          />
          <Tool
            title={tx('strike')}
            icon={<StrikethroughOutlined />}
            active={at.strike}
            disabled={disabled}
            onClick={() => run().toggleStrike().run()}
          />
        </Space>
        <Space size={2}>
          <Tool
            title={tx('bulletList')}
            icon={<UnorderedListOutlined />}
            active={at.bulletList}
            disabled={disabled}
            onClick={() => run().toggleBulletList().run()}
          />
          <Tool
            title={tx('orderedList')}
            icon={<OrderedListOutlined />}
            active={at.orderedList}
            disabled={disabled}
            onClick={() => run().toggleOrderedList().run()}
          />
          <Tool
            title={tx('blockquote')}
            icon={<span className="weld-editor-glyph">”</span>}
            active={at.blockquote}
            disabled={disabled}
            onClick={() => run().toggleBlockquote().run()}
          />
          <Tool
            title={tx('codeBlock')}
            icon={<CodeOutlined />}
            active={at.codeBlock}
            disabled={disabled}
            onClick={() => run().toggleCodeBlock().run()}
          />
        </Space>
        <Space size={2}>
          <Tool
            title={tx('alignLeft')}
            icon={<AlignLeftOutlined />}
            active={at.left}
            disabled={disabled}
            onClick={() => run().setTextAlign('left').run()}
          />
          <Tool
            title={tx('alignCenter')}
            icon={<AlignCenterOutlined />}
            active={at.center}
            disabled={disabled}
            onClick={() => run().setTextAlign('center').run()}
          />
          <Tool
            title={tx('alignRight')}
            icon={<AlignRightOutlined />}
            active={at.right}
            disabled={disabled}
            onClick={() => run().setTextAlign('right').run()}
          />
        </Space>
        <Space size={2}>
          <LinkTool editor={editor} disabled={disabled} />
          <Tool
            title={tx('unlink')}
            icon={<DisconnectOutlined />}
            disabled={disabled || !at.link}
            onClick={() => run().extendMarkRange('link').unsetLink().run()}
          />
          {/* the product's upload control: no bare native file input shows, the dialog opens from the image button */}
          <Upload
            accept="image/*"
            showUploadList={false}
            disabled={disabled}
            multiple={false}
            beforeUpload={(chosen) => {
              onPickImage(chosen);
              return Upload.LIST_IGNORE;
            }}
          >
            <Tool title={tx('image')} icon={<PictureOutlined />} disabled={disabled} />
          </Upload>
          <Tool
            title={tx('horizontalRule')}
            icon={<LineOutlined />}
            disabled={disabled}
            onClick={() => run().setHorizontalRule().run()}
          />
          <Tool
            title={tx('clear')}
            icon={<ClearOutlined />}
            disabled={disabled}
            onClick={() => run().unsetAllMarks().clearNodes().run()}
          />
        </Space>
      </Space>
    </div>
  );
}
