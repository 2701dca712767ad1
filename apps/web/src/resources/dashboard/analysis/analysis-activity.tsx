import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { sessionApi } from '../../../lib/api/session-api';
import { useMenu } from '../../../lib/menu-store';
import type { MenuNode } from '@weld/core';
import { ChartInView } from '../../../widgets/chart/chart-in-view';
import type { ChartOption } from '../../../widgets/chart/echart';

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
const menuPaths = (menu: MenuNode[]): string[] => menu.flatMap((m) => [m.path, ...menuPaths(m.children ?? [])]);

const TOTALS = ['todayVisitCount', 'totalVisitCount', 'todayLoginCount', 'totalLoginCount', 'todayIp'] as const;

/**
 * 首页's activity: visit and sign-in totals and the last seven days charted (with `visits`, the right
 * 访问统计: they are not asked for otherwise), and the most visited screens the reader may open.
 */
export function AnalysisActivity({ visits }: { visits: boolean }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: ['dashboard', 'loginfo'], queryFn: async () => unwrap(await http.get<LogInfo>('/sys/loginfo')), enabled: visits });
  const days = useQuery({ queryKey: ['dashboard', 'visitInfo'], queryFn: async () => unwrap(await http.get<VisitDay[]>('/sys/visitInfo')), enabled: visits });
  const top = useQuery({ queryKey: ['dashboard', 'topPages'], queryFn: () => sessionApi.topPages() });
  const menu = useMenu();
  const pages = useMemo(() => {
    const mine = new Set(menuPaths(menu));
    return (top.data ?? []).filter((p) => mine.has(p.path));
  }, [top.data, menu]);
  const A = (k: string) => t(`web.dashboard.activity.${k}`);
  const option = useMemo<ChartOption>(() => {
    const list = days.data ?? [];
    return {
      tooltip: { trigger: 'axis' }, legend: { top: 0, data: [A('visit'), A('login'), A('ip')] }, grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: list.map((d) => d.type) }, yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: A('visit'), type: 'bar', barMaxWidth: 28, data: list.map((d) => d.visit) },
        { name: A('login'), type: 'line', smooth: true, data: list.map((d) => d.login) },
        { name: A('ip'), type: 'line', smooth: true, data: list.map((d) => d.ip) },
      ],
    };
  }, [days.data, t]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {visits && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {TOTALS.map((k) => (
            <Col xs={12} md={8} xl={{ flex: '20%' }} key={k}>
              <Card size="small"><Statistic title={A(k)} value={info.data?.[k] ?? 0} loading={info.isLoading} /></Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {visits && (
          <Col xs={24} lg={16}>
            <Card size="small" title={A('week')}>
              <ChartInView option={option} height={260} label={A('week')} />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={visits ? 8 : 24}>
          <Card size="small" title={A('topPages')}>
            {/* a plain list: antd's List would bring its pagination into the home page's first load */}
            {top.data && pages.length === 0 && <Typography.Text type="secondary">{A('noPages')}</Typography.Text>}
            <ol className="weld-top-pages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {pages.map((p, i) => (
                <li key={p.path} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                  <Typography.Text ellipsis><Typography.Text strong={i < 3}>{i + 1}. </Typography.Text><Link to={p.path}>{p.title}</Link></Typography.Text>
                  <Typography.Text type="secondary">{p.count}</Typography.Text>
                </li>
              ))}
            </ol>
          </Card>
        </Col>
      </Row>
    </>
  );
}
