import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Select, Space, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { fieldErrorsOf } from '../../../kit/server-errors';
import { CodeEditor } from '../../../widgets/editors';
import {
  cgreportApi,
  type ReportDesign,
  type ReportHead,
  type ReportItem,
  type ReportParam,
} from './cgreport-api';
import { mergeParsed } from './design-merge';

const FIELD_TYPES = ['String', 'Integer', 'Long', 'Double', 'BigDecimal', 'Date', 'Datetime'];

interface Props {
  /** the design to edit; `head.id` absent: a new report (a copy comes with its items and params) */
  design: ReportDesign;
  onClose(): void;
  onSaved(): void;
}

type HeadValues = Pick<ReportHead, 'code' | 'name' | 'cgrSql' | 'dbSource'>;

/**
 * 在线报表's designer: code, name, data source and the SQL (the code editor in sql mode, `${param}` places);
 * 解析SQL fills the columns and parameters, keeping what the admin set on those still there; each column's text,
 * shown, query (single or range), dictionary, link and total, each parameter's text and default. Server refusals
 * show at their field.
 * @example <ReportDesignerModal design={emptyDesign()} onClose={close} onSaved={refresh} />
 */
export function ReportDesignerModal({ design, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<HeadValues>();
  const [items, setItems] = useState(design.items);
  const [params, setParams] = useState(design.params);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'parse' | 'save' | null>(null);
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

  const refusals = (e: unknown) => {
    const errors = fieldErrorsOf(e);
    const onHead = errors.filter((f) => f.name.startsWith('head.'));
    form.setFields(
      onHead.map((f) => ({ name: f.name.slice('head.'.length) as keyof HeadValues, errors: f.errors })),
    );
    setProblems(errors.filter((f) => !f.name.startsWith('head.')).flatMap((f) => f.errors));
    return errors.length > 0;
  };

  async function parse() {
    const { cgrSql, dbSource } = form.getFieldsValue();
    setBusy('parse');
    setProblems([]);
    form.setFields([{ name: 'cgrSql', errors: [] }]);
    try {
      const parsed = await cgreportApi.parseSql(cgrSql ?? '', dbSource || null);
      const merged = mergeParsed({ items, params }, parsed);
      setItems(merged.items);
      setParams(merged.params);
      void message.success(L('parsed', { columns: merged.items.length, params: merged.params.length }));
    } catch (e) {
      // a refusal without a field (a bad SQL) shows at the SQL
      if (!refusals(e)) form.setFields([{ name: 'cgrSql', errors: [(e as Error).message] }]);
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!items.length) return void setProblems([L('parseFirst')]);
    setBusy('save');
    setProblems([]);
    const body: ReportDesign = {
      head: { ...values, id: design.head.id, dbSource: values.dbSource || null },
      items: items.map((item, orderNum) => ({ ...item, orderNum })),
      params: params.map((param, orderNum) => ({ ...param, orderNum })),
    };
    try {
      await (editing ? cgreportApi.edit(body) : cgreportApi.add(body));
      void message.success(t('server.cgreport.saved'));
      onSaved();
      onClose();
    } catch (e) {
      if (!refusals(e)) setProblems([(e as Error).message]);
    } finally {
      setBusy(null);
    }
  }

  const setItem = (index: number, change: Partial<ReportItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const setParam = (index: number, change: Partial<ReportParam>) =>
    setParams((all) => all.map((param, i) => (i === index ? { ...param, ...change } : param)));
  const flag = (value: number, onChange: (v: number) => void, label: string) => (
    <Checkbox checked={value === 1} aria-label={label} onChange={(e) => onChange(e.target.checked ? 1 : 0)} />
  );

  const itemColumns: ColumnsType<ReportItem> = useMemo(
    () => [
      { title: L('col.fieldName'), dataIndex: 'fieldName', width: 150, fixed: 'left' },
      {
        title: L('col.fieldTxt'),
        width: 150,
        render: (_, r, i) => (
          <Input
            aria-label={`${r.fieldName} ${L('col.fieldTxt')}`}
            value={r.fieldTxt ?? ''}
            maxLength={200}
            onChange={(e) => setItem(i, { fieldTxt: e.target.value })}
          />
        ),
      },
      {
        title: L('col.fieldType'),
        width: 130,
        render: (_, r, i) => (
          <Select
            aria-label={`${r.fieldName} ${L('col.fieldType')}`}
            value={r.fieldType}
            style={{ width: '100%' }}
            options={FIELD_TYPES.map((v) => ({ value: v, label: v }))}
            onChange={(fieldType) => setItem(i, { fieldType })}
          />
        ),
      },
      {
        title: L('col.isShow'),
        width: 70,
        align: 'center',
        render: (_, r, i) =>
          flag(r.isShow, (isShow) => setItem(i, { isShow }), `${r.fieldName} ${L('col.isShow')}`),
      },
      {
        title: L('col.isSearch'),
        width: 70,
        align: 'center',
        render: (_, r, i) =>
          flag(r.isSearch, (isSearch) => setItem(i, { isSearch }), `${r.fieldName} ${L('col.isSearch')}`),
      },
      {
        title: L('col.searchMode'),
        width: 120,
        render: (_, r, i) => (
          <Select
            aria-label={`${r.fieldName} ${L('col.searchMode')}`}
            value={r.searchMode}
            disabled={r.isSearch !== 1}
            style={{ width: '100%' }}
            options={[
              { value: 'single', label: L('mode.single') },
              { value: 'group', label: L('mode.group') },
            ]}
            onChange={(searchMode) => setItem(i, { searchMode })}
          />
        ),
      },
      {
        title: L('col.dictCode'),
        width: 150,
        render: (_, r, i) => (
          <Input
            aria-label={`${r.fieldName} ${L('col.dictCode')}`}
            value={r.dictCode ?? ''}
            maxLength={100}
            onChange={(e) => setItem(i, { dictCode: e.target.value || null })}
          />
        ),
      },
      {
        title: L('col.fieldHref'),
        width: 200,
        render: (_, r, i) => (
          <Input
            aria-label={`${r.fieldName} ${L('col.fieldHref')}`}
            value={r.fieldHref ?? ''}
            maxLength={500}
            placeholder="/weld/model?id=${id}"
            onChange={(e) => setItem(i, { fieldHref: e.target.value || null })}
          />
        ),
      },
      {
        title: L('col.isTotal'),
        width: 70,
        align: 'center',
        render: (_, r, i) =>
          flag(r.isTotal, (isTotal) => setItem(i, { isTotal }), `${r.fieldName} ${L('col.isTotal')}`),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the setters only set state; texts follow the language
    [t],
  );
  const paramColumns: ColumnsType<ReportParam> = useMemo(
    () => [
      { title: L('col.paramName'), dataIndex: 'paramName', width: 180 },
      {
        title: L('col.paramTxt'),
        render: (_, r, i) => (
          <Input
            aria-label={`${r.paramName} ${L('col.paramTxt')}`}
            value={r.paramTxt ?? ''}
            maxLength={200}
            onChange={(e) => setParam(i, { paramTxt: e.target.value })}
          />
        ),
      },
      {
        title: L('col.paramValue'),
        render: (_, r, i) => (
          <Input
            aria-label={`${r.paramName} ${L('col.paramValue')}`}
            value={r.paramValue ?? ''}
            maxLength={200}
            onChange={(e) => setParam(i, { paramValue: e.target.value || null })}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [t],
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
            children: (
              <Table
                rowKey="fieldName"
                size="small"
                columns={itemColumns}
                dataSource={items}
                pagination={false}
                scroll={{ x: 'max-content', y: 320 }}
                locale={{ emptyText: L('noColumns') }}
              />
            ),
          },
          {
            key: 'params',
            label: L('paramsTab', { count: params.length }),
            children: (
              <Table
                rowKey="paramName"
                size="small"
                columns={paramColumns}
                dataSource={params}
                pagination={false}
                locale={{ emptyText: L('noParams') }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
