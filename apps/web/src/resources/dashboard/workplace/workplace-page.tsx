import { Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '@weld/core';
import { sessionApi } from '../../../lib/api/session-api';
import { useMenu } from '../../../lib/menu-store';
import { MyActionsCard } from '../../../widgets/my-actions/my-actions-card';
import { dashboardsApi } from '../dashboards-api';

const SHORTCUTS = 8;
const PRIORITY_COLORS: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

/** The screens of the user's menu, in menu order, without groups, hidden entries and these dashboards. */
function leaves(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((m) => {
    if (
      m.hidden ||
      m.path.startsWith('/dashboard') ||
      m.path.startsWith('/exception') ||
      m.path.startsWith('/result')
    )
      return [];
    return m.children?.length ? leaves(m.children) : [m];
  });
}

/** 工作台: my unread messages, my recent actions and shortcuts to the screens I use most. */
export function WorkplacePage() {
  const { t } = useTranslation();
  const menu = useMenu();
  const notices = useQuery({ queryKey: ['dashboard', 'notices'], queryFn: dashboardsApi.notices });
  const visited = useQuery({
    queryKey: ['dashboard', 'topPages', 'mine'],
    queryFn: () => sessionApi.topPages(true),
  });
  // the screens I opened most this week first, then the rest of my menu in its order
  const shortcuts = useMemo(() => {
    const screens = leaves(menu);
    const mine = (visited.data ?? [])
      .map((v) => screens.find((m) => m.path === v.path))
      .filter((m): m is MenuNode => Boolean(m));
    return [...mine, ...screens.filter((m) => !mine.includes(m))].slice(0, SHORTCUTS);
  }, [menu, visited.data]);
  const unread = [...(notices.data?.anntMsgList ?? []), ...(notices.data?.sysMsgList ?? [])];
  const D = (k: string) => t(`web.dashboards.${k}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={D('myNotices')}
          extra={<Link to="/isps/userAnnouncement">{D('allNotices')}</Link>}
          style={{ marginBottom: 16 }}
        >
          <List
            size="small"
            loading={notices.isLoading}
            dataSource={unread}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={D('noNotices')} />,
            }}
            renderItem={(n) => (
              <List.Item extra={<Typography.Text type="secondary">{n.sendTime}</Typography.Text>}>
                {n.priority && <Tag color={PRIORITY_COLORS[n.priority]}>{n.priority}</Tag>}
                <Link to="/isps/userAnnouncement">{n.titile}</Link>
              </List.Item>
            )}
          />
        </Card>
        <MyActionsCard />
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={D('shortcuts')}>
          {shortcuts.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={D('noShortcuts')} />
          ) : (
            <Row gutter={[8, 8]}>
              {shortcuts.map((m) => (
                <Col key={m.id} xs={12} sm={8} lg={12}>
                  <Link
                    to={m.path}
                    className="weld-shortcut"
                    style={{
                      display: 'flex',
                      gap: 8,
                      alignItems: 'center',
                      padding: '10px 12px',
                      border: '1px solid rgba(5,5,5,0.06)',
                      borderRadius: 6,
                    }}
                  >
                    <Typography.Text ellipsis style={{ flex: 1 }}>
                      {m.meta.title}
                    </Typography.Text>
                    <RightOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,0.35)' }} />
                  </Link>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </Col>
    </Row>
  );
}
