import { useEffect, useState } from 'react';
import { deviceFor, SMALL_MOBILE_MAX_WIDTH } from '@weld/core';

export interface DeviceState {
  device: 'desktop' | 'mobile';
  /** up to 767.99 px */
  small: boolean;
}

const measure = (): DeviceState => ({
  device: deviceFor(window.innerWidth),
  small: window.innerWidth <= SMALL_MOBILE_MAX_WIDTH,
});

/** Responsive rule of spec shell §2: mobile up to 1087.99 px (sidebar collapsed), desktop above. */
export function useDevice(): DeviceState {
  const [state, setState] = useState(measure);
  useEffect(() => {
    const onResize = () =>
      setState((prev) => {
        const next = measure();
        return next.device === prev.device && next.small === prev.small ? prev : next;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return state;
}
