import type { ResourceModule } from '../../../kit/resource-module';
import { registerLogRoutes } from './log.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerLogRoutes(api, ctx),
};
