import { useEffect, useRef, useState } from 'react';
import { theme } from 'antd';

export interface LightSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
}

/** ECharts' default palette, so a light chart looks like its neighbours drawn by ECharts. */
const COLORS = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de'];
const PAD = { left: 40, right: 16, top: 36, bottom: 28 };

/** A round top for the y axis: 1, 2, 5 or 10 times a power of ten, at least 4 (four whole steps). */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = max / 4;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= step) ?? step;
  return nice * 4;
}

/**
 * Bars and lines over a few categories in plain SVG, for a chart on the first screen: the home page's
 * week of visits draws without loading ECharts (187 KB gzip). Values show on hover (each point's title).
 * @example <LightChart label="近 7 日访问" categories={['11-20', '11-21']} series={[{ name: '访问', kind: 'bar', values: [3, 5] }]} />
 */
export function LightChart({
  categories,
  series,
  height = 260,
  label,
}: {
  categories: string[];
  series: LightSeries[];
  height?: number;
  label?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // axis text, grid lines and point centres follow the theme's greys and surface, light or dark
  const { token } = theme.useToken();
  const labelStyle = { fontSize: 12, fill: token.colorTextSecondary };
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  const plotW = Math.max(width - PAD.left - PAD.right, 0);
  const plotH = height - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const slot = categories.length ? plotW / categories.length : 0;
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const bars = series.filter((s) => s.kind === 'bar');
  const barW = Math.min(28, (slot * 0.6) / Math.max(bars.length, 1));
  const colorOf = (s: LightSeries) => COLORS[series.indexOf(s) % COLORS.length];
  // the legend centred on top: each entry a swatch and its name (a CJK character ~12 px wide, others ~7)
  const legendW = series.map(
    (s) => 25 + [...s.name].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 12 : 7), 0) + 16,
  );
  const legendAt = legendW.map((_, i) => legendW.slice(0, i).reduce((a, b) => a + b, 0));
  const legendX = (width - legendW.reduce((a, b) => a + b, 0)) / 2;

  return (
    <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height} style={{ display: 'block' }}>
          <g aria-hidden>
            {series.map((s, i) => (
              <g key={s.name} transform={`translate(${legendX + legendAt[i]},0)`}>
                {s.kind === 'bar' ? (
                  <rect y={6} width={20} height={12} rx={2} fill={colorOf(s)} />
                ) : (
                  <line x2={20} y1={12} y2={12} stroke={colorOf(s)} strokeWidth={2} />
                )}
                <text x={25} y={16} {...labelStyle}>
                  {s.name}
                </text>
              </g>
            ))}
          </g>
          {[0, 1, 2, 3, 4].map((step) => {
            const v = (top / 4) * step;
            return (
              <g key={step}>
                <line
                  x1={PAD.left}
                  x2={PAD.left + plotW}
                  y1={y(v)}
                  y2={y(v)}
                  stroke={step ? token.colorBorderSecondary : token.colorBorder}
                />
                <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" {...labelStyle}>
                  {Number.isInteger(v) ? v : v.toFixed(1)}
                </text>
              </g>
            );
          })}
          {categories.map((c, i) => (
            <text key={c} x={x(i)} y={height - PAD.bottom + 18} textAnchor="middle" {...labelStyle}>
              {c}
            </text>
          ))}
          {bars.map((s, b) =>
            s.values.map((v, i) => (
              <rect
                key={`${s.name}${i}`}
                x={x(i) - (barW * bars.length) / 2 + b * barW}
                y={y(v)}
                width={barW}
                height={PAD.top + plotH - y(v)}
                fill={colorOf(s)}
              >
                <title>{`${categories[i]} ${s.name}: ${v}`}</title>
              </rect>
            )),
          )}
          {series
            .filter((s) => s.kind === 'line')
            .map((s) => (
              <g key={s.name}>
                <polyline
                  fill="none"
                  stroke={colorOf(s)}
                  strokeWidth={2}
                  points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                />
                {s.values.map((v, i) => (
                  <circle
                    key={i}
                    cx={x(i)}
                    cy={y(v)}
                    r={3}
                    fill={token.colorBgContainer}
                    stroke={colorOf(s)}
                    strokeWidth={2}
                  >
                    <title>{`${categories[i]} ${s.name}: ${v}`}</title>
                  </circle>
                ))}
              </g>
            ))}
        </svg>
      )}
    </div>
  );
}
