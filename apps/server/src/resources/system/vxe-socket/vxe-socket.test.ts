import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { login } from '../../../test/client';
import { openSocket } from '../../../test/ws-client';
import { parseSocketMessage } from './vxe-socket-message';

let server: TestServer;
let token: string;
let userId: string;

beforeAll(async () => {
  server = await startServer('sqlite');
  token = await login(server, 'admin', ADMIN_PASSWORD);
  userId = (await server.ctx.stores.tokens.touch(token))!.userId;
});
afterAll(async () => server?.stop());

/** A real client socket to this server, its frames collected as parsed JSON. */
const open = (path: string, protocol?: string) => openSocket(server.api, path, protocol);

describe('/vxeSocket/{userId}/{pageId}', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(open(`/vxeSocket/${userId}/page1`)).rejects.toThrow(/401/);
    await expect(open(`/vxeSocket/${userId}/page1`, 'not-a-token')).rejects.toThrow(/401/);
  });

  it('closes a socket whose path names another user', async () => {
    const { ws } = await open('/vxeSocket/someone-else/page1', token);
    const code = await new Promise((r) => ws.once('close', (c) => r(c)));
    expect(code).toBe(4403);
  });

  it('answers a heartbeat to its sender only, and passes table updates and common messages to the other pages', async () => {
    const a = await open(`/vxeSocket/${userId}/pageA`, token);
    const b = await open(`/vxeSocket/${userId}/pageB`, token);
    expect(a.ws.protocol).toBe(token);

    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '-ping-' }));
    expect(await a.next()).toEqual({ type: 'heart_beat', data: '-ping-' });

    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'weld-sequence', args: [{ id: '100000', current: 135 }, 'case-a'] },
    };
    a.ws.send(JSON.stringify(update));
    expect(await b.next()).toEqual(update);

    b.ws.send(JSON.stringify({ type: 'common_send_date', data: { key: 'reloadMachines', args: [1] } }));
    expect(await a.next()).toEqual({ type: 'common_send_date', data: { key: 'reloadMachines', args: [1] } });
    b.ws.send('not json');
    b.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 1 } }));
    a.ws.send(JSON.stringify({ type: 'heart_beat' }));
    // the malformed frames were dropped: the next thing a sees is its own heartbeat answer
    expect(await a.next()).toEqual({ type: 'heart_beat', data: null });
    expect(b.frames).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it("keeps updates within the sender's tenants and away from the sending page", async () => {
    const password = 'Welder#2026ok';
    const peerId = await createUser(server, { username: 'vxe_peer', password, tenantIds: [1] });
    await server.ctx.db
      .insertInto('sys_tenant')
      .values({
        id: 77,
        name: '另一家客户',
        status: '1',
        begin_date: null,
        end_date: null,
        create_by: 'test',
        create_time: server.ctx.now(),
      })
      .execute();
    const otherId = await createUser(server, { username: 'vxe_other', password, tenantIds: [77] });
    const peer = await open(`/vxeSocket/${peerId}/peerPage`, await login(server, 'vxe_peer', password));
    const other = await open(`/vxeSocket/${otherId}/otherPage`, await login(server, 'vxe_other', password));
    const a = await open(`/vxeSocket/${userId}/samePage`, token);
    const twin = await open(`/vxeSocket/${userId}/samePage`, token);
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'weld-sequence', args: [{ id: '7', current: 140 }] },
    };
    a.ws.send(JSON.stringify(update));
    expect(await peer.next()).toEqual(update);
    // the other tenant's page and the sender's own page hear nothing: their next frame is their own heartbeat
    for (const s of [other, twin]) {
      s.ws.send(JSON.stringify({ type: 'heart_beat', data: 'mine' }));
      expect(await s.next()).toEqual({ type: 'heart_beat', data: 'mine' });
    }
    for (const s of [peer, other, a, twin]) s.ws.close();
  });

  it('reads only the three message types', () => {
    expect(parseSocketMessage('{"type":"heart_beat"}')).toEqual({ type: 'heart_beat', data: undefined });
    expect(parseSocketMessage('{"type":"drop_table","data":{"args":[]}}')).toBeNull();
    expect(parseSocketMessage('[')).toBeNull();
  });
});
