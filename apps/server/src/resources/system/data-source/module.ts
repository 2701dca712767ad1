import type { ResourceModule } from '../../../kit/resource-module';
import { registerDataSourceRoutes } from './data-source.routes';
import { dataSourceHooks } from './data-source.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerDataSourceRoutes(api, ctx),
  hooks: {
    dataSource: (ctx) => dataSourceHooks(ctx),
  },
};
