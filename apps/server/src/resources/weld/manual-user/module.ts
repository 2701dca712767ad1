import type { ResourceModule } from '../../../kit/resource-module';
import { weldManualUserHooks } from './manual-user.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  hooks: {
    weldManualUser: (ctx) => weldManualUserHooks(ctx),
  },
};
