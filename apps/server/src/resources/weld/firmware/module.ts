import type { ResourceModule } from '../../../kit/resource-module';
import { registerFirmwareStatusRoutes } from './firmware-status.routes';
import { registerFirmwareDownloadRoute } from './firmware-download.routes';
import { weldFirmwareHooks } from './firmware.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerFirmwareStatusRoutes(api, ctx);
    registerFirmwareDownloadRoute(api, ctx);
  },
  hooks: {
    weldFirmware: (ctx) => weldFirmwareHooks(ctx),
  },
};
