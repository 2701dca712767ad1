import { lazy, Suspense } from 'react';
import { Tabs, theme } from 'antd';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { handleOf } from '../lib/route-handle';
import { BreadcrumbBar } from './breadcrumb-bar';
import { usePageExtrasOf } from '../kit/page-header-extras';
import { routeTitle } from './route-title';
import { PlainTitle, SecondaryText } from '../widgets/plain-text/plain-text';

const PageHeaderSearch = lazy(() =>
  import('./page-header-search').then((m) => ({ default: m.PageHeaderSearch })),
);

/**
 * Page wrapper head (spec shell §2): breadcrumb, the route's title and description, and what the page
 * adds through usePageHeaderExtras: a link list, an extra image, a search box and tabs. meta.hideHeader hides it.
 * @example <PageHeader pageKey={tabs.active} />
 */
export function PageHeader({ pageKey = '' }: { pageKey?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const { token } = theme.useToken();
  const extras = usePageExtrasOf(pageKey);
  const handle = handleOf(matches[matches.length - 1]?.handle);
  if (handle.meta?.hideHeader) return null;
  const description = extras?.description ?? handle.meta?.description;
  return (
    <div className="weld-page-header" style={{ background: token.colorBgContainer }}>
      <BreadcrumbBar />
      <div className="weld-page-header-main">
        <div className="weld-page-header-text">
          <PlainTitle as="h1" style={{ margin: '8px 0 0' }}>
            {extras?.title ?? routeTitle(handle, t)}
          </PlainTitle>
          {description && (
            <SecondaryText as="p" style={{ margin: '4px 0 0' }}>
              {description}
            </SecondaryText>
          )}
          {extras?.links && extras.links.length > 0 && (
            <nav className="weld-page-header-links" aria-label={t('web.shellAccess.pageLinks')}>
              {/* links inside the product change the route without reloading it; others open beside it */}
              {extras.links.map((link) =>
                link.href.startsWith('/') ? (
                  <Link key={link.href + link.title} to={link.href}>
                    {link.icon}
                    {link.title}
                  </Link>
                ) : (
                  <a key={link.href + link.title} href={link.href} target="_blank" rel="noreferrer">
                    {link.icon}
                    {link.title}
                  </a>
                ),
              )}
            </nav>
          )}
        </div>
        {extras?.extraImage && <img className="weld-page-header-image" src={extras.extraImage} alt="" />}
      </div>
      {extras?.search && (
        <div className="weld-page-header-search">
          <Suspense fallback={null}>
            <PageHeaderSearch
              placeholder={extras.search.placeholder ?? t('web.shellAccess.searchPlaceholder')}
              enterButton={t('web.shellAccess.search')}
              onSearch={(value) => extras.search?.onSearch(value)}
            />
          </Suspense>
        </div>
      )}
      {extras?.tabs && (
        <Tabs
          activeKey={extras.tabs.active}
          onChange={extras.tabs.onChange}
          tabBarStyle={{ margin: 0 }}
          items={extras.tabs.items.map((item) => ({ key: item.key, label: item.title }))}
        />
      )}
    </div>
  );
}
