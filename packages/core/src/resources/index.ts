import type { ResourceDefinition } from '../resource/define';
import { position } from './system/position';
import { depart } from './system/depart';
import { departRole } from './system/depart-role';
import { user } from './system/user';
import { role } from './system/role';
import { dictionary } from './system/dict';
import { dictItem } from './system/dict-item';
import { category } from './system/category';
import { tableWhiteList } from './system/table-white-list';
import { tenant } from './system/tenant';
import { checkRule } from './system/check-rule';
import { fillRule } from './system/fill-rule';
import { dataSource } from './system/data-source';
import { gatewayRoute, gatewayRoutePaths } from './system/gateway-route';
import { quartzJob, QUARTZ_STATUS } from './system/quartz-job';
import { announcement } from './system/announcement';
import { messageTemplate } from './system/message-template';
import { ossFile } from './system/oss-file';
import { weldModel } from './weld/model';
import { weldManualFile } from './weld/manual-file';
import { weldTweet } from './weld/tweet';
import { weldMessage } from './weld/message';
import { weldPlcWorkstation } from './weld/plc-workstation';
import { weldPlcPoint } from './weld/plc-point';
import { weldSequence } from './weld/sequence';
import { weldSpecialist } from './weld/specialist';
import { weldSequencePower } from './weld/sequence-power';
import { weldFirmware } from './weld/firmware';
import { weldDevice } from './weld/device';
import { weldProjectLevel } from './weld/project-level';
import { weldProject } from './weld/project';
import { weldManualUser } from './weld/manual-user';

export { position };
export { depart, departRole };
export { user };
export { role };
export * from './system/permission';
export * from './system/data-rule';
export { dictionary, dictItem, category, tableWhiteList };
export { tenant, checkRule, fillRule, dataSource, gatewayRoute, gatewayRoutePaths };
export { quartzJob, QUARTZ_STATUS };
export { sysLog } from './system/sys-log';
export { dataLog } from './system/data-log';
export { announcement, messageTemplate };
export { SEND_STATUS, MSG_CATEGORY } from './system/announcement';
export { TEMPLATE_TYPE } from './system/message-template';
export { message, SEND_OUTCOME } from './system/message';
/** not in the registry: uploads write its rows, so the kit's add and edit do not apply */
export { ossFile };
export { weldModel, WELD_NODE_TYPES, childNodeType } from './weld/model';
export type { WeldNodeType } from './weld/model';
export { weldManualFile, MANUAL_FILE_STATUS, WELD_MANUAL_FOLDER, WELD_MANUAL_SAMPLE_FILE } from './weld/manual-file';
export { weldTweet } from './weld/tweet';
export { weldMessage, WELD_MESSAGE_STATUS } from './weld/message';
export { weldSequence, SEQUENCE_STATUSES } from './weld/sequence';
export * from './weld/sequence-parameters';
export { weldSpecialist } from './weld/specialist';
export { weldSequencePower, SEQUENCE_ACTIONS } from './weld/sequence-power';
export type { SequenceAction } from './weld/sequence-power';

/** Every plain resource; the server kit serves each one and the contract test covers each one. */
export const resourceRegistry: readonly ResourceDefinition[] = [position, role, dictionary, dictItem, category, tableWhiteList, user, depart, tenant, checkRule, fillRule, dataSource, gatewayRoute, quartzJob, announcement, messageTemplate, weldModel, weldManualFile, weldTweet, weldMessage, weldPlcWorkstation, weldPlcPoint, weldSequence, weldSpecialist, weldSequencePower, weldFirmware, weldDevice, weldProjectLevel, weldProject, weldManualUser];
export { weldPlcWorkstation, PLC_PROTOCOLS, HOST_PATTERN } from './weld/plc-workstation';
export type { PlcProtocol } from './weld/plc-workstation';
export { weldPlcPoint, PLC_DATA_TYPES, plcAddressValid, plcValueProblem } from './weld/plc-point';
export type { PlcDataType } from './weld/plc-point';
export { weldFirmware, FIRMWARE_STATUS, WELD_FIRMWARE_FOLDER } from './weld/firmware';
export type { FirmwareStatus } from './weld/firmware';
export { weldDevice, DEVICE_STATUS } from './weld/device';
export { SEMVER_PATTERN, parseSemver, compareSemver, versionSortKey } from './weld/semver';


export { weldProjectLevel, weldProject, weldManualUser };
export { PROJECT_STATUS } from './weld/project';
/** not in the registry: the server writes project logs and transfer records itself */
export { weldProjectLog, PROJECT_ACTIONS } from './weld/project-log';
export { weldTransferLog } from './weld/transfer-log';

export * from './popup-reports';
export { compareVersions, newestVersion } from './weld/version-order';
