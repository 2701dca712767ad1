import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

interface Props {
  /** a resource's API path, e.g. '/weld/specialist' (its list gives the options) */
  path: string;
  /** the record field stored as the value */
  valueKey: string;
  label(record: Row): string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

const MAX_OPTIONS = 1000;

/**
 * A searchable select over the records of a list endpoint the user may read (up to 1000), keyed by `valueKey`.
 * @example <RecordSelect path="/sys/role" valueKey="roleCode" label={(r) => String(r.roleName)} />
 */
export function RecordSelect({ path, valueKey, label, value, onChange, placeholder, disabled, id }: Props) {
  const records = useQuery({
    queryKey: [path, 'options'],
    queryFn: async () =>
      unwrap(await http.get<PageResult<Row>>(`${path}/list`, { pageSize: MAX_OPTIONS })).records,
    staleTime: 30_000,
  });
  const options = (records.data ?? []).map((r) => ({ value: String(r[valueKey]), label: label(r) }));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      optionFilterProp="label"
      loading={records.isLoading}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
    />
  );
}
