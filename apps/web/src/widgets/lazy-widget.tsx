import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Spin } from 'antd';
import { loadWidgetTexts } from '../lib/i18n';

/**
 * A widget as a lazy component whose code and texts arrive together, so a screen pays for a heavy
 * widget (grid, cron editor, query builder, editors) only when it shows one.
 * @example export const CronEditor = lazyWidget(() => import('./cron/cron-editor').then((m) => m.CronEditor));
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <Spin size="small" />): ComponentType<P> {
  const Lazy = lazy(() => Promise.all([load(), loadWidgetTexts()]).then(([component]) => ({ default: component })));
  function LazyWidget(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
