import type { ResourceModule } from '../../../kit/resource-module';
import { registerUserRoutes } from './user.routes';
import { userHooks } from './user.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerUserRoutes(api, ctx),
  hooks: {
    user: (ctx) => userHooks(ctx),
  },
};
