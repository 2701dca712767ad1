import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@weld/core';
import { HelpButton } from './help-button';
import { LanguageDropdown } from '../language-dropdown';
import { MenuSearch } from '../menu/menu-search';
import { AvatarMenu } from './avatar-menu';
import { NoticeBell } from '../notice/notice-bell';

interface Props {
  menu: MenuNode[];
  desktop: boolean;
  collapsed: boolean;
  onToggle?: () => void;
  /** top-menu layout puts its menu here */
  children?: React.ReactNode;
  dark: boolean;
}

/** Header (spec shell §2): trigger, welcome on desktop, menu search, language, help, notice bell, avatar menu. */
export function HeaderBar({ menu, desktop, collapsed, onToggle, children, dark }: Props) {
  const { t } = useTranslation();
  const color = dark ? 'rgba(255,255,255,0.85)' : undefined;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: '100%', color }}>
      {onToggle && (
        <Button
          type="text"
          onClick={onToggle}
          aria-label={t('web.header.toggleMenu')}
          style={{ color }}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        />
      )}
      {children ??
        (desktop ? (
          <Welcome text={t('web.header.welcome', { name: t('common.appName') })} />
        ) : (
          <span style={{ flex: 1 }} />
        ))}
      {desktop && <MenuSearch menu={menu} />}
      <LanguageDropdown dark={dark} />
      <HelpButton menu={menu} color={color} />
      <NoticeBell color={color} />
      <AvatarMenu menu={menu} compact={!desktop} />
    </div>
  );
}

/** The welcome line with the product name: cut with … when the header is narrow, whole on hover. */
function Welcome({ text }: { text: string }) {
  return (
    <span
      title={text}
      data-testid="header-welcome"
      style={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {text}
    </span>
  );
}
