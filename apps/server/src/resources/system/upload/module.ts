import type { ResourceModule } from '../../../kit/resource-module';
import { registerUploadRoutes } from './upload.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerUploadRoutes(api, ctx),
};
