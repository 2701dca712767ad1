import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';
import { handleOf } from '../lib/route-handle';
import { routeTitle } from './route-title';

/** Home entry first, then the matched route chain; every item except the current one is a link. */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const matches = useMatches().filter((m) => routeTitle(handleOf(m.handle), t) && m.pathname !== HOME_PATH);
  const items = [
    { path: HOME_PATH, title: t('web.tabs.home') },
    ...matches.map((m) => ({ path: m.pathname, title: routeTitle(handleOf(m.handle), t) })),
  ];
  return (
    <Breadcrumb
      items={items.map((item, i) => ({
        key: item.path,
        title: i < items.length - 1 ? <Link to={item.path}>{item.title}</Link> : item.title,
      }))}
    />
  );
}
