import type { ResourceModule } from '../../../kit/resource-module';
import { registerQuartzJobRoutes } from './quartz-job.routes';
import { quartzJobHooks } from './quartz-job.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerQuartzJobRoutes(api, ctx),
  hooks: {
    quartzJob: (ctx) => quartzJobHooks(ctx),
  },
};
