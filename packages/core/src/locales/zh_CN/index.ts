import { common } from './common';
import { server } from './server';
import { resources } from './resources';
import { web } from './web';

export const messages = { common, server, web, resources };
