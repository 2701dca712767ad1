import { compareSemver, FIRMWARE_STATUS, versionSortKey, WELD_FIRMWARE_FOLDER } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import type { Row } from '../../../kit/table';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { modelScopeFilters } from '../weld-scope';
import { storedFileFacts } from './firmware-file';
import { checkIsModel, checkOrgs, orgList } from './firmware-rules';

type Lang = Parameters<typeof fieldError>[0];
type Stored = { model_id: string; version: string; file: string; status: string; min_version: string | null };

/** Once a firmware has left testing, devices may hold it: what identifies it stays as it was. */
function checkLocked(columns: Row, stored: Stored | null): void {
  if (!stored || stored.status === FIRMWARE_STATUS.testing) return;
  const changed = (['model_id', 'version', 'file'] as const).some(
    (c) => columns[c] !== undefined && columns[c] !== stored[c],
  );
  if (changed) throw new AppError(409, 'weldFirmware.lockedAfterRelease');
}

/** Size and SHA-256 from the stored bytes, whenever the file is new or replaced; the file must lie in the firmware folder. */
async function fileColumns(ctx: AppContext, columns: Row, stored: Stored | null, lang: Lang): Promise<void> {
  if (columns.file === undefined || columns.file === stored?.file) return;
  const key = String(columns.file ?? '');
  if (key.includes(',')) throw fieldError(lang, 'file', 'weldFirmware.fileOne');
  // only the private folder keeps a firmware off the public static route
  if (!key.startsWith(`${WELD_FIRMWARE_FOLDER}/`)) throw fieldError(lang, 'file', 'weldFirmware.fileOutside');
  const facts = await storedFileFacts(ctx.config, key);
  if (!facts) throw fieldError(lang, 'file', 'weldFirmware.fileMissing');
  columns.file_size = facts.size;
  columns.checksum = facts.checksum;
}

/** A version is unique per model, and the minimum version may not be above it. */
async function versionColumns(
  db: Transaction<Database>,
  columns: Row,
  id: string,
  stored: Stored | null,
  lang: Lang,
): Promise<void> {
  const version = String(columns.version ?? stored?.version ?? '');
  const modelId = String(columns.model_id ?? stored?.model_id ?? '');
  if (columns.version !== undefined) columns.version_key = versionSortKey(version);
  const min = columns.min_version !== undefined ? columns.min_version : stored?.min_version;
  if (min && compareSemver(String(min), version) > 0)
    throw fieldError(lang, 'minVersion', 'weldFirmware.minAboveVersion');
  const taken = await db
    .selectFrom('weld_firmware')
    .select('id')
    .where('model_id', '=', modelId)
    .where('version', '=', version)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (taken) throw fieldError(lang, 'version', 'weldFirmware.versionTaken', { version });
}

/**
 * Firmware releases: within the organisation set; versions unique per model and sortable; size and
 * checksum computed from the stored file; target organisations must exist; new rows start in testing
 * (the status moves only through release and withdraw); released ones keep their identity and cannot
 * be deleted. Records carry `targetOrgs_dictText`, the target organisations' names.
 */
export function weldFirmwareHooks(ctx: AppContext): ResourceHooks {
  return {
    scope: (c, _def, request) => modelScopeFilters(c, request, 'model_id'),
    // the file's bytes are read and hashed: outside the transaction, so no write waits on the disk meanwhile
    beforeTransaction: async (columns, { request, stored }) => {
      checkLocked(columns, stored as Stored | null);
      await fileColumns(ctx, columns, stored as Stored | null, request.lang);
    },
    beforeWrite: async (columns, { mode, id, request, tx, stored }) => {
      const lang = request.lang;
      const db = typedTx(tx);
      checkLocked(columns, stored as Stored | null);
      if (columns.model_id !== undefined)
        await checkIsModel(db, columns.model_id, 'modelId', 'weldFirmware.notAModel', lang);
      await versionColumns(db, columns, id, stored as Stored | null, lang);
      if (columns.target_orgs !== undefined)
        columns.target_orgs = await checkOrgs(
          db,
          columns.target_orgs,
          'targetOrgs',
          'weldFirmware.orgUnknown',
          lang,
        );
      if (mode === 'add')
        Object.assign(columns, { status: FIRMWARE_STATUS.testing, release_time: null, download_count: 0 });
    },
    beforeDelete: async (tx, ids) => {
      const released = await tx
        .selectFrom('weld_firmware')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', FIRMWARE_STATUS.released)
        .executeTakeFirst();
      if (released) throw new AppError(409, 'weldFirmware.releasedNoDelete');
      await tx.deleteFrom('weld_firmware_download').where('firmware_id', 'in', ids).execute();
    },
    decorate: async (records) => {
      const codes = [...new Set(records.flatMap((r) => orgList(r.targetOrgs)))];
      const names =
        codes.length === 0
          ? []
          : await ctx.db
              .selectFrom('sys_depart')
              .select(['org_code', 'depart_name'])
              .where('org_code', 'in', codes)
              .execute();
      const byCode = new Map(names.map((n) => [n.org_code, n.depart_name]));
      for (const record of records) {
        const list = orgList(record.targetOrgs);
        record.targetOrgs_dictText =
          list.length === 0 ? null : list.map((c) => byCode.get(c) ?? c).join(', ');
      }
    },
  };
}
