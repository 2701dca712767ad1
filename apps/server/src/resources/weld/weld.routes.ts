import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerModelMoveRoutes } from './model/model-move.routes';
import { registerModelTreeRoutes } from './model/model-tree.routes';
import { registerManualFileRoutes } from './manual-file/manual-file.routes';
import { registerMessageRoutes } from './message/message.routes';
import { registerPlcRoutes } from './plc-workstation/plc.routes';
import { registerOrgSetRoutes } from './org-set/org-set.routes';
import { registerSequenceRoutes } from './sequence/sequence.routes';
import { registerFirmwareStatusRoutes } from './firmware/firmware-status.routes';
import { registerFirmwareDownloadRoute } from './firmware/firmware-download.routes';
import { registerDeviceRoutes } from './device/device.routes';
import { registerDeviceFirmwareRoutes } from './device/device-firmware.routes';
import { registerProjectLogRoutes } from './project/project-log.routes';
import { registerTransferRoutes } from './transfer/transfer.routes';

/** The welding domain's routes beyond the kit's standard ones; each weld area adds its registration here. */
export function registerWeldRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerModelTreeRoutes(app, ctx);
  registerManualFileRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerPlcRoutes(app, ctx);
  registerModelMoveRoutes(app, ctx);
  registerOrgSetRoutes(app, ctx);
  registerSequenceRoutes(app, ctx);
  registerFirmwareStatusRoutes(app, ctx);
  registerFirmwareDownloadRoute(app, ctx);
  registerDeviceRoutes(app, ctx);
  registerDeviceFirmwareRoutes(app, ctx);
  registerProjectLogRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
}
