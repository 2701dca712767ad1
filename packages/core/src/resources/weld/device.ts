import { datetime, defineResource, departPicker, dict, text, weldModelPicker } from '../../resource';
import { SEMVER_PATTERN } from './semver';

/** Device states: a disabled device is refused by the device routes. */
export const DEVICE_STATUS = { active: '1', disabled: '0' } as const;

/**
 * Field devices (设备列表, `weld_device`): serial number, model, owning organisation, the firmware it last
 * reported and when. Each has a key the server generates and keeps only hashed: it is answered once on
 * create (`deviceKey` in the add answer) and on 重置密钥, and devices send it to the firmware routes.
 */
export const weldDevice = defineResource({
  name: 'weldDevice',
  area: 'weld',
  path: '/weld/device',
  table: 'weld_device',
  permission: 'weld:device',
  fields: {
    serialNo: text({
      required: true,
      unique: true,
      max: 64,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' },
      search: 'like',
      sort: true,
    }),
    modelId: weldModelPicker({ required: true, max: 32, search: 'eq' }),
    orgCode: departPicker({ required: true, max: 64, search: 'eq' }),
    currentVersion: text({
      max: 40,
      pattern: { regex: SEMVER_PATTERN, message: 'server.weldFirmware.versionInvalid' },
      search: 'like',
    }),
    lastSeen: datetime({ form: false, sort: true, search: 'range' }),
    status: dict('weld_device_status', { required: true, search: 'eq' }),
    createTime: datetime({ form: false, sort: true, list: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
