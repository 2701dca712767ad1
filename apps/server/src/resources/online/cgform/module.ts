import type { ResourceModule } from '../../../kit/resource-module';
import { registerDesignRoutes } from './design.routes';
import { registerHeadRoutes } from './head.routes';
import { registerSyncRoutes } from './sync.routes';
import { registerTableImportRoutes } from './table-import.routes';

/** What this folder adds to the server (kit/resource-module.ts): the online form designer and its database sync. */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerHeadRoutes(api, ctx);
    registerDesignRoutes(api, ctx);
    registerSyncRoutes(api, ctx);
    registerTableImportRoutes(api, ctx);
  },
};
