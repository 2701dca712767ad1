import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictItem } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { useDictOptions, type DictOption } from '../../lib/use-dict-options';

/** Debounce of the search-as-you-type (spec widgets §4: 300 ms in one variant). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchSelectProps {
  /** a dictionary code or a whitelisted table code `table,text,code[,condition]` */
  dict: string;
  /** search the server as the user types (loadDict); otherwise filter the whole dictionary here */
  async?: boolean;
  /** at most this many matches per search (the server's default is 10) */
  pageSize?: number;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const toOption = (i: DictItem): DictOption => ({ value: String(i.value), label: i.text });

/** The label of the current value, asked of loadDictItem when the options do not hold it. */
function useValueLabel(
  dict: string,
  value: string | null | undefined,
  known: DictOption[],
): DictOption | null {
  const [label, setLabel] = useState<DictOption | null>(null);
  const missing = Boolean(value) && !known.some((o) => o.value === value);
  useEffect(() => {
    if (!missing || !value) return;
    let live = true;
    http
      .get<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { key: value }, { silent: true })
      .then((answer) => live && setLabel({ value, label: unwrap(answer)[0] ?? value }))
      .catch(() => live && setLabel({ value, label: value }));
    return () => {
      live = false;
    };
  }, [dict, value, missing]);
  return missing && label?.value === value ? label : null;
}

/**
 * A select that searches a dictionary: async mode asks `/sys/dict/loadDict/{dict}?keyword&pageSize`
 * 300 ms after the last key, and drops answers to older keywords; 请输入搜索内容 before anything is typed,
 * 没有查询到任何数据 when nothing matched (spec widgets §5).
 * @example <SearchSelect dict="sys_user,realname,username" async value={user} onChange={setUser} />
 */
export function SearchSelect({
  dict,
  async = false,
  pageSize = 10,
  value,
  onChange,
  placeholder,
  ...rest
}: SearchSelectProps) {
  const { t } = useTranslation();
  const all = useDictOptions(async ? undefined : dict);
  const [found, setFound] = useState<DictOption[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = async ? found : all;
  const current = useValueLabel(dict, value, options);
  const shown = current ? [current, ...options] : options;

  function search(text: string) {
    setKeyword(text);
    if (!async) return;
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (!text.trim()) {
      setFound([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      http
        .get<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, { keyword: text.trim(), pageSize })
        .then((answer) => ticket === latest.current && setFound(unwrap(answer).map(toOption)))
        .catch(() => ticket === latest.current && setFound([]))
        .finally(() => ticket === latest.current && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
  }

  const empty = loading ? (
    <Spin size="small" />
  ) : keyword.trim() === '' && async ? (
    t('web.pickers.searchEmpty')
  ) : (
    t('web.pickers.searchNone')
  );
  return (
    <Select
      {...rest}
      allowClear
      value={value ?? undefined}
      placeholder={placeholder ?? t('web.pickers.select')}
      options={shown}
      showSearch={{
        filterOption: async
          ? false
          : (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
        onSearch: search,
      }}
      notFoundContent={empty}
      onChange={(next: string | undefined) => onChange?.(next)}
    />
  );
}
