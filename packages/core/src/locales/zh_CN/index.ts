import { common } from './common';
import { server } from './server';
import { web } from './web';

export const messages = { common, server, web };
