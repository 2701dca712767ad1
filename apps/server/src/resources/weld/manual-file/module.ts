import type { ResourceModule } from '../../../kit/resource-module';
import { registerManualFileRoutes } from './manual-file.routes';
import { weldManualFileHooks } from './manual-file.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerManualFileRoutes(api, ctx),
  hooks: {
    weldManualFile: (ctx) => weldManualFileHooks(ctx),
  },
};
