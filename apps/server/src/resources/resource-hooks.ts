import type { AppContext } from '../context';
import type { ResourceHooks } from '../kit/save';
import { departHooks } from './system/depart/depart.hooks';
import { userHooks } from './system/user/user.hooks';
import { categoryHooks } from './system/category/category.hooks';
import { dictItemHooks, tableWhiteListHooks } from './system/dict/dict.hooks';
import { roleHooks } from './system/role/role.hooks';
import { tenantHooks } from './system/tenant/tenant.hooks';
import { checkRuleHooks } from './system/check-rule/check-rule.hooks';
import { fillRuleHooks } from './system/fill-rule/fill-rule.hooks';
import { dataSourceHooks } from './system/data-source/data-source.hooks';
import { gatewayRouteHooks } from './system/gateway-route/gateway-route.hooks';
import { quartzJobHooks } from './system/quartz-job/quartz-job.hooks';
import { announcementHooks } from './system/announcement/announcement.hooks';
import { messageTemplateHooks } from './system/message-template/message-template.hooks';
import { weldModelHooks } from './weld/model/model.hooks';
import { weldManualFileHooks } from './weld/manual-file/manual-file.hooks';
import { weldTweetHooks } from './weld/tweet/tweet.hooks';
import { weldMessageHooks } from './weld/message/message.hooks';
import { weldPlcWorkstationHooks } from './weld/plc-workstation/plc-workstation.hooks';
import { weldPlcPointHooks } from './weld/plc-workstation/plc-point.hooks';
import { weldSequenceHooks } from './weld/sequence/sequence.hooks';
import { weldSequencePowerHooks } from './weld/sequence-power/sequence-power.hooks';
import { weldSpecialistHooks } from './weld/sequence/specialist.hooks';
import { weldFirmwareHooks } from './weld/firmware/firmware.hooks';
import { weldDeviceHooks } from './weld/device/device.hooks';
import { weldProjectHooks, weldProjectLevelHooks } from './weld/project/project.hooks';
import { weldManualUserHooks } from './weld/manual-user/manual-user.hooks';

/**
 * What a resource of core's registry adds to the kit (links, scope, extra list parameters, delete
 * refusals), by resource name. A resource not named here is served by the kit alone.
 */
export const resourceHooks: Record<string, (ctx: AppContext) => ResourceHooks> = {
  depart: (ctx) => departHooks(ctx),
  user: (ctx) => userHooks(ctx),
  role: (ctx) => roleHooks(ctx),
  dictItem: (ctx) => dictItemHooks(ctx),
  tableWhiteList: (ctx) => tableWhiteListHooks(ctx),
  category: (ctx) => categoryHooks(ctx),
  tenant: (ctx) => tenantHooks(ctx),
  checkRule: (ctx) => checkRuleHooks(ctx),
  fillRule: (ctx) => fillRuleHooks(ctx),
  dataSource: (ctx) => dataSourceHooks(ctx),
  gatewayRoute: (ctx) => gatewayRouteHooks(ctx),
  quartzJob: (ctx) => quartzJobHooks(ctx),
  announcement: (ctx) => announcementHooks(ctx),
  messageTemplate: () => messageTemplateHooks(),
  weldModel: (ctx) => weldModelHooks(ctx),
  weldManualFile: (ctx) => weldManualFileHooks(ctx),
  weldTweet: (ctx) => weldTweetHooks(ctx),
  weldMessage: (ctx) => weldMessageHooks(ctx),
  weldPlcWorkstation: (ctx) => weldPlcWorkstationHooks(ctx),
  weldPlcPoint: (ctx) => weldPlcPointHooks(ctx),
  weldSequence: (ctx) => weldSequenceHooks(ctx),
  weldSequencePower: (ctx) => weldSequencePowerHooks(ctx),
  weldSpecialist: () => weldSpecialistHooks(),
  weldFirmware: (ctx) => weldFirmwareHooks(ctx),
  weldDevice: (ctx) => weldDeviceHooks(ctx),
  weldProjectLevel: () => weldProjectLevelHooks(),
  weldProject: (ctx) => weldProjectHooks(ctx),
  weldManualUser: (ctx) => weldManualUserHooks(ctx),
};
