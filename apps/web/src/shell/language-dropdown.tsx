import { useEffect, useRef, useState } from 'react';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@weld/core';
import { storedLocale } from '../lib/i18n/locale-store';
import { switchLocale } from '../lib/switch-locale';
import './language-dropdown.css';

/**
 * zh_CN / en_US / ru_RU picker of the user layout and the header. Plain markup rather than antd's
 * Dropdown keeps the menu and popup engines out of the login page's budget.
 */
export function LanguageDropdown({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const current = storedLocale();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className={`weld-lang${dark ? ' dark' : ''}`} ref={root}>
      <button type="button" className="weld-lang-trigger" aria-haspopup="menu" aria-expanded={open} aria-label={t('web.header.language')} onClick={() => setOpen((o) => !o)}>
        <TranslationOutlined />
        <span>{t(`common.languages.${current}`)}</span>
      </button>
      {open && (
        <ul className="weld-lang-menu" role="menu">
          {LOCALES.map((l: Locale) => (
            <li key={l} role="menuitemradio" aria-checked={l === current} className={l === current ? 'active' : undefined}
              onClick={() => { setOpen(false); if (l !== current) void switchLocale(l); }}>
              {t(`common.languages.${l}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
