import type { ResourceModule } from '../../../kit/resource-module';
import { gatewayRouteHooks } from './gateway-route.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  hooks: {
    gatewayRoute: (ctx) => gatewayRouteHooks(ctx),
  },
};
