import type { ResourceModule } from '../../../kit/resource-module';
import { registerAccountRoutes } from './account.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerAccountRoutes(api, ctx),
};
