import {
  datetime,
  defineResource,
  dict,
  file,
  number,
  switchYN,
  text,
  weldModelPicker,
} from '../../resource';
import { SEMVER_PATTERN } from './semver';

const semver = { regex: SEMVER_PATTERN, message: 'server.weldFirmware.versionInvalid' };

/** Firmware states: only forward, testing → released → withdrawn. */
export const FIRMWARE_STATUS = { testing: 'testing', released: 'released', withdrawn: 'withdrawn' } as const;
export type FirmwareStatus = (typeof FIRMWARE_STATUS)[keyof typeof FIRMWARE_STATUS];

/** The private upload folder of firmware files: they leave only through the staff and device download routes. */
export const WELD_FIRMWARE_FOLDER = 'weld/firmware';

/**
 * Firmware releases per model (固件升级, `weld_firmware`): a semantic version (unique per model, listed in
 * semantic order through `versionKey`), the uploaded file whose size and SHA-256 the server computes from
 * the stored bytes, release notes in three languages, the minimum version a device must run to take it,
 * the forced flag, the target organisations (comma-joined org codes, empty for all) and the status,
 * moved forward only by the release and withdraw actions. Devices ask for it through the device routes.
 */
export const weldFirmware = defineResource({
  name: 'weldFirmware',
  area: 'weld',
  path: '/weld/firmware',
  table: 'weld_firmware',
  permission: 'weld:firmware',
  fields: {
    modelId: weldModelPicker({ required: true, max: 32, search: 'eq' }),
    version: text({ required: true, max: 40, pattern: semver, search: 'like' }),
    versionKey: text({ form: false, list: false, detail: false, max: 140, sort: true }),
    // no public link to show: the file leaves through /weld/firmware/download
    file: file({ required: true, max: 500, list: false, detail: false }),
    fileSize: number({ integer: true, form: false, sort: true }),
    checksum: text({ form: false, list: false, max: 64 }),
    notesZh: text({ max: 2000, multiline: true, list: false }),
    notesEn: text({ max: 2000, multiline: true, list: false }),
    notesRu: text({ max: 2000, multiline: true, list: false }),
    minVersion: text({ max: 40, pattern: semver, list: false }),
    forced: switchYN({ required: true, search: 'eq' }),
    targetOrgs: text({ max: 1000 }),
    status: dict('weld_firmware_status', { form: false, search: 'eq', sort: true }),
    releaseTime: datetime({ form: false, sort: true, search: 'range' }),
    downloadCount: number({ integer: true, form: false, sort: true }),
    createTime: datetime({ form: false, sort: true, list: false }),
  },
  defaultSort: { field: 'versionKey', order: 'desc' },
});
