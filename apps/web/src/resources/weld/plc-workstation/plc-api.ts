import type { PointHistory } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** The PLC screen's calls beyond the kit's lists. */
export const plcApi = {
  history: async (pointId: string, minutes: number) =>
    unwrap(await http.get<PointHistory>('/weld/plc/history', { pointId, minutes })),
  resetKey: async (id: string) =>
    unwrap(await http.post<{ gatewayKey: string }>('/weld/plcWorkstation/resetKey', { id })),
};
