import type { ResourceModule } from '../../../kit/resource-module';
import { registerAddressListRoutes } from './address-list.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerAddressListRoutes(api, ctx),
};
