import { useMemo, useState } from 'react';
import { Card, Collapse, Empty, Input, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../../../lib/api/session-api';
import { groupRoutes, type ApiRoute } from './api-docs-model';

const COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

/** 接口文档: the server's OpenAPI document, grouped by tag. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const doc = useQuery({ queryKey: ['api-docs'], queryFn: sessionApi.apiDocs });
  const groups = useMemo(() => {
    if (!doc.data) return [];
    const all = groupRoutes(
      doc.data,
      t('web.apiDocs.untagged'),
      t('web.apiDocs.public'),
      t('web.apiDocs.signedIn'),
    );
    const f = filter.trim().toLowerCase();
    return all
      .map(
        ([tag, list]) =>
          [
            tag,
            list.filter((r) => !f || r.path.toLowerCase().includes(f) || r.summary.toLowerCase().includes(f)),
          ] as [string, ApiRoute[]],
      )
      .filter(([, list]) => list.length > 0);
  }, [doc.data, filter, t]);

  if (doc.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!doc.data)
    return (
      <Card>
        <Empty description={t('web.apiDocs.loadFailed')} />
      </Card>
    );
  return (
    <Card
      title={`${doc.data.info?.title ?? ''} ${doc.data.info?.version ?? ''}`}
      extra={
        <Input.Search
          allowClear
          placeholder={t('web.apiDocs.filter')}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 240 }}
        />
      }
    >
      {groups.length === 0 ? (
        <Empty />
      ) : (
        <Collapse
          defaultActiveKey={groups.slice(0, 1).map(([tag]) => tag)}
          items={groups.map(([tag, list]) => ({
            key: tag,
            label: `${tag} (${list.length})`,
            children: (
              <Table<ApiRoute>
                size="small"
                pagination={false}
                rowKey={(r) => `${r.method} ${r.path}`}
                dataSource={list}
                columns={[
                  {
                    title: t('web.apiDocs.method'),
                    dataIndex: 'method',
                    width: 100,
                    render: (m: string) => <Tag color={COLORS[m]}>{m}</Tag>,
                  },
                  {
                    title: t('web.apiDocs.path'),
                    dataIndex: 'path',
                    render: (p: string) => <code>{p}</code>,
                  },
                  { title: t('web.apiDocs.summary'), dataIndex: 'summary' },
                  { title: t('web.apiDocs.access'), dataIndex: 'access', width: 200 },
                ]}
              />
            ),
          }))}
        />
      )}
    </Card>
  );
}
