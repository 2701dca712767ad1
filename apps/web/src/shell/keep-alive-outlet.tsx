import { useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { PageKeyContext } from '../kit/page-header-extras';

interface Props {
  activeKey: string;
  /** the route asks to be kept: meta.keepAlive with a componentName */
  keepAlive: boolean;
  /** keys whose pages may stay mounted (the open tabs) */
  aliveKeys: string[];
  /** bumping a key's version remounts its page (tab refresh) */
  versions: Record<string, number>;
}

/** Keeps kept-alive pages mounted but hidden while other tabs are shown (spec shell §2 route container). */
export function KeepAliveOutlet({ activeKey, keepAlive, aliveKeys, versions }: Props) {
  const outlet = useOutlet();
  const cache = useRef(new Map<string, ReactNode>());
  const alive = new Set(aliveKeys);
  for (const key of [...cache.current.keys()])
    if (!alive.has(key) || key === activeKey) cache.current.delete(key);
  if (keepAlive) cache.current.set(activeKey, outlet);
  const entries: [string, ReactNode][] = keepAlive
    ? [...cache.current]
    : [...cache.current, [activeKey, outlet]];
  // the page shown without keepAlive is one page whatever its search: a list writing its page or filters
  // into the URL must not remount (and lose an open drawer or a chosen tree node) at each change
  const identity = (key: string) => (keepAlive || key !== activeKey ? key : `shown:${key.split('?')[0]}`);
  return (
    <>
      {entries.map(([key, node]) => (
        <div
          key={`${identity(key)}#${versions[key] ?? 0}`}
          style={key === activeKey ? undefined : { display: 'none' }}
        >
          <PageKeyContext.Provider value={key}>{node}</PageKeyContext.Provider>
        </div>
      ))}
    </>
  );
}
