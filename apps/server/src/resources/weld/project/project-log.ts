import { translate } from '@weld/core';
import type { Locale } from '@weld/core';
import { newId } from '../../../db/ids';
import type { KitTx, Row } from '../../../kit/table';

/** One changed field of a project: readable old and new values (names, not ids); `dict` values are translated when read. */
export interface ProjectChange {
  field: string;
  from: string | null;
  to: string | null;
  dict?: string;
}

/** What an automatic log row keeps: a text key with parameters (created …) or the changed fields. */
export interface LogDetail {
  key?: string;
  params?: Record<string, string>;
  changes?: ProjectChange[];
}

export type ProjectAction = 'create' | 'edit' | 'level' | 'status' | 'transfer' | 'note';

/**
 * The log text of a row in the reader's language: "状态：规划中 → 进行中；名称：A → B", or the key's text.
 * @example renderLog('en_US', { changes: [{ field: 'status', from: 'planned', to: 'active', dict: 'weld_project_status' }] })
 */
export function renderLog(lang: Locale, detail: LogDetail): string {
  if (detail.key) return translate(lang, `server.weldProjectLog.${detail.key}`, detail.params ?? {});
  const value = (v: string | null, dict?: string) => {
    if (v === null || v === '') return translate(lang, 'server.weldProjectLog.empty');
    if (!dict) return v;
    const key = `server.dict.${dict}.${v}`;
    const text = translate(lang, key);
    return text === key ? v : text;
  };
  return (detail.changes ?? [])
    .map((c) =>
      translate(lang, 'server.weldProjectLog.change', {
        field: translate(lang, `resources.weldProject.fields.${c.field}`),
        from: value(c.from, c.dict),
        to: value(c.to, c.dict),
      }),
    )
    .join(translate(lang, 'server.weldProjectLog.separator'));
}

/**
 * Writes one project log row inside the caller's transaction; the stored content is the Chinese text
 * (exports and database readers), the list renders `detail` in the reader's language.
 * @example await writeProjectLog(tx, { projectId, action: 'status', operator: 'admin', now, detail })
 */
export async function writeProjectLog(
  tx: KitTx,
  row: {
    projectId: string;
    action: ProjectAction;
    operator: string;
    now: string;
    detail?: LogDetail;
    content?: string;
  },
): Promise<void> {
  const content = row.content ?? renderLog('zh_CN', row.detail ?? {});
  await tx
    .insertInto('weld_project_log')
    .values({
      id: newId(),
      project_id: row.projectId,
      action: row.action,
      content: content.slice(0, 2000),
      detail: row.detail ? JSON.stringify(row.detail) : null,
      operator: row.operator,
      create_by: row.operator,
      create_time: row.now,
    } as Row)
    .execute();
}

/** Fields whose stored value is an id or code: the log keeps the name it had then. */
const NAMED: Record<string, { table: string; key: string; text: string }> = {
  level_id: { table: 'weld_project_level', key: 'id', text: 'name' },
  model_id: { table: 'weld_model', key: 'id', text: 'name' },
  manager: { table: 'sys_user', key: 'username', text: 'realname' },
  org_code: { table: 'sys_depart', key: 'org_code', text: 'depart_name' },
};

/** Logged columns → field keys; audit columns and ids are not news to a reader. */
const LOGGED: [column: string, field: string, dict?: string][] = [
  ['code', 'code'],
  ['name', 'name'],
  ['level_id', 'levelId'],
  ['customer', 'customer'],
  ['org_code', 'orgCode'],
  ['model_id', 'modelId'],
  ['manager', 'manager'],
  ['start_date', 'startDate'],
  ['end_date', 'endDate'],
  ['status', 'status', 'weld_project_status'],
  ['description', 'description'],
];

async function readable(tx: KitTx, column: string, value: unknown): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  const named = NAMED[column];
  if (!named) return String(value);
  const row = await tx
    .selectFrom(named.table)
    .select(named.text)
    .where(named.key, '=', String(value))
    .executeTakeFirst();
  return row ? String(row[named.text]) : String(value);
}

/**
 * The log rows of an edit: a level change, a status change and the other changed fields, each its own
 * action so the log can be filtered by what happened.
 * @example const groups = await editChanges(tx, before, after)
 */
export async function editChanges(
  tx: KitTx,
  before: Row,
  after: Row,
): Promise<{ action: ProjectAction; changes: ProjectChange[] }[]> {
  const groups = new Map<ProjectAction, ProjectChange[]>();
  for (const [column, field, dict] of LOGGED) {
    const old = before[column] ?? null;
    const now = after[column] ?? null;
    if (String(old ?? '') === String(now ?? '')) continue;
    const action: ProjectAction = column === 'level_id' ? 'level' : column === 'status' ? 'status' : 'edit';
    const change: ProjectChange = dict
      ? { field, from: old === null ? null : String(old), to: now === null ? null : String(now), dict }
      : { field, from: await readable(tx, column, old), to: await readable(tx, column, now) };
    groups.set(action, [...(groups.get(action) ?? []), change]);
  }
  return [...groups].map(([action, changes]) => ({ action, changes }));
}
