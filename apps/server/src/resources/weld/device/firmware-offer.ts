import { compareSemver, FIRMWARE_STATUS } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import type { WeldFirmwareTable } from '../../../db/schema-weld-equipment';
import { orgTargeted } from '../firmware';
import type { AuthedDevice } from './device-auth';

type Firmware = Pick<
  WeldFirmwareTable,
  | 'id'
  | 'version'
  | 'file'
  | 'file_size'
  | 'checksum'
  | 'forced'
  | 'min_version'
  | 'target_orgs'
  | 'notes_zh'
  | 'notes_en'
  | 'notes_ru'
>;

/** What a device is told of the firmware it should install. */
export interface FirmwareOffer {
  id: string;
  version: string;
  size: number;
  checksum: string;
  forced: boolean;
  releaseNotes: string | null;
  downloadUrl: string;
}

/** Released firmware of the device's model whose targets take in the device's organisation. */
export async function releasedForDevice(ctx: AppContext, device: AuthedDevice): Promise<Firmware[]> {
  const rows = await ctx.db
    .selectFrom('weld_firmware')
    .select([
      'id',
      'version',
      'file',
      'file_size',
      'checksum',
      'forced',
      'min_version',
      'target_orgs',
      'notes_zh',
      'notes_en',
      'notes_ru',
    ])
    .where('model_id', '=', device.modelId)
    .where('status', '=', FIRMWARE_STATUS.released)
    .execute();
  return rows.filter((r) => orgTargeted(device.orgCode, r.target_orgs));
}

/**
 * The newest released firmware for a device running `current`: its model, its organisation (or every
 * one), newer than `current`, and a minimum version `current` has reached; null when there is none.
 * Semantic order is decided here, not by the sort key, so pre-release rules are exact.
 * @example const best = pickLatest(await releasedForDevice(ctx, device), '1.2.0')
 */
export function pickLatest<F extends Pick<Firmware, 'version' | 'min_version'>>(
  candidates: F[],
  current: string,
): F | null {
  const fitting = candidates.filter(
    (f) =>
      compareSemver(f.version, current) > 0 && (!f.min_version || compareSemver(f.min_version, current) <= 0),
  );
  fitting.sort((a, b) => compareSemver(b.version, a.version));
  return fitting[0] ?? null;
}

const NOTES: Record<Locale, 'notes_zh' | 'notes_en' | 'notes_ru'> = {
  zh_CN: 'notes_zh',
  en_US: 'notes_en',
  ru_RU: 'notes_ru',
};

/** The answer for a device: release notes in the request's language (Chinese, the source, when that one is empty). */
export function offerOf(firmware: Firmware, lang: Locale, apiBase: string): FirmwareOffer {
  return {
    id: firmware.id,
    version: firmware.version,
    size: Number(firmware.file_size),
    checksum: firmware.checksum,
    forced: firmware.forced === 'Y',
    releaseNotes: firmware[NOTES[lang]] || firmware.notes_zh || null,
    downloadUrl: `${apiBase}/weld/device/firmware/download?id=${encodeURIComponent(firmware.id)}`,
  };
}
