import type { ResourceModule } from '../../../kit/resource-module';
import { registerProjectLogRoutes } from './project-log.routes';
import { weldProjectHooks, weldProjectLevelHooks } from './project.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerProjectLogRoutes(api, ctx),
  hooks: {
    weldProjectLevel: () => weldProjectLevelHooks(),
    weldProject: (ctx) => weldProjectHooks(ctx),
  },
};
