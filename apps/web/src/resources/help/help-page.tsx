import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Alert, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LOCALES, type Locale } from '@weld/core';
import { renderMarkdown } from '../../widgets/editors/markdown-preview';
import '../../widgets/editors/editors.css';
import { loadHelpMarkdown } from './help-content';
import { HELP_PAGES, HELP_PATH, isHelpPage, type HelpPage } from './help-topics';
import './help-page.css';

const localeOf = (language: string): Locale => (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'zh_CN';

/** The help centre (route /help/:page?): the index of menu groups, or one group's page in the interface language. */
export function HelpPage() {
  const { page } = useParams();
  return isHelpPage(page) ? <HelpArticle page={page} /> : <HelpIndex />;
}

function HelpIndex() {
  const { t } = useTranslation();
  return (
    <Card title={t('web.help.indexTitle')}>
      <Typography.Paragraph type="secondary">{t('web.help.indexIntro')}</Typography.Paragraph>
      <ul className="weld-help-index">
        {HELP_PAGES.map((page) => (
          <li key={page}>
            <Link to={`${HELP_PATH}/${page}`}>{t(`web.help.pages.${page}.title`)}</Link>
            <Typography.Text type="secondary">{t(`web.help.pages.${page}.summary`)}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

type Loaded = { key: string; text?: string; failed?: boolean };

function HelpArticle({ page }: { page: HelpPage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const key = `${locale}/${page}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '' });
  useEffect(() => {
    let live = true;
    loadHelpMarkdown(page, locale).then(
      (text) => live && setLoaded({ key, text }),
      () => live && setLoaded({ key, failed: true }),
    );
    return () => { live = false; };
  }, [page, locale, key]);
  const current = loaded.key === key ? loaded : undefined;
  const html = useMemo(() => (current?.text ? renderMarkdown(current.text) : ''), [current?.text]);

  // links between help pages stay inside the single-page app instead of reloading it
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Card title={t(`web.help.pages.${page}.title`)} extra={<Link to={HELP_PATH}>{t('web.help.backToIndex')}</Link>}>
      {current?.failed && <Alert type="error" showIcon message={t('web.help.loadFailed')} />}
      {!current && <Spin />}
      {html && <div className="weld-markdown-body weld-help-body" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />}
    </Card>
  );
}
