import type { ResourceModule } from '../../../kit/resource-module';
import { registerDeviceRoutes } from './device.routes';
import { registerDeviceFirmwareRoutes } from './device-firmware.routes';
import { weldDeviceHooks } from './device.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerDeviceRoutes(api, ctx);
    registerDeviceFirmwareRoutes(api, ctx);
  },
  hooks: {
    weldDevice: () => weldDeviceHooks(),
  },
};
