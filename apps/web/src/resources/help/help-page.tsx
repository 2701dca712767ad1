import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LOCALES, type Locale } from '@weld/core';
import { renderMarkdown } from '../../widgets/editors/markdown-preview';
import '../../widgets/editors/editors.css';
import { usePageHeaderExtras } from '../../kit/page-header-extras';
import { loadHelpMarkdown, searchHelp } from './help-content';
import { HELP_PAGES, HELP_PATH, isHelpPage, type HelpPage } from './help-topics';
import './help-page.css';

const localeOf = (language: string): Locale =>
  (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'zh_CN';

/** The help centre (route /help/:page?): the index of menu groups, or one group's page in the interface language. */
export function HelpPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  // a search belongs to the help page it was made on: opening another page ends it
  const [search, setSearch] = useState({ page, keyword: '' });
  const keyword = search.page === page ? search.keyword : '';
  // the page head carries the link list of every help page and the search flag's box (shell §2 page wrapper)
  usePageHeaderExtras(
    useMemo(
      () => ({
        links: HELP_PAGES.map((p) => ({ title: t(`web.help.pages.${p}.title`), href: `${HELP_PATH}/${p}` })),
        search: {
          onSearch: (value: string) => setSearch({ page, keyword: value.trim() }),
          placeholder: t('web.help.searchPlaceholder'),
        },
      }),
      [t, page],
    ),
  );
  if (keyword) return <HelpSearch keyword={keyword} />;
  return isHelpPage(page) ? <HelpArticle page={page} /> : <HelpIndex />;
}

/** The help pages of the interface language that hold the keyword, each with the line it was found in. */
function HelpSearch({ keyword }: { keyword: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const key = `${locale}/${keyword}`;
  const current = useLoaded(key, () => searchHelp(keyword, locale));
  return (
    <Card
      title={t('web.help.searchTitle', { keyword })}
      extra={<Link to={HELP_PATH}>{t('web.help.backToIndex')}</Link>}
    >
      {current?.failed && <Alert type="error" showIcon message={t('web.help.loadFailed')} />}
      {!current && <Spin />}
      {current?.value?.length === 0 && <Empty description={t('web.help.noMatch', { keyword })} />}
      {current?.value && current.value.length > 0 && (
        <ul className="weld-help-index" data-testid="help-search-hits">
          {current.value.map((hit) => (
            <li key={hit.page}>
              <Link to={`${HELP_PATH}/${hit.page}`}>{t(`web.help.pages.${hit.page}.title`)}</Link>
              <Typography.Text type="secondary">{hit.line}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
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

/** What `load` gave for `key` (or that it failed); undefined while the load for the current key runs. */
function useLoaded<T>(key: string, load: () => Promise<T>): { value?: T; failed?: boolean } | undefined {
  const [loaded, setLoaded] = useState<{ key: string; value?: T; failed?: boolean }>({ key: '' });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    latest.current().then(
      (value) => live && setLoaded({ key, value }),
      () => live && setLoaded({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded.key === key ? loaded : undefined;
}

function HelpArticle({ page }: { page: HelpPage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const key = `${locale}/${page}`;
  const current = useLoaded(key, () => loadHelpMarkdown(page, locale));
  const html = useMemo(() => (current?.value ? renderMarkdown(current.value) : ''), [current?.value]);

  // links between help pages stay inside the single-page app instead of reloading it
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Card
      title={t(`web.help.pages.${page}.title`)}
      extra={<Link to={HELP_PATH}>{t('web.help.backToIndex')}</Link>}
    >
      {current?.failed && <Alert type="error" showIcon message={t('web.help.loadFailed')} />}
      {!current && <Spin />}
      {html && (
        <div
          className="weld-markdown-body weld-help-body"
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Card>
  );
}
