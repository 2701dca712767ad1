import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** A point's readings for the chart, as `GET /weld/plc/history` answers them. */
export interface PointHistory {
  point: { id: string; name: string; address: string; unit: string | null; lowLimit: number | null; highLimit: number | null };
  readings: { ts: number; time: string; value: number }[];
}

/** The PLC screen's calls beyond the kit's lists. */
export const plcApi = {
  history: async (pointId: string, minutes: number) => unwrap(await http.get<PointHistory>('/weld/plc/history', { pointId, minutes })),
  resetKey: async (id: string) => unwrap(await http.post<{ gatewayKey: string }>('/weld/plcWorkstation/resetKey', { id })),
};
