import type { ResourceModule } from '../../../kit/resource-module';
import { registerVxeSocketRoutes } from './vxe-socket.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerVxeSocketRoutes(api, ctx),
};
