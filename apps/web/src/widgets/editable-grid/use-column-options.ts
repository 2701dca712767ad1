import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { optionText, type DictItem } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { session } from '../../lib/session';
import { useSessionVersion } from '../../lib/use-session';
import type { DictOption } from '../../lib/use-dict-options';
import type { WebGridColumn } from './grid-types';

const SEARCHED = new Set(['sel_search_async']);

/**
 * The options of every coded column, fetched once per dictionary for the whole grid (not once per
 * cell): fixed `options` first, else the session's dictionary cache, else getDictItems; a failed load
 * leaves the list empty.
 * @example const options = useColumnOptions(columns); options.process // [{ value: 'TIG', label: '氩弧焊' }]
 */
export function useColumnOptions(columns: readonly WebGridColumn[]): Record<string, DictOption[]> {
  // the session's dictionaries are one JSON entry in storage: parse it per session change, not per render
  const version = useSessionVersion();
  const cached = useMemo(() => session.dict(), [version]); // eslint-disable-line react-hooks/exhaustive-deps
  const codes = useMemo(() => {
    const coded = columns.filter((c) => !c.options && (c.dictCode ?? c.dict) && !SEARCHED.has(c.type));
    return [...new Set(coded.map((c) => (c.dictCode ?? c.dict) as string))].filter((code) => !cached[code]);
  }, [columns, cached]);
  const answers = useQueries({
    queries: codes.map((dictCode) => ({
      queryKey: ['dict', 'getDictItems', { dictCode }],
      queryFn: async () =>
        unwrap(await http.get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`)),
      staleTime: Infinity,
    })),
  });
  const stamp = answers.map((a) => a.dataUpdatedAt).join(',');
  return useMemo(() => {
    const out: Record<string, DictOption[]> = {};
    for (const c of columns) {
      const code = c.dictCode ?? c.dict;
      const items: DictItem[] | undefined = c.options
        ? c.options.map((o) => ({
            value: o.value,
            text: optionText(o),
            disabled: o.disabled,
            color: o.color,
          }))
        : code
          ? (cached[code] ?? answers[codes.indexOf(code)]?.data)
          : undefined;
      out[c.key] = (items ?? []).map((i) => ({
        value: String(i.value),
        label: i.text ?? i.title ?? i.label ?? String(i.value),
        disabled: i.disabled === true,
        ...(i.color ? { color: i.color } : {}),
      }));
    }
    return out;
    // answers change identity every render; their update stamps say when the data did
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, stamp, cached]);
}
