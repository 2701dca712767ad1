import { useEffect, useState } from 'react';
import { HEADER_HIDE_THRESHOLD_PX } from '@weld/core';

/** Hides the header when the page is scrolled down past 100 px and shows it on the way up. */
export function useHeaderAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HEADER_HIDE_THRESHOLD_PX && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
