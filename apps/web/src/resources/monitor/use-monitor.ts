import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatInZone, useServerTimeZone } from '../../lib/server-time';

/** Samples a live chart keeps: 30 refreshes, two and a half minutes at 5 s. */
export const HISTORY = 30;
export const REFRESH_MS = 5000;

/**
 * One monitor endpoint, refreshed every 5 s while auto refresh is on, and the last 30 readings of
 * whatever `sample` takes from each answer (for the live charts).
 * @example const { query, history, auto, setAuto } = useMonitor('system', monitorApi.system, (s) => ({ cpu: s.cpu.usage }))
 */
export function useMonitor<T, S>(key: string, fetch: () => Promise<T>, sample?: (data: T) => S) {
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    queryKey: ['monitor', key],
    queryFn: fetch,
    refetchInterval: auto ? REFRESH_MS : false,
    refetchOnWindowFocus: false,
  });
  const [history, setHistory] = useState<{ time: string; value: S }[]>([]);
  const sampler = useRef(sample);
  sampler.current = sample;
  const timeZone = useServerTimeZone();
  useEffect(() => {
    if (!query.data || !sampler.current || !timeZone) return;
    const value = sampler.current(query.data);
    const time = formatInZone(query.dataUpdatedAt, timeZone, true);
    setHistory((h) => [...h, { time, value }].slice(-HISTORY));
  }, [query.data, query.dataUpdatedAt, timeZone]);
  return { query, history, auto, setAuto };
}
