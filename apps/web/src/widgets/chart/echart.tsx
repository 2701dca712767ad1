import { useEffect, useMemo, useRef } from 'react';
import { theme } from 'antd';
import { init, use as registerParts, type ComposeOption, type EChartsType } from 'echarts/core';
import {
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  type BarSeriesOption,
  type GaugeSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { chartTheme } from './chart-theme';

// only the chart kinds and parts the product draws, so the chunk stays small
registerParts([
  LineChart,
  BarChart,
  PieChart,
  GaugeChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

/**
 * An ECharts chart that follows its option and its box's size (SVG, sharp at any zoom and light on
 * small screens).
 * @example <EChart height={240} option={{ xAxis: { type: 'category', data }, yAxis: {}, series: [{ type: 'line', data: values }] }} />
 */
export function EChart({
  option,
  height = 260,
  label,
}: {
  option: ChartOption;
  height?: number;
  label?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const { token } = theme.useToken();
  const colours = useMemo(() => chartTheme(token), [token]);
  const firstColours = useRef(colours);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, firstColours.current, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: false, lazyUpdate: true });
  }, [option]);
  useEffect(() => {
    // switching dark mode re-themes a chart in place, with its data
    if (colours !== firstColours.current) chart.current?.setTheme(colours);
  }, [colours]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
