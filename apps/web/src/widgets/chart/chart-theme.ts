import type { GlobalToken } from 'antd';

/**
 * An ECharts theme drawn from antd's tokens, so a chart's axes, labels, legend and tooltip follow the light or dark
 * theme like the rest of the page (ECharts' own defaults are light: #6e7079 axis text reads 2.5:1 on dark mode's
 * #141414). Only the neutral parts are set; series keep ECharts' palette.
 * @example init(el, chartTheme(token), { renderer: 'svg' })
 */
export function chartTheme(token: GlobalToken): object {
  const text = token.colorTextSecondary;
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: text },
    splitLine: { lineStyle: { color: [token.colorBorderSecondary] } },
    nameTextStyle: { color: text },
  };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: text },
    title: { textStyle: { color: token.colorText }, subtextStyle: { color: text } },
    legend: { textStyle: { color: text }, inactiveColor: token.colorTextDisabled },
    tooltip: {
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorder,
      textStyle: { color: token.colorText },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    gauge: {
      axisLabel: { color: text },
      title: { color: text },
      detail: { color: token.colorText },
    },
    pie: { label: { color: text }, itemStyle: { borderColor: token.colorBgContainer } },
  };
}
