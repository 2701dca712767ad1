import type { ResourceModule } from '../../../kit/resource-module';
import { registerPermissionRoutes } from './permission.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerPermissionRoutes(api, ctx),
};
