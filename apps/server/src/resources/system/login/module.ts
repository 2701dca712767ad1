import type { ResourceModule } from '../../../kit/resource-module';
import { registerLoginRoutes } from './login.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerLoginRoutes(api, ctx),
};
