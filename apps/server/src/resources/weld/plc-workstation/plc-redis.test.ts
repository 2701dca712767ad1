import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../../../test/server';
import { login } from '../../../test/client';
import { startInstancePair } from '../../../test/instance-pair';
import type { InstancePair } from '../../../test/instance-pair';
import { openSocket } from '../../../test/ws-client';
import { addWorkstation, push } from '../../../test/plc-fixture';

const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisUrls)('PLC live values across two instances on Redis (%s)', (redisUrl) => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair(redisUrl);
  });
  afterAll(async () => pair?.stop());

  it('a reading pushed to instance A reaches the screen whose socket is open on instance B, once', async () => {
    const { a, b } = pair;
    const tokenA = await login(a, 'admin', ADMIN_PASSWORD);
    const tokenB = await login(b, 'admin', ADMIN_PASSWORD);
    const adminId = (
      await b.ctx.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const ws = await addWorkstation(a, tokenA, { code: 'PAIR-01' }, [
      { address: 'DB1.DBD0', dataType: 'REAL', highLimit: 300 },
    ]);
    const socket = await openSocket(b.api, `/weld/plc/live/${adminId}`, tokenB);
    socket.ws.send(JSON.stringify({ cmd: 'subscribe', workstationId: ws.id }));
    expect(await socket.next()).toMatchObject({ type: 'subscribed', status: 'offline' });
    await push(a, ws.key, {
      workstation: 'PAIR-01',
      readings: [{ point: 'DB1.DBD0', ts: Date.now(), value: 321.5 }],
    });
    expect(await socket.next()).toMatchObject({ type: 'status', status: 'online' });
    expect(await socket.next()).toMatchObject({
      type: 'values',
      workstationId: ws.id,
      values: [{ pointId: ws.points['DB1.DBD0'], value: 321.5, outOfLimits: true }],
    });
    await expect(socket.next(300)).rejects.toThrow(/no frame/);
    socket.ws.close();
  });
});
