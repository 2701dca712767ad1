import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Tabs } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { CodeEditor } from '../../../widgets/editors';
import type { ReportDesign } from './cgreport-api';
import { ReportItemGrid, ReportParamGrid } from './report-design-grids';
import { useReportDesignActions, type HeadValues } from './use-report-design-actions';

interface Props {
  /** the design to edit; `head.id` absent: a new report (a copy comes with its items and params) */
  design: ReportDesign;
  onClose(): void;
  onSaved(): void;
}

/**
 * 在线报表's designer: code, name, data source and the SQL (the code editor in sql mode, `${param}` places);
 * 解析SQL fills the columns and parameters, keeping what the admin set on those still there; each column's text,
 * shown, query (single or range), dictionary, link and total, each parameter's text and default. Server refusals
 * show at their field.
 * @example <ReportDesignerModal design={emptyDesign()} onClose={close} onSaved={refresh} />
 */
export function ReportDesignerModal({ design, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HeadValues>();
  const [items, setItems] = useState(design.items);
  const [params, setParams] = useState(design.params);
  const { parse, save, busy, problems } = useReportDesignActions({
    form,
    design,
    items,
    setItems,
    params,
    setParams,
    onSaved,
    onClose,
  });
  const editing = Boolean(design.head.id);
  const L = (key: string, values?: Record<string, unknown>) => t(`web.cgreport.designer.${key}`, values);
  // configured data sources (多数据源管理) a report can read (the server refuses SQLite ones); without the list's
  // right only the product's own database is offered
  const sources = useQuery({
    queryKey: ['dataSource', 'choices'],
    queryFn: async () =>
      unwrap(
        await http.get<{ records: { code: string; name: string; dbType: string }[] }>(
          '/sys/dataSource/list',
          { pageSize: 100 },
          { silent: true },
        ),
      ).records.filter((s) => s.dbType === 'postgresql' || s.dbType === 'mysql'),
    retry: false,
  });

  useEffect(
    () => form.setFieldsValue({ ...design.head, dbSource: design.head.dbSource ?? '' }),
    [form, design],
  );

  return (
    <Modal
      open
      width={1200}
      title={editing ? L('editTitle', { name: design.head.name }) : L('addTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy === 'save'}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="cgreport-designer">
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item
            name="code"
            label={t('resources.cgreportHead.fields.code')}
            rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,99}$/, message: L('codeRule') }]}
            style={{ flex: 1 }}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('resources.cgreportHead.fields.name')}
            rules={[{ required: true, whitespace: true, max: 200 }]}
            style={{ flex: 1 }}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="dbSource" label={t('resources.cgreportHead.fields.dbSource')} style={{ flex: 1 }}>
            <Select
              options={[
                { value: '', label: L('ownDatabase') },
                ...(sources.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
              ]}
            />
          </Form.Item>
        </Space.Compact>
        <Form.Item
          name="cgrSql"
          label={t('resources.cgreportHead.fields.cgrSql')}
          extra={L('sqlHint')}
          rules={[{ required: true, whitespace: true }]}
        >
          <CodeEditor language="sql" height={180} />
        </Form.Item>
        <Button icon={<ThunderboltOutlined />} loading={busy === 'parse'} onClick={() => void parse()}>
          {L('parse')}
        </Button>
      </Form>
      {problems.length > 0 && (
        <Alert type="error" showIcon style={{ marginTop: 12 }} message={problems.join('；')} />
      )}
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'items',
            label: L('columnsTab', { count: items.length }),
            children: <ReportItemGrid items={items} setItems={setItems} />,
          },
          {
            key: 'params',
            label: L('paramsTab', { count: params.length }),
            children: <ReportParamGrid params={params} setParams={setParams} />,
          },
        ]}
      />
    </Modal>
  );
}
