import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDefinition } from '@weld/core';
import { resourceApi, resourceKeys, resourceUrls, type Row } from '../../../kit/resource-api';

interface Props {
  /** the resource whose records are offered (its list right applies, and its organisation reach) */
  definition: ResourceDefinition;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  style?: CSSProperties;
  /** set by Form.Item, so labels and tests find the control */
  id?: string;
  /** taken whenever the value is empty (a new project starts in the selected level) */
  initial?: string;
}

const labelOf = (row: Row) => `${String(row.code ?? '')} ${String(row.name ?? '')}`.trim();

/**
 * One record of a weld resource chosen by code and name, searched on the server 300 ms after the last key.
 * @example <RecordSelect definition={weldProject} value={id} onChange={setId} />
 */
export function RecordSelect({ definition, value, onChange, placeholder, style, id, initial }: Props) {
  const api = useMemo(() => resourceApi(resourceUrls(definition.path)), [definition.path]);
  const keys = resourceKeys(definition.name);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // the form is kept mounted and reset on each opening: an empty value in a form that gives one takes it
  useEffect(() => {
    if (!value && initial) onChange?.(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a new function on every render
  }, [value, initial]);
  const params = { pageNo: 1, pageSize: 50, ...(keyword ? { name: `*${keyword}*` } : {}) };
  const list = useQuery({ queryKey: keys.list(params), queryFn: () => api.list(params) });
  const records = list.data?.records ?? [];
  const missing = Boolean(value) && !records.some((r) => r.id === value);
  const current = useQuery({
    queryKey: keys.detail(value ?? ''),
    queryFn: () => api.queryById(value as string),
    enabled: missing,
  });
  const options = [...(missing && current.data ? [current.data] : []), ...records].map((r) => ({
    value: r.id,
    label: labelOf(r),
  }));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value || undefined}
      placeholder={placeholder}
      style={style}
      loading={list.isFetching}
      options={options}
      onSearch={setTyped}
      onChange={(v: string | undefined) => onChange?.(v)}
    />
  );
}
