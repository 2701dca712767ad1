import type { ResourceModule } from '../../../kit/resource-module';
import { registerPlcRoutes } from './plc.routes';
import { weldPlcWorkstationHooks } from './plc-workstation.hooks';
import { weldPlcPointHooks } from './plc-point.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerPlcRoutes(api, ctx),
  hooks: {
    weldPlcWorkstation: () => weldPlcWorkstationHooks(),
    weldPlcPoint: () => weldPlcPointHooks(),
  },
};
