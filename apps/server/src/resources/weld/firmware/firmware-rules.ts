import type { Kysely } from 'kysely';
import type { translate } from '@weld/core';
import type { Database } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';

type Lang = Parameters<typeof translate>[0];

/** Comma-joined org codes as a clean list: trimmed, no blanks, no repeats. */
export function orgList(text: unknown): string[] {
  return [
    ...new Set(
      String(text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Refuses org codes that name no department (`field` is marked in the form), and answers the codes
 * joined again, or null for none.
 * @example columns.target_orgs = await checkOrgs(db, columns.target_orgs, 'targetOrgs', 'weldFirmware.orgUnknown', lang)
 */
export async function checkOrgs(
  db: Kysely<Database>,
  text: unknown,
  field: string,
  key: string,
  lang: Lang,
): Promise<string | null> {
  const codes = orgList(text);
  if (codes.length === 0) return null;
  const known = await db.selectFrom('sys_depart').select('org_code').where('org_code', 'in', codes).execute();
  const missing = codes.find((c) => !known.some((k) => k.org_code === c));
  if (missing) throw fieldError(lang, field, key, { code: missing });
  return codes.join(',');
}

/** Refuses a node that is not a model (firmware and devices hang on models, not on lines or series). */
export async function checkIsModel(
  db: Kysely<Database>,
  modelId: unknown,
  field: string,
  key: string,
  lang: Lang,
): Promise<void> {
  const node = await db
    .selectFrom('weld_model')
    .select('node_type')
    .where('id', '=', String(modelId ?? ''))
    .executeTakeFirst();
  if (node?.node_type !== 'model') throw fieldError(lang, field, key);
}

/**
 * Whether an organisation is among the targets: an empty target list means every organisation, and a
 * target takes in its sub-organisations (org codes grow three characters a level).
 * @example orgTargeted('A01A02', 'A01') // true
 */
export function orgTargeted(orgCode: string, targets: string | null): boolean {
  const list = orgList(targets);
  return list.length === 0 || list.some((t) => orgCode.startsWith(t));
}
