import { useQueries, useQuery } from '@tanstack/react-query';
import type { PublishedSubTable } from '@weld/core';
import { http } from '../../../../../lib/http';
import { unwrap } from '../../../../../lib/http/unwrap';
import { resourceKeys, type ResourceApi, type Row } from '../../../../../kit/resource-api';

/** A main record's sub rows by sub table name, as `GET form/{code}/{id}` carries them. */
export function subRowsOf(record: Row, subs: readonly PublishedSubTable[]): Record<string, Row[]> {
  return Object.fromEntries(
    subs.map((s) => [s.tableName, Array.isArray(record[s.tableName]) ? (record[s.tableName] as Row[]) : []]),
  );
}

/**
 * A main record read with its sub rows (`GET form/{code}/{id}`), under the main resource's keys so that a save
 * reads it again; `id` undefined reads nothing.
 * @example const read = useRecordWithSubs(def.name, api, record.id)
 */
export function useRecordWithSubs(resource: string, api: ResourceApi, id: string | undefined) {
  return useQuery({
    queryKey: [...resourceKeys(resource).all, 'withSubs', { id }],
    queryFn: () => api.queryById(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/**
 * The rows of each sub table of one main record (`GET subform/list/{sub}/{mainId}`, the main form's rights).
 * @example const answers = useSubformLists(def.name, subs, record.id)
 */
export function useSubformLists(resource: string, subs: readonly PublishedSubTable[], mainId: string) {
  return useQueries({
    queries: subs.map((sub) => ({
      queryKey: [...resourceKeys(resource).all, 'subform', sub.tableName, { mainId }],
      queryFn: async () =>
        unwrap(
          await http.get<Row[]>(
            `/online/cgform/api/subform/list/${encodeURIComponent(sub.tableName)}/${encodeURIComponent(mainId)}`,
          ),
        ),
    })),
  });
}
