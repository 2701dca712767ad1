import { Card, Empty, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** One of the signed-in user's logged operations (GET /sys/dashboard/myActions). */
export interface MyAction {
  id: string;
  logType: number;
  content: string;
  method: string | null;
  url: string | null;
  time: string;
}

/**
 * 我的最近操作: the signed-in user's ten latest logged operations (sign-ins, writes, exports), newest
 * first, in the reader's language; shown on 工作台 and 个人中心.
 * @example <MyActionsCard />
 */
export function MyActionsCard() {
  const { t } = useTranslation();
  const actions = useQuery({
    queryKey: ['dashboard', 'myActions'],
    queryFn: async () => unwrap(await http.get<MyAction[]>('/sys/dashboard/myActions')),
  });
  return (
    <Card size="small" title={t('web.myActions.title')}>
      <List
        size="small"
        loading={actions.isLoading}
        dataSource={actions.data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.myActions.empty')} />,
        }}
        renderItem={(a) => (
          <List.Item extra={<Typography.Text type="secondary">{a.time}</Typography.Text>}>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {a.method && <Tag>{a.method}</Tag>}
              {a.content}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
