import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that `start()` raises and that drops `ms` after the last start: the grid's reload effect
 * (1400 ms) and its scrolling mark (reset 100 ms after the last scroll event, spec widgets §9).
 * @example const scrolling = useTimedFlag(100); <div onScroll={scrolling.start} className={scrolling.on ? 'is-scrolling' : ''} />
 */
export function useTimedFlag(ms: number): { on: boolean; start: () => void } {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return { on, start };
}
