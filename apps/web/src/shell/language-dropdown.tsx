import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@weld/core';
import { storedLocale } from '../lib/i18n/locale-store';
import { switchLocale } from '../lib/switch-locale';
import { localeHref } from '../lib/locale-link';
import './language-dropdown.css';

/**
 * zh_CN / en_US / ru_RU picker of the user layout and the header; each item links to the route named
 * after its locale (/zh_CN, /en_US, /ru_RU). Plain markup (no antd, no icon
 * package) keeps it within the login page's budget.
 */
export function LanguageDropdown({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const current = storedLocale();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  // the menu pattern: the open menu holds the focus on the chosen language; arrows move, Escape closes
  const onMenuKey = (e: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (move) all[(at + move + all.length) % all.length]?.focus();
    else if (e.key === 'Home') all[0]?.focus();
    else if (e.key === 'End') all[all.length - 1]?.focus();
    else if (e.key === 'Escape') close();
    else if (e.key === ' ') (document.activeElement as HTMLElement).click();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  useEffect(() => {
    if (open) (items().find((a) => a.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
  }, [open]);

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
      <button
        ref={trigger}
        type="button"
        className="weld-lang-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        // the name starts with what the button shows (WCAG 2.5.3), then says what it is for
        aria-label={`${t(`common.languages.${current}`)} · ${t('web.header.language')}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12.9 15.1 10.3 12.5l.1-.1A17.4 17.4 0 0 0 14 6h3V4h-7V2H8v2H1v2h11.2A15.8 15.8 0 0 1 9 11.4 15.6 15.6 0 0 1 6.7 8H4.7a17.6 17.6 0 0 0 3 4.5l-5.1 5 1.4 1.4L9 14l3.1 3.1.8-2zm5.6-5.1h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7 1.6-4.3 1.6 4.3h-3.2z" />
        </svg>
        <span>{t(`common.languages.${current}`)}</span>
      </button>
      {open && (
        <ul className="weld-lang-menu" role="menu" onKeyDown={onMenuKey}>
          {LOCALES.map((l: Locale) => (
            <li key={l} role="none" className={l === current ? 'active' : undefined}>
              {/* a link to the route named after the locale; a plain click switches in place, as that route would */}
              <a
                role="menuitemradio"
                aria-checked={l === current}
                href={localeHref(l, pathname + search)}
                hrefLang={l.replace('_', '-')}
                tabIndex={-1}
                onClick={(e) => {
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  close();
                  if (l !== current) void switchLocale(l);
                }}
              >
                {t(`common.languages.${l}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
