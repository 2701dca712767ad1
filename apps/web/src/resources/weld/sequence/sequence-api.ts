import type { SequencePush } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** The sequence calls beside the kit's CRUD: the program file, sending to a device and its history. */
export const sequenceApi = {
  download: (id: string) => http.download('/weld/sequence/download', { params: { id } }),
  push: (id: string, target: string) => http.post<SequencePush>('/weld/sequence/push', { id, target }),
  pushList: async (id: string) => unwrap(await http.get<SequencePush[]>('/weld/sequence/pushList', { id })),
};
