import { useMemo, useState } from 'react';
import { Empty, Form, Segmented, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../../widgets/chart/echart';
import { isNumeric, type ReportInfo } from '../../../../lib/api/online-report';

export type ChartKind = 'bar' | 'line' | 'pie';

type Rows = Record<string, unknown>[];

/** A row's category text: the dictionary's text where the server sent one. */
const categoryOf = (row: Record<string, unknown>, field: string) =>
  String(row[`${field}_dictText`] ?? row[field] ?? '');

/**
 * The chart of some rows: categories from one column, one series per value column (a pie shows the first).
 * @example chartOption('bar', rows, 'model', ['count'], { count: '程序数量' })
 */
export function chartOption(
  kind: ChartKind,
  rows: Rows,
  category: string,
  values: string[],
  titles: Record<string, string>,
): ChartOption {
  const categories = rows.map((r) => categoryOf(r, category));
  const numbers = (field: string) => rows.map((r) => Number(r[field] ?? 0) || 0);
  if (kind === 'pie') {
    const field = values[0] ?? '';
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: titles[field],
          radius: ['35%', '65%'],
          data: categories.map((name, i) => ({ name, value: numbers(field)[i] })),
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 48, containLabel: true },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value' },
    series: values.map((field) => ({ type: kind, name: titles[field], data: numbers(field) })),
  };
}

/**
 * The chart view of a report: bar, line or pie of the rows the list shows (the current page), categories from a
 * column the user picks and values from its numeric columns.
 * @example <ReportChart info={info} rows={page.records} loading={false} />
 */
export function ReportChart({ info, rows, loading }: { info: ReportInfo; rows: Rows; loading: boolean }) {
  const { t } = useTranslation();
  const numeric = info.columns.filter((c) => isNumeric(c.fieldType));
  const others = info.columns.filter((c) => !isNumeric(c.fieldType));
  const [kind, setKind] = useState<ChartKind>('bar');
  const [category, setCategory] = useState(others[0]?.dataIndex ?? info.columns[0]?.dataIndex ?? '');
  const [values, setValues] = useState<string[]>(numeric.slice(0, 1).map((c) => c.dataIndex));
  const titles = useMemo(
    () => Object.fromEntries(info.columns.map((c) => [c.dataIndex, c.title])),
    [info.columns],
  );
  const option = useMemo(
    () => chartOption(kind, rows, category, values, titles),
    [kind, rows, category, values, titles],
  );
  if (!numeric.length) return <Empty description={t('web.cgreport.view.noNumbers')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label={t('web.cgreport.view.chartKind')}>
          <Segmented
            value={kind}
            onChange={(v) => setKind(v as ChartKind)}
            options={(['bar', 'line', 'pie'] as const).map((k) => ({
              value: k,
              label: t(`web.cgreport.view.kinds.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('web.cgreport.view.category')}>
          <Select
            style={{ minWidth: 160 }}
            value={category}
            onChange={setCategory}
            options={info.columns.map((c) => ({ value: c.dataIndex, label: c.title }))}
          />
        </Form.Item>
        <Form.Item label={t('web.cgreport.view.values')}>
          <Select
            mode={kind === 'pie' ? undefined : 'multiple'}
            style={{ minWidth: 220 }}
            value={kind === 'pie' ? values[0] : values}
            onChange={(v: string | string[]) => setValues(Array.isArray(v) ? v : [v])}
            options={numeric.map((c) => ({ value: c.dataIndex, label: c.title }))}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        {t('web.cgreport.view.chartRows', { count: rows.length })}
      </Typography.Text>
      <Spin spinning={loading}>
        {/* remounted per kind: a pie merged into an axis chart kept its axes */}
        {rows.length && values.length ? (
          <EChart key={kind} option={option} height={380} label={info.name} />
        ) : (
          <Empty />
        )}
      </Spin>
    </Space>
  );
}
