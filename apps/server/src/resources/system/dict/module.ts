import type { ResourceModule } from '../../../kit/resource-module';
import { registerDictRoutes } from './dict.routes';
import { dictItemHooks, tableWhiteListHooks } from './dict.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerDictRoutes(api, ctx),
  hooks: {
    dictItem: () => dictItemHooks(),
    tableWhiteList: (ctx) => tableWhiteListHooks(ctx),
  },
};
