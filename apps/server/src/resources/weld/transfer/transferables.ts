import type { KitTx } from '../../../kit/table';
import { writeProjectLog } from '../project';

/** What a transfer hands a kind's follow-up work (project logs …), inside the transfer's transaction. */
export interface MoveInfo {
  ids: string[];
  fromOrg: string;
  toOrg: string;
  operator: string;
  now: string;
}

/**
 * A kind of record that can move between organisations: its table, the column holding the owning
 * organisation, what identifies a row to a reader, and optionally how a choice grows (a model node takes
 * its subtree) and what else the move writes.
 */
export interface Transferable {
  table: string;
  orgColumn: string;
  codeColumn: string;
  nameColumn: string;
  /** locale key of the kind's name */
  label: string;
  /** the rows that move with the chosen ones (all within from-org), chosen ones included */
  expand?: (tx: KitTx, ids: string[], fromOrg: string) => Promise<string[]>;
  /** inside the transfer's transaction, after the rows moved; throw to undo everything */
  afterMove?: (tx: KitTx, info: MoveInfo) => Promise<void>;
}

/** A chosen model node moves with the nodes below it that belong to the same organisation. */
async function withSubtrees(tx: KitTx, ids: string[], fromOrg: string): Promise<string[]> {
  const out = new Set(ids);
  const chosen = await tx.selectFrom('weld_model').select('path').where('id', 'in', ids).execute();
  for (const { path } of chosen) {
    const below = await tx
      .selectFrom('weld_model')
      .select('id')
      .where('path', 'like', `${String(path)}%`)
      .where('org_code', '=', fromOrg)
      .execute();
    for (const row of below) out.add(String(row.id));
  }
  return [...out];
}

/** Each moved project gets a log row naming the organisations it left and joined. */
async function logProjects(tx: KitTx, info: MoveInfo): Promise<void> {
  const names = await tx
    .selectFrom('sys_depart')
    .select(['org_code', 'depart_name'])
    .where('org_code', 'in', [info.fromOrg, info.toOrg])
    .execute();
  const nameOf = (code: string) => String(names.find((n) => n.org_code === code)?.depart_name ?? code);
  for (const projectId of info.ids) {
    await writeProjectLog(tx, {
      projectId,
      action: 'transfer',
      operator: info.operator,
      now: info.now,
      detail: { changes: [{ field: 'orgCode', from: nameOf(info.fromOrg), to: nameOf(info.toOrg) }] },
    });
  }
}

/** A chosen manual moves with its other versions (the rows of its document group) that belong to the same organisation. */
async function withVersions(tx: KitTx, ids: string[], fromOrg: string): Promise<string[]> {
  const groups = await tx.selectFrom('weld_manual_file').select('group_id').where('id', 'in', ids).execute();
  const rows = await tx
    .selectFrom('weld_manual_file')
    .select('id')
    .where(
      'group_id',
      'in',
      groups.map((g) => String(g.group_id)),
    )
    .where('org_code', '=', fromOrg)
    .execute();
  return [...new Set([...ids, ...rows.map((r) => String(r.id))])];
}

/** The kinds 转移 can move, by kind key (the API's `kind`). */
export const transferables: Record<string, Transferable> = {
  model: {
    table: 'weld_model',
    orgColumn: 'org_code',
    codeColumn: 'code',
    nameColumn: 'name',
    label: 'server.weldTransfer.kinds.model',
    expand: withSubtrees,
  },
  project: {
    table: 'weld_project',
    orgColumn: 'org_code',
    codeColumn: 'code',
    nameColumn: 'name',
    label: 'server.weldTransfer.kinds.project',
    afterMove: logProjects,
  },
  manual: {
    table: 'weld_manual_file',
    orgColumn: 'org_code',
    codeColumn: 'version',
    nameColumn: 'title',
    label: 'server.weldTransfer.kinds.manual',
    expand: withVersions,
  },
  manualUser: {
    table: 'weld_manual_user',
    orgColumn: 'org_code',
    codeColumn: 'phone',
    nameColumn: 'name',
    label: 'server.weldTransfer.kinds.manualUser',
  },
};
