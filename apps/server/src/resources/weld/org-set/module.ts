import type { ResourceModule } from '../../../kit/resource-module';
import { registerOrgSetRoutes } from './org-set.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerOrgSetRoutes(api, ctx),
};
