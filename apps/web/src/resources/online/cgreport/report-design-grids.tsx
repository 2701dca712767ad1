import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { Checkbox, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportParam } from './cgreport-api';

const FIELD_TYPES = ['String', 'Integer', 'Long', 'Double', 'BigDecimal', 'Date', 'Datetime'];

interface GridProps {
  items: ReportItem[];
  setItems: Dispatch<SetStateAction<ReportItem[]>>;
  params: ReportParam[];
  setParams: Dispatch<SetStateAction<ReportParam[]>>;
}

/** The designer's editable columns: per column its text, type, shown, query (single or range), dictionary, link and total. */
export function ReportItemGrid({ items, setItems }: Pick<GridProps, 'items' | 'setItems'>) {
  const { t } = useTranslation();
  const L = (key: string) => t(`web.cgreport.designer.${key}`);
  const setItem = (index: number, change: Partial<ReportItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...change } : item)));
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
  return (
    <Table
      rowKey="fieldName"
      size="small"
      columns={itemColumns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content', y: 320 }}
      locale={{ emptyText: L('noColumns') }}
    />
  );
}

/** The designer's editable parameters: per `${param}` its text and default. */
export function ReportParamGrid({ params, setParams }: Pick<GridProps, 'params' | 'setParams'>) {
  const { t } = useTranslation();
  const L = (key: string) => t(`web.cgreport.designer.${key}`);
  const setParam = (index: number, change: Partial<ReportParam>) =>
    setParams((all) => all.map((param, i) => (i === index ? { ...param, ...change } : param)));
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
    <Table
      rowKey="paramName"
      size="small"
      columns={paramColumns}
      dataSource={params}
      pagination={false}
      locale={{ emptyText: L('noParams') }}
    />
  );
}
