import type { WeldNodeType } from '../resources/weld/model';

/** A node of `/weld/model/loadTreeChildren`: one level of the model tree within the caller's reach. */
export interface ModelTreeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  nodeType: WeldNodeType;
  productKind: string;
  status: string;
  sortNo: number;
  /** true when no child is in the caller's reach */
  isLeaf: boolean;
}

/** A node matching `/weld/model/search`, with the ids of its ancestors in the caller's reach, top down, so a lazy tree can open to it. */
export interface ModelSearchHit {
  id: string;
  code: string;
  name: string;
  nodeType: string;
  ancestorIds: string[];
}

export interface ModelSearchResult {
  hits: ModelSearchHit[];
  /** more nodes matched than were answered */
  truncated: boolean;
}

/** A transfer as the screen sends it: a kind, from and to organisations, and all rows or chosen ids. */
export interface TransferRequest {
  kind: string;
  fromOrg: string;
  toOrg: string;
  all: boolean;
  ids: string[];
}

/** A row a transfer offers or moves, with what identifies it to a reader. */
export interface TransferRow {
  id: string;
  code: string | null;
  name: string | null;
}

/** What 预览 answers and 执行 moves: every row, chosen or carried along (a model node takes its subtree). */
export interface TransferPlan {
  kind: string;
  fromOrg: string;
  toOrg: string;
  /** the organisations' names, for the confirmation */
  fromName: string;
  toName: string;
  count: number;
  rows: TransferRow[];
}

/** One reply of a 留言 thread, as `/weld/message/replies` answers it. */
export interface MessageReply {
  id: string;
  content: string;
  author: string;
  authorName: string | null;
  createTime: string;
}

/** One send of a sequence to a device (POST /weld/sequence/push, GET /weld/sequence/pushList). */
export interface SequencePush {
  id: string;
  sequenceId: string;
  target: string;
  pushedBy: string;
  pushTime: string;
}

/** A PLC point's newest value, as the live socket (/weld/plc/live) pushes it. */
export interface PlcLiveValue {
  pointId: string;
  value: number;
  /** reading time, ms since epoch */
  ts: number;
  /** reading time, `YYYY-MM-DD HH:mm:ss` in the configured zone */
  time: string;
  /** outside the point's low/high limits */
  outOfLimits: boolean;
}

/** A PLC point's readings for the chart (GET /weld/plc/history), oldest first. */
export interface PointHistory {
  point: {
    id: string;
    name: string;
    address: string;
    unit: string | null;
    lowLimit: number | null;
    highLimit: number | null;
  };
  readings: { ts: number; time: string; value: number }[];
}
