import type { ResourceModule } from '../../../kit/resource-module';
import { registerRoleRoutes } from './role.routes';
import { roleHooks } from './role.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerRoleRoutes(api, ctx),
  hooks: {
    role: (ctx) => roleHooks(ctx),
  },
};
