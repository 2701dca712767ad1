import type { PlcLiveValue, PointHistory } from '@weld/core';
import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, Segmented, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../widgets/chart/echart';
import { plcApi } from './plc-api';

const SPANS = [15, 60, 240] as const;
/** live readings kept beyond the loaded history, at most (an hour at one a second) */
const MAX_LIVE = 3600;
type Reading = PointHistory['readings'][number];

/** The chart's series: the readings, plus the limits as flat dashed lines when set. */
function optionOf(history: PointHistory, limitText: { low: string; high: string }): ChartOption {
  const times = history.readings.map((r) => r.time.slice(11));
  const flat = (v: number | null, name: string, color: string) =>
    v === null
      ? []
      : [
          {
            type: 'line' as const,
            name,
            data: times.map(() => v),
            showSymbol: false,
            lineStyle: { type: 'dashed' as const, color, width: 1 },
            itemStyle: { color },
          },
        ];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: times, boundaryGap: false },
    yAxis: { type: 'value', name: history.point.unit ?? '', scale: true },
    series: [
      {
        type: 'line',
        name: history.point.name,
        data: history.readings.map((r) => r.value),
        showSymbol: false,
        smooth: true,
        itemStyle: { color: '#1677ff' },
      },
      ...flat(history.point.lowLimit, limitText.low, '#fa8c16'),
      ...flat(history.point.highLimit, limitText.high, '#cf1322'),
    ],
  };
}

/**
 * The recent history of one point as a line chart, with the span to show; values pushed live are appended
 * so the line keeps up with the table.
 * @example <PointHistoryChart pointId={id} live={live.values[id]} />
 */
export function PointHistoryChart({ pointId, live }: { pointId: string | null; live?: PlcLiveValue }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number>(60);
  const query = useQuery({
    queryKey: ['weldPlcPoint', 'history', { pointId, minutes }],
    queryFn: () => plcApi.history(String(pointId), minutes),
    enabled: pointId !== null,
  });
  // live readings since the history was loaded; a reload starts them afresh
  const [arrived, setArrived] = useState<Reading[]>([]);
  useEffect(() => setArrived([]), [query.data]);
  useEffect(() => {
    if (live)
      setArrived((list) =>
        list.length > 0 && list[list.length - 1].ts >= live.ts
          ? list
          : [...list, { ts: live.ts, time: live.time, value: live.value }].slice(-MAX_LIVE),
      );
  }, [live]);
  const history = useMemo(() => {
    const data = query.data;
    if (!data) return data;
    const newest = data.readings.at(-1)?.ts ?? -1;
    return { ...data, readings: [...data.readings, ...arrived.filter((r) => r.ts > newest)] };
  }, [query.data, arrived]);
  const option = useMemo(
    () =>
      history
        ? optionOf(history, {
            low: t('resources.weldPlcPoint.fields.lowLimit'),
            high: t('resources.weldPlcPoint.fields.highLimit'),
          })
        : null,
    [history, t],
  );
  const title = history
    ? t('web.weldPlc.historyOf', { name: history.point.name, minutes })
    : t('web.weldPlc.history');
  const spans = SPANS.map((n) => ({ value: n, label: t('web.weldPlc.minutes', { n }) }));
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Segmented size="small" options={spans} value={minutes} onChange={(v) => setMinutes(Number(v))} />
      }
    >
      {pointId === null && <Empty description={t('web.weldPlc.pickPoint')} />}
      {pointId !== null && query.isLoading && <Spin />}
      {option && history && history.readings.length === 0 && (
        <Empty description={t('web.weldPlc.noReadings')} />
      )}
      {option && history && history.readings.length > 0 && (
        <EChart option={option} height={280} label={title} />
      )}
    </Card>
  );
}
