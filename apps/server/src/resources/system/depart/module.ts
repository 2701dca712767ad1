import type { ResourceModule } from '../../../kit/resource-module';
import { registerDepartRoutes } from './depart.routes';
import { departHooks } from './depart.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerDepartRoutes(api, ctx),
  hooks: {
    depart: (ctx) => departHooks(ctx),
  },
};
