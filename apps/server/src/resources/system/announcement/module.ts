import type { ResourceModule } from '../../../kit/resource-module';
import { registerNoticeRoutes } from './announcement.routes';
import { announcementHooks } from './announcement.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  routes: (api, ctx) => registerNoticeRoutes(api, ctx),
  hooks: {
    announcement: (ctx) => announcementHooks(ctx),
  },
};
