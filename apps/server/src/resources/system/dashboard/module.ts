import type { ResourceModule } from '../../../kit/resource-module';
import { registerDashboardRoutes } from './dashboard.routes';
import { registerDashboardChartRoutes } from './dashboard-charts.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerDashboardRoutes(api, ctx);
    registerDashboardChartRoutes(api, ctx);
  },
};
