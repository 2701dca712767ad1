import { theme, Typography } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { handleOf } from '../lib/route-handle';
import { BreadcrumbBar } from './breadcrumb-bar';
import { routeTitle } from './route-title';

/** Page wrapper head: breadcrumb, the route's title and description; meta.hideHeader hides it. */
export function PageHeader() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { token } = theme.useToken();
  const handle = handleOf(matches[matches.length - 1]?.handle);
  if (handle.meta?.hideHeader) return null;
  return (
    <div className="weld-page-header" style={{ background: token.colorBgContainer }}>
      <BreadcrumbBar />
      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {routeTitle(handle, t)}
      </Typography.Title>
      {handle.meta?.description && <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{handle.meta.description}</Typography.Paragraph>}
    </div>
  );
}
