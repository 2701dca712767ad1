import type { ResourceModule } from '../../../kit/resource-module';
import { registerButtonRoutes } from './button.routes';
import { registerDataRoutes } from './data.routes';
import { registerDefinitionRoutes } from './definition.routes';
import { registerDesignRoutes } from './design.routes';
import { registerEnhanceRoutes } from './enhance.routes';
import { formRuntimeHooks } from './form-hooks';
import { registerHeadRoutes } from './head.routes';
import { registerMenuRoutes } from './menu.routes';
import { registerSchemaRoutes } from './schema.routes';
import { registerSubformRoutes } from './subform.routes';
import { registerSyncRoutes } from './sync.routes';
import { registerTableImportRoutes } from './table-import.routes';

/** What this folder adds to the server (kit/resource-module.ts): the online form designer, its database sync and the
 * data calls of a synced form. */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerHeadRoutes(api, ctx);
    registerDesignRoutes(api, ctx);
    registerSyncRoutes(api, ctx);
    registerTableImportRoutes(api, ctx);
    registerSchemaRoutes(api, ctx);
    registerDefinitionRoutes(api, ctx);
    registerDataRoutes(api, ctx);
    registerSubformRoutes(api, ctx);
    registerMenuRoutes(api, ctx);
    registerEnhanceRoutes(api, ctx);
    registerButtonRoutes(api, ctx);
  },
  runtimeHooks: formRuntimeHooks,
};
