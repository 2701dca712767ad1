import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeResourceSpec } from '@weld/core';
import { startServer } from '../test/server';
import type { TestServer } from '../test/server';

const SPEC: RuntimeResourceSpec = {
  name: 'argonBottle',
  table: 'ext_argon_bottle',
  title: { zh_CN: '氩气瓶', en_US: 'Argon bottles' },
  fields: { bottleNo: { kind: 'text', label: { zh_CN: '瓶号', en_US: 'Bottle no.' }, max: 32 } },
};

describe('the served runtime definitions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite');
    await server.ctx.definitions.save(SPEC, 'admin', server.ctx.now(), 'zh_CN');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('are current once a reload answers, though a later reload (the resync, a message) began meanwhile', async () => {
    const { db, definitions } = server.ctx;
    // which of two reads of the table finishes first is up to the database: try it often
    for (let round = 0; round < 20; round++) {
      const before = definitions.runtimeDefinition(SPEC.name);
      // what touch does: the stored version moves on, then the definitions are read again
      await db
        .updateTable('sys_runtime_resource')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('name', '=', SPEC.name)
        .execute();
      const touched = definitions.reload();
      const resync = definitions.reload();
      await touched;
      // the caller of touch goes on to answer its request: what it serves now must be the new definition
      expect(definitions.runtimeDefinition(SPEC.name), `round ${round}`).not.toBe(before);
      await resync;
    }
  });
});
