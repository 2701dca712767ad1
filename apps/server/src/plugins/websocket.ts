import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * WebSocket support for every socket route (the grid's /vxeSocket now, /websocket later). Browsers cannot
 * set headers on a WebSocket, so the client offers its token as the sub-protocol; this hook hands it to
 * the access hook as X-Access-Token, which then checks it like any other call. Register it before the
 * access hook.
 * @example await registerWebsocket(app)
 */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket' && !request.headers['x-access-token']) {
      const offered = request.headers['sec-websocket-protocol'];
      const token = (Array.isArray(offered) ? offered[0] : offered)?.split(',')[0]?.trim();
      if (token) request.headers['x-access-token'] = token;
    }
    done();
  });
  // small frames only: heartbeats and one row per update
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
}
