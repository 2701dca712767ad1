import type { ResourceModule } from '../../../kit/resource-module';
import { weldTweetHooks } from './tweet.hooks';

/** What this folder adds to the server (kit/resource-module.ts). */
export const resourceModule: ResourceModule = {
  hooks: {
    weldTweet: (ctx) => weldTweetHooks(ctx),
  },
};
