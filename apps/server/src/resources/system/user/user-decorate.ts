import type { AppContext } from '../../../context';
import type { ApiRecord } from '../../../kit/records';
import { kitDb } from '../../../kit/table';

function group(rows: { user_id: unknown; value: unknown }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const list = out.get(String(row.user_id)) ?? [];
    list.push(String(row.value));
    out.set(String(row.user_id), list);
  }
  return out;
}

async function texts(
  ctx: AppContext,
  table: string,
  key: string,
  text: string,
  keys: string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await kitDb(ctx).selectFrom(table).select([key, text]).where(key, 'in', keys).execute();
  return new Map(rows.map((r) => [String(r[key]), String(r[text])]));
}

/**
 * Adds to user records what the screen shows and edits beside the row: `selectedroles` and
 * `selecteddeparts` (comma-joined ids), `orgCodeTxt` / `orgCode_dictText` (department name) and
 * `post_dictText` (position name).
 */
export async function decorateUsers(ctx: AppContext, records: ApiRecord[]): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((r) => r.id);
  const db = kitDb(ctx);
  const [roles, departs] = await Promise.all([
    db
      .selectFrom('sys_user_role')
      .select(['user_id', 'role_id as value'])
      .where('user_id', 'in', ids)
      .orderBy('role_id')
      .execute(),
    db
      .selectFrom('sys_user_depart')
      .select(['user_id', 'dep_id as value'])
      .where('user_id', 'in', ids)
      .orderBy('dep_id')
      .execute(),
  ]);
  const keys = (field: string) => [
    ...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== '')),
  ];
  const [departNames, postNames] = await Promise.all([
    texts(ctx, 'sys_depart', 'org_code', 'depart_name', keys('orgCode')),
    texts(ctx, 'sys_position', 'code', 'name', keys('post')),
  ]);
  const roleMap = group(roles);
  const departMap = group(departs);
  for (const record of records) {
    record.selectedroles = (roleMap.get(record.id) ?? []).join(',');
    record.selecteddeparts = (departMap.get(record.id) ?? []).join(',');
    const departName = typeof record.orgCode === 'string' ? (departNames.get(record.orgCode) ?? null) : null;
    record.orgCodeTxt = departName;
    record.orgCode_dictText = departName;
    record.post_dictText = typeof record.post === 'string' ? (postNames.get(record.post) ?? null) : null;
  }
}
