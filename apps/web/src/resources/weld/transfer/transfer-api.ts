import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** A transfer as the screen sends it. */
export interface TransferInput {
  kind: string;
  fromOrg: string;
  toOrg: string;
  all: boolean;
  ids: string[];
}

export interface TransferRow {
  id: string;
  code: string | null;
  name: string | null;
}

/** What 预览 answers and 执行 moves. */
export interface TransferPlan {
  kind: string;
  fromOrg: string;
  toOrg: string;
  fromName: string;
  toName: string;
  count: number;
  rows: TransferRow[];
}

/** The 转移 endpoints; refusals are reported by the HTTP client with the server's message. */
export const transferApi = {
  kinds: async () => unwrap(await http.get<{ kind: string; label: string }[]>('/weld/transfer/kinds')),
  candidates: async (kind: string, fromOrg: string) => unwrap(await http.get<TransferRow[]>('/weld/transfer/candidates', { kind, fromOrg })),
  preview: async (input: TransferInput) => unwrap(await http.post<TransferPlan>('/weld/transfer/preview', input)),
  execute: async (input: TransferInput) => unwrap(await http.post<TransferPlan>('/weld/transfer/execute', input)),
};
