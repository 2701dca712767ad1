import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import type { ChartOption } from './echart';

const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

/**
 * An ECharts chart whose library loads only when its box scrolls into view: a page whose charts sit
 * below the fold opens without them.
 * @example <ChartInView height={260} option={option} label="近7日访问" />
 */
export function ChartInView({
  option,
  height = 260,
  label,
}: {
  option: ChartOption;
  height?: number;
  label?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  const placeholder = <Skeleton.Node active style={{ width: '100%', height }} />;
  return (
    <div ref={box} style={{ minHeight: height }}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <EChart option={option} height={height} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
