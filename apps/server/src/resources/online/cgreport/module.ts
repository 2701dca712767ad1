import type { ResourceModule } from '../../../kit/resource-module';
import { registerDataRoutes } from './data.routes';
import { registerDesignRoutes } from './design.routes';
import { registerExportRoutes } from './export.routes';
import { registerReportMenuRoutes } from './menu.routes';
import { registerParseRoutes } from './parse.routes';
import { closeReportDb } from './report-db';
import { closeReportSources } from './report-source';
import { registerSourceRoutes } from './source.routes';

/** What this folder adds to the server (kit/resource-module.ts): the online report designer and report data. */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => {
    registerDesignRoutes(api, ctx);
    registerParseRoutes(api, ctx);
    registerDataRoutes(api, ctx);
    registerExportRoutes(api, ctx);
    registerReportMenuRoutes(api, ctx);
    registerSourceRoutes(api, ctx);
    api.addHook('onClose', () =>
      Promise.all([closeReportDb(ctx), closeReportSources(ctx)]).then(() => undefined),
    );
  },
};
