import { useQuery } from '@tanstack/react-query';
import type { DictItem } from '@weld/core';
import { http } from './http';
import { unwrap } from './http/unwrap';
import { session } from './session';

export interface DictOption {
  value: string;
  label: string;
  /** a disabled item: shown for stored values, not offered for new ones */
  disabled?: boolean;
  /** the dictionary item's colour, for tag displays */
  color?: string;
}

const toOptions = (items: readonly DictItem[]): DictOption[] =>
  items.map((i) => ({
    value: String(i.value),
    label: i.text ?? i.title ?? i.label ?? String(i.value),
    disabled: i.disabled === true,
    ...(i.color ? { color: i.color } : {}),
  }));

/**
 * A dictionary's options: from the session's cache when the login brought them, otherwise from
 * `/sys/dict/getDictItems/{code}` (also for table codes `table,text,code[,condition]`); a failed load
 * gives an empty list (spec shell §8).
 * @example const options = useDictOptions('position_rank')
 */
export function useDictOptions(dictCode: string | undefined): DictOption[] {
  const cached = dictCode ? session.dict()[dictCode] : undefined;
  const query = useQuery({
    queryKey: ['dict', 'getDictItems', { dictCode }],
    queryFn: async () =>
      unwrap(await http.get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode ?? '')}`)),
    enabled: Boolean(dictCode) && !cached,
    staleTime: Infinity,
  });
  if (cached) return toOptions(cached);
  return toOptions(query.data ?? []);
}
