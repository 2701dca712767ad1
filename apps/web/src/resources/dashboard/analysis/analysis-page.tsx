import { lazy, Suspense } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { ApartmentOutlined, LoginOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { greetingFor, HOME_RIGHTS, isElementVisible } from '@weld/core';
import { sessionApi } from '../../../lib/api/session-api';
import { useAuthContext, useSessionUser } from '../../../lib/use-session';
import { PlainTag, PlainTitle } from '../../../widgets/plain-text/plain-text';
import { AnalysisActivity } from './analysis-activity';

// shown only when the figures fail: not part of the first screen
const Alert = lazy(() => import('antd/es/alert'));

const CARDS = [
  { key: 'users', icon: <UserOutlined /> },
  { key: 'roles', icon: <TeamOutlined /> },
  { key: 'departs', icon: <ApartmentOutlined /> },
  { key: 'sessions', icon: <LoginOutlined /> },
] as const;

/**
 * Home page (every signed-in user's): greeting, the user's roles and department, the live counts of
 * /sys/dashboard/summary for holders of 系统概况 and the activity figures for holders of 访问统计.
 */
export function AnalysisPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const auth = useAuthContext();
  const summary = useQuery({ queryKey: ['dashboard', 'summary'], queryFn: sessionApi.dashboard });
  const greeting = t(`web.greeting.${greetingFor(new Date().getHours())}`);
  const data = summary.data;
  // the server answers null counts without the right: no zeros that look like figures
  const counts = isElementVisible(HOME_RIGHTS.counts, auth) && (!data || data.users !== null);

  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <PlainTitle style={{ marginTop: 0 }} data-testid="greeting">
          {t('web.dashboard.greeting', { greeting, name: user?.realname || user?.username || '' })}
        </PlainTitle>
        {summary.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
            <span>
              {t('web.dashboard.myRoles')}:{' '}
              {data?.myRoles.length
                ? data.myRoles.map((r) => <PlainTag key={r}>{r}</PlainTag>)
                : t('web.dashboard.none')}
            </span>
            <span>
              {t('web.dashboard.depart')}: {data?.myDepart ?? t('web.dashboard.none')}
            </span>
          </div>
        )}
      </Card>
      {summary.isError && (
        <Suspense fallback={<p role="alert">{t('web.dashboard.loadFailed')}</p>}>
          <Alert type="error" showIcon title={t('web.dashboard.loadFailed')} style={{ marginBottom: 16 }} />
        </Suspense>
      )}
      {counts && (
        <Row gutter={[16, 16]}>
          {CARDS.map((c) => (
            <Col xs={24} sm={12} xl={6} key={c.key}>
              <Card>
                <Statistic
                  title={t(`web.dashboard.${c.key}`)}
                  value={data?.[c.key] ?? 0}
                  prefix={c.icon}
                  loading={summary.isLoading}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <AnalysisActivity visits={isElementVisible(HOME_RIGHTS.visits, auth)} />
    </div>
  );
}
