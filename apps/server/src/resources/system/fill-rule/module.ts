import type { ResourceModule } from '../../../kit/resource-module';
import { registerFillRuleRoutes } from './fill-rule.routes';
import { fillRuleHooks } from './fill-rule.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerFillRuleRoutes(api, ctx),
  hooks: {
    fillRule: () => fillRuleHooks(),
  },
};
