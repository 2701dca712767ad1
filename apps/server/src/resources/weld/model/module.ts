import type { ResourceModule } from '../../../kit/resource-module';
import { registerModelTreeRoutes } from './model-tree.routes';
import { registerModelMoveRoutes } from './model-move.routes';
import { weldModelHooks } from './model.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerModelTreeRoutes(api, ctx);
    registerModelMoveRoutes(api, ctx);
  },
  hooks: {
    weldModel: () => weldModelHooks(),
  },
};
