import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Popconfirm,
  Radio,
  Row as GridRow,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, weldTransferLog, RIGHTS } from '@weld/core';
import type { TransferPlan, TransferRequest } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { ResourceUrls } from '../../../kit/resource-api';
import { useAuthContext } from '../../../lib/use-session';
import { DepartSelect } from '../../../widgets/depart-select/depart-select';
import { transferApi } from './transfer-api';

/** The history is written by 执行 only. */
const HISTORY_URLS: Partial<ResourceUrls> = {
  add: null,
  edit: null,
  delete: null,
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
};

interface Choice {
  kind?: string;
  fromOrg?: string;
  toOrg?: string;
  scope: 'all' | 'selected';
}

/**
 * 转移 ('weld/Transfer'): choose a kind, the organisations and all or chosen records; 预览 shows exactly what
 * moves, 执行 (weld:transfer:execute) moves that in one audited transaction; past transfers are listed below.
 * @example pageRegistry['weld/Transfer']
 */
export function TransferPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canExecute = isElementVisible(RIGHTS.transfer.execute, useAuthContext());
  const [choice, setChoice] = useState<Choice>({ scope: 'all' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [plan, setPlan] = useState<{ input: TransferRequest; result: TransferPlan } | null>(null);
  const [busy, setBusy] = useState(false);

  const kinds = useQuery({ queryKey: ['weldTransfer', 'kinds'], queryFn: transferApi.kinds });
  const candidates = useQuery({
    queryKey: ['weldTransfer', 'candidates', { kind: choice.kind, fromOrg: choice.fromOrg }],
    queryFn: () => transferApi.candidates(choice.kind as string, choice.fromOrg as string),
    enabled: Boolean(choice.kind && choice.fromOrg) && choice.scope === 'selected',
  });
  const input: TransferRequest = useMemo(
    () => ({
      kind: choice.kind ?? '',
      fromOrg: choice.fromOrg ?? '',
      toOrg: choice.toOrg ?? '',
      all: choice.scope === 'all',
      ids: choice.scope === 'all' ? [] : chosen,
    }),
    [choice, chosen],
  );
  // 执行 moves what was previewed: a change of any choice asks for a new preview
  const previewed = plan !== null && JSON.stringify(plan.input) === JSON.stringify(input);

  function change(next: Partial<Choice>) {
    setChoice((c) => ({ ...c, ...next }));
    if (next.kind !== undefined || next.fromOrg !== undefined) setChosen([]);
  }

  async function run(action: 'preview' | 'execute') {
    setBusy(true);
    try {
      const result = await transferApi[action](input);
      if (action === 'preview') return setPlan({ input, result });
      void message.success(t('web.weldTransfer.done', { count: result.count }));
      setPlan(null);
      setChosen([]);
      // moved rows change the lists of their kind, the project log and the history: every weld list is refetched
      await queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('weld'),
      });
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setBusy(false);
    }
  }

  const kindOptions = (kinds.data ?? []).map((k) => ({ value: k.kind, label: k.label }));
  const rowColumns = [
    { title: t('web.weldTransfer.code'), dataIndex: 'code', width: 220 },
    { title: t('web.weldTransfer.name'), dataIndex: 'name' },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" data-testid="transfer-form">
        <Form layout="vertical" name="weld-transfer">
          <GridRow gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item label={t('web.weldTransfer.kind')} htmlFor="transfer-kind" required>
                <Select
                  value={choice.kind}
                  onChange={(kind: string) => change({ kind })}
                  placeholder={t('web.weldTransfer.kind')}
                  loading={kinds.isLoading}
                  options={kindOptions}
                  id="transfer-kind"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label={t('web.weldTransfer.fromOrg')} required>
                <DepartSelect
                  value={choice.fromOrg}
                  onChange={(fromOrg) => change({ fromOrg })}
                  placeholder={t('web.weldTransfer.fromOrg')}
                  id="transfer-from"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label={t('web.weldTransfer.toOrg')} required>
                <DepartSelect
                  value={choice.toOrg}
                  onChange={(toOrg) => change({ toOrg })}
                  placeholder={t('web.weldTransfer.toOrg')}
                  id="transfer-to"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label={t('web.weldTransfer.scope')}>
                <Radio.Group
                  value={choice.scope}
                  onChange={(e) => change({ scope: e.target.value as Choice['scope'] })}
                  options={[
                    { value: 'all', label: t('web.weldTransfer.all') },
                    { value: 'selected', label: t('web.weldTransfer.selected') },
                  ]}
                />
              </Form.Item>
            </Col>
          </GridRow>
          {choice.scope === 'selected' && (
            <Form.Item label={t('web.weldTransfer.candidates')}>
              <Table
                size="small"
                rowKey="id"
                columns={rowColumns}
                dataSource={candidates.data ?? []}
                loading={candidates.isFetching}
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                data-testid="transfer-candidates"
                rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
              />
            </Form.Item>
          )}
          <Space>
            <Button onClick={() => void run('preview')} loading={busy && !previewed}>
              {t('web.weldTransfer.preview')}
            </Button>
            {canExecute && (
              <Popconfirm
                disabled={!previewed}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                title={
                  plan
                    ? t('web.weldTransfer.confirmExecute', {
                        count: plan.result.count,
                        from: plan.result.fromName,
                        to: plan.result.toName,
                      })
                    : ''
                }
                onConfirm={() => run('execute')}
              >
                <Button type="primary" danger disabled={!previewed} loading={busy && previewed}>
                  {t('web.weldTransfer.execute')}
                </Button>
              </Popconfirm>
            )}
            {!previewed && (
              <Typography.Text type="secondary">{t('web.weldTransfer.previewFirst')}</Typography.Text>
            )}
          </Space>
        </Form>
        {plan && previewed && (
          <div data-testid="transfer-preview" style={{ marginTop: 16 }}>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${t('web.weldTransfer.previewTitle', { count: plan.result.count })}：${plan.result.fromName} → ${plan.result.toName}`}
            />
            <Table
              size="small"
              rowKey="id"
              columns={rowColumns}
              dataSource={plan.result.rows}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
            />
          </div>
        )}
      </Card>
      <div>
        <Typography.Title level={5} style={{ margin: '4px 0 12px' }}>
          {t('web.weldTransfer.history')}
        </Typography.Title>
        <ResourcePage
          definition={weldTransferLog}
          urls={HISTORY_URLS}
          slots={{
            cells: { kind: (value, record) => String(record.kind_dictText ?? value ?? '') },
            searchControls: {
              kind: () => (
                <Select
                  allowClear
                  placeholder={t('web.weldTransfer.kind')}
                  style={{ width: 200 }}
                  options={kindOptions}
                />
              ),
            },
          }}
        />
      </div>
    </Space>
  );
}
