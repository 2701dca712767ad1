import { useMemo } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { sessionApi } from '../../../lib/api/session-api';
import { useMenu } from '../../../lib/menu-store';
import type { MenuNode } from '@weld/core';
import { LightChart, type LightSeries } from '../../../widgets/chart/light-chart';
import { SecondaryText } from '../../../widgets/plain-text/plain-text';

interface LogInfo {
  todayVisitCount: number;
  totalVisitCount: number;
  todayLoginCount: number;
  totalLoginCount: number;
  todayIp: number;
}

interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  login: number;
  ip: number;
}

/** Every path of the user's menu: the top pages list shows only screens the reader may open. */
const menuPaths = (menu: MenuNode[]): string[] =>
  menu.flatMap((m) => [m.path, ...menuPaths(m.children ?? [])]);

const TOTALS = [
  'todayVisitCount',
  'totalVisitCount',
  'todayLoginCount',
  'totalLoginCount',
  'todayIp',
] as const;

/**
 * 首页's activity: visit and sign-in totals and the last seven days charted (with `visits`, the right
 * 访问统计: they are not asked for otherwise), and the most visited screens the reader may open.
 */
export function AnalysisActivity({ visits }: { visits: boolean }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['dashboard', 'loginfo'],
    queryFn: async () => unwrap(await http.get<LogInfo>('/sys/loginfo')),
    enabled: visits,
  });
  const days = useQuery({
    queryKey: ['dashboard', 'visitInfo'],
    queryFn: async () => unwrap(await http.get<VisitDay[]>('/sys/visitInfo')),
    enabled: visits,
  });
  const top = useQuery({ queryKey: ['dashboard', 'topPages'], queryFn: () => sessionApi.topPages() });
  const menu = useMenu();
  const pages = useMemo(() => {
    const mine = new Set(menuPaths(menu));
    return (top.data ?? []).filter((p) => mine.has(p.path));
  }, [top.data, menu]);
  const A = (k: string) => t(`web.dashboard.activity.${k}`);
  // plain SVG: the first screen does not load ECharts for one small chart
  const series = useMemo<LightSeries[]>(() => {
    const list = days.data ?? [];
    return [
      { name: A('visit'), kind: 'bar', values: list.map((d) => d.visit) },
      { name: A('login'), kind: 'line', values: list.map((d) => d.login) },
      { name: A('ip'), kind: 'line', values: list.map((d) => d.ip) },
    ];
  }, [days.data, t]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {visits && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {TOTALS.map((k) => (
            <Col xs={12} md={8} xl={{ flex: '20%' }} key={k}>
              <Card size="small">
                <Statistic title={A(k)} value={info.data?.[k] ?? 0} loading={info.isLoading} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {visits && (
          <Col xs={24} lg={16}>
            <Card size="small" title={A('week')}>
              {days.data ? (
                <LightChart
                  categories={days.data.map((d) => d.type)}
                  series={series}
                  height={260}
                  label={A('week')}
                />
              ) : (
                <Skeleton.Node active style={{ width: '100%', height: 260 }} />
              )}
            </Card>
          </Col>
        )}
        <Col xs={24} lg={visits ? 8 : 24}>
          <Card size="small" title={A('topPages')}>
            {/* a plain list: antd's List would bring its pagination into the home page's first load */}
            {top.data && pages.length === 0 && <SecondaryText>{A('noPages')}</SecondaryText>}
            <ol className="weld-top-pages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {pages.map((p, i) => (
                <li
                  key={p.path}
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 8,
                    padding: '6px 0',
                    borderBottom: '1px solid rgba(5,5,5,0.06)',
                  }}
                >
                  <span className="weld-top-page">
                    {i < 3 ? <strong>{i + 1}. </strong> : `${i + 1}. `}
                    <Link to={p.path} title={p.title}>
                      {p.title}
                    </Link>
                  </span>
                  <SecondaryText>{p.count}</SecondaryText>
                </li>
              ))}
            </ol>
          </Card>
        </Col>
      </Row>
    </>
  );
}
