import { mergeLocaleParts } from '../merge';
import { common } from './common';
import { server } from './server';
import { resources } from './resources';
import { web } from './web';
import { admin } from './admin';
import { widgets } from './widgets';
import { weld } from './weld';

export const messages = /* @__PURE__ */ mergeLocaleParts(
  { common, server, web, resources },
  admin,
  widgets,
  weld,
);
