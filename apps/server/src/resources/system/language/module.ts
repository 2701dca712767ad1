import type { ResourceModule } from '../../../kit/resource-module';
import { registerLanguageRoutes } from './language.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerLanguageRoutes(api, ctx),
};
