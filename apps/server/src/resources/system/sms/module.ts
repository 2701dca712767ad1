import type { ResourceModule } from '../../../kit/resource-module';
import { registerSmsRoutes } from './sms.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerSmsRoutes(api, ctx),
};
