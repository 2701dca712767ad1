import type { ResourceModule } from '../../../kit/resource-module';
import { registerTransferRoutes } from './transfer.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerTransferRoutes(api, ctx),
};
