import { useEffect, useState } from 'react';
import { SMALL_MOBILE_MAX_WIDTH } from '@weld/core';

const isNarrow = () => window.innerWidth <= SMALL_MOBILE_MAX_WIDTH;

/**
 * True on a phone-wide window (up to 767.99 px, spec shell §2's small mobile), kept up to date on resize:
 * there the kit stacks side panels, folds row actions and lets no column stay fixed.
 * @example const narrow = useNarrow();
 */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(isNarrow);
  useEffect(() => {
    const onResize = () => setNarrow(isNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return narrow;
}
