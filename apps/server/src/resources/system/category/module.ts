import type { ResourceModule } from '../../../kit/resource-module';
import { registerCategoryRoutes } from './category.routes';
import { categoryHooks } from './category.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerCategoryRoutes(api, ctx),
  hooks: {
    category: () => categoryHooks(),
  },
};
