import type { TransferPlan, TransferRequest, TransferRow } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** The 转移 endpoints; refusals are reported by the HTTP client with the server's message. */
export const transferApi = {
  kinds: async () => unwrap(await http.get<{ kind: string; label: string }[]>('/weld/transfer/kinds')),
  candidates: async (kind: string, fromOrg: string) =>
    unwrap(await http.get<TransferRow[]>('/weld/transfer/candidates', { kind, fromOrg })),
  preview: async (input: TransferRequest) =>
    unwrap(await http.post<TransferPlan>('/weld/transfer/preview', input)),
  execute: async (input: TransferRequest) =>
    unwrap(await http.post<TransferPlan>('/weld/transfer/execute', input)),
};
