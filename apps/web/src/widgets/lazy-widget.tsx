import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Spin } from 'antd';
import { loadWidgetTexts } from '../lib/i18n';
import { WidgetErrorBoundary } from './widget-error-boundary';

/**
 * A widget as a lazy component whose code and texts arrive together, so a screen pays for a heavy
 * widget (grid, cron editor, query builder, editors) only when it shows one. A failed load shows an
 * error with a retry in the widget's place (React.lazy keeps a rejection for good, so a retry makes
 * a new lazy component and loads again).
 * @example export const CronEditor = lazyWidget(() => import('./cron/cron-editor').then((m) => m.CronEditor));
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spin size="small" />,
): ComponentType<P> {
  const make = () =>
    lazy(() => Promise.all([load(), loadWidgetTexts()]).then(([component]) => ({ default: component })));
  let Lazy = make();
  function LazyWidget(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Lazy = make();
      setAttempt((n) => n + 1);
    };
    return (
      <WidgetErrorBoundary onRetry={retry}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </WidgetErrorBoundary>
    );
  }
  return LazyWidget;
}
