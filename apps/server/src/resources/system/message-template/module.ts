import type { ResourceModule } from '../../../kit/resource-module';
import { registerMessageRoutes } from './message.routes';
import { messageTemplateHooks } from './message-template.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerMessageRoutes(api, ctx),
  hooks: {
    messageTemplate: () => messageTemplateHooks(),
  },
};
