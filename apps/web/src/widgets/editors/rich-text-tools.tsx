import { useState, type ReactNode } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/react';

/** One button of the rich-text toolbar (rich-text-toolbar.tsx), pressed while its mark or block is at the cursor. */
export function Tool({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The link tool: a small form asking for the address of the selected text. */
export function LinkTool({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    if (href.trim()) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  const form = (
    <Space.Compact>
      <Input
        autoFocus
        size="small"
        style={{ width: 240 }}
        placeholder="https://"
        aria-label={t('web.editors.rich.linkPrompt')}
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={apply}
      />
      <Button
        size="small"
        type="primary"
        onClick={apply}
        icon={<LinkOutlined />}
        aria-label={t('web.editors.rich.link')}
      />
    </Space.Compact>
  );
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(String(editor.getAttributes('link').href ?? ''));
      }}
      trigger="click"
      content={form}
      title={t('web.editors.rich.linkPrompt')}
    >
      <Button
        type="text"
        size="small"
        icon={<LinkOutlined />}
        aria-label={t('web.editors.rich.link')}
        disabled={disabled}
      />
    </Popover>
  );
}
