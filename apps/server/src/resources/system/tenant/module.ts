import type { ResourceModule } from '../../../kit/resource-module';
import { tenantHooks } from './tenant.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  hooks: {
    tenant: () => tenantHooks(),
  },
};
