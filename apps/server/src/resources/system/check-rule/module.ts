import type { ResourceModule } from '../../../kit/resource-module';
import { registerCheckRuleRoutes } from './check-rule.routes';
import { checkRuleHooks } from './check-rule.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerCheckRuleRoutes(api, ctx),
  hooks: {
    checkRule: (ctx) => checkRuleHooks(ctx),
  },
};
