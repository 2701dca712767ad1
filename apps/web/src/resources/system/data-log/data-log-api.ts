import type { DataVersion, DataVersionEntry } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

export type { DataVersion, DataVersionEntry };

/** @example await dataVersions('sys_user', 'u1') // oldest first */
export async function dataVersions(dataTable: string, dataId: string): Promise<DataVersionEntry[]> {
  return unwrap(await http.get<DataVersionEntry[]>('/sys/dataLog/queryDataVerList', { dataTable, dataId }));
}

/** Two versions (log ids) of one record, older first; the server refuses versions of different records. @example await compareVersions('a', 'b') */
export async function compareVersions(dataId1: string, dataId2: string): Promise<[DataVersion, DataVersion]> {
  return unwrap(
    await http.get<[DataVersion, DataVersion]>('/sys/dataLog/queryCompareList', { dataId1, dataId2 }),
  );
}
