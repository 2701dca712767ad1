import type { ResourceModule } from '../../../kit/resource-module';
import { registerOssFileRoutes } from './oss-file.routes';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerOssFileRoutes(api, ctx),
};
