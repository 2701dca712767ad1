import type { ResourceModule } from '../../../kit/resource-module';
import { registerSequenceRoutes } from './sequence.routes';
import { weldSequenceHooks } from './sequence.hooks';
import { weldSpecialistHooks } from './specialist.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerSequenceRoutes(api, ctx),
  hooks: {
    weldSequence: (ctx) => weldSequenceHooks(ctx),
    weldSpecialist: () => weldSpecialistHooks(),
  },
};
