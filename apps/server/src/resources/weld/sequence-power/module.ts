import type { ResourceModule } from '../../../kit/resource-module';
import { weldSequencePowerHooks } from './sequence-power.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  hooks: {
    weldSequencePower: (ctx) => weldSequencePowerHooks(ctx),
  },
};
