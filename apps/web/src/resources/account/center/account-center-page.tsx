import { Avatar, Card, Col, Descriptions, Empty, Row, Skeleton, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../../lib/api/session-api';
import { staticUrl } from '../../../widgets/upload/static-url';
import { MyActionsCard } from '../../../widgets/my-actions/my-actions-card';

/** 个人中心: profile, roles and departments from GET /sys/user/current, and my recent activity. */
export function AccountCenterPage() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['user', 'current'], queryFn: sessionApi.current });
  if (me.isLoading)
    return (
      <Card>
        <Skeleton active avatar />
      </Card>
    );
  if (!me.data)
    return (
      <Card>
        <Empty description={t('web.account.loadFailed')} />
      </Card>
    );
  const { userInfo: u, roles, departs } = me.data;
  const dash = t('web.account.notSet');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card>
          <div style={{ textAlign: 'center' }}>
            <Avatar size={96} src={u.avatar ? staticUrl(u.avatar) : undefined} icon={<UserOutlined />} />
            <h2 style={{ marginBottom: 4 }}>{u.realname || u.username}</h2>
            <div style={{ color: 'var(--weld-text-tertiary)' }}>{u.username}</div>
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('web.account.profile')}>
          <Descriptions column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('web.account.username')}>{u.username}</Descriptions.Item>
            <Descriptions.Item label={t('web.account.realname')}>{u.realname || dash}</Descriptions.Item>
            <Descriptions.Item label={t('web.account.email')}>{u.email || dash}</Descriptions.Item>
            <Descriptions.Item label={t('web.account.phone')}>{u.phone || dash}</Descriptions.Item>
            <Descriptions.Item label={t('web.account.roles')}>
              {roles.length
                ? roles.map((r) => (
                    <Tag color="blue" key={r.id}>
                      {r.roleName}
                    </Tag>
                  ))
                : dash}
            </Descriptions.Item>
            <Descriptions.Item label={t('web.account.departs')}>
              {departs.length ? departs.map((d) => <Tag key={d.id}>{d.departName}</Tag>) : dash}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24}>
        <MyActionsCard />
      </Col>
    </Row>
  );
}
