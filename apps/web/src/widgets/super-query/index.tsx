import { Spin } from 'antd';
import { lazyWidget } from '../lazy-widget';
import type { SuperQueryModalProps } from './super-query-modal';

export { SuperQueryButton } from './super-query-button';
export { useSavedQueries } from './use-saved-queries';
export type { SuperQueryModalProps } from './super-query-modal';

/**
 * 高级查询构造器, whose code and texts are fetched when a screen first opens it.
 * @example {opened && <SuperQueryModal open={open} fields={fields} value={query} saveKey="position" onSearch={setQuery} onClose={close} />}
 */
export const SuperQueryModal = lazyWidget<SuperQueryModalProps>(
  () => import('./super-query-modal').then((m) => m.SuperQueryModal),
  // a first opening on a slow line shows that something is coming
  <Spin fullscreen delay={300} />,
);
