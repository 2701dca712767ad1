import type { ResourceModule } from '../../../kit/resource-module';
import { registerOnlineRoutes } from './online.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerOnlineRoutes(api, ctx),
};
