import type { ResourceModule } from '../../../kit/resource-module';
import { registerDataLogRoutes } from './data-log.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerDataLogRoutes(api, ctx),
};
