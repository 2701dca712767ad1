import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { PageResult } from '@weld/core';
import { createTestDatabase, dialects } from '../../../test/databases';
import type { TestDatabase } from '../../../test/databases';
import { flushPrefix } from '../../../test/redis';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { designOf, eventually, sampleDesign } from '../../../test/cgform-fixture';
import type { CgformFixture, Head } from '../../../test/cgform-fixture';
import type { DialectName } from '../../../db/dialect';

const REDIS = process.env.TEST_REDIS_URL;
/** SQLite without Redis (each instance re-reads every second), PostgreSQL and MariaDB over Redis when there is one. */
const setups = dialects.map((dialect) => ({ dialect, redis: dialect === 'sqlite' ? undefined : REDIS }));

describe.each(setups)(
  'a sync on instance A reaches instance B ($dialect, Redis: $redis)',
  ({ dialect, redis }) => {
    let database: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    // without Redis each instance keeps its own sessions: one sign-in per instance
    const tokens = new Map<TestServer, string>();
    const prefix = `weldtest:${randomBytes(4).toString('hex')}:`;
    const on = (server: TestServer): CgformFixture =>
      ({
        server,
        admin: tokens.get(server) ?? '',
        plain: '',
        api: (method, path, body, lang) =>
          call(server, method, path, { token: tokens.get(server), body, lang }),
      }) as CgformFixture;

    beforeAll(async () => {
      database = await createTestDatabase(dialect as DialectName);
      // with Redis the change must arrive by pub/sub: the resync is then too slow to pass the test
      const shared = {
        databaseUrl: database.url,
        schedulerResyncSeconds: redis ? 3600 : 1,
        ...(redis ? { redisUrl: redis, redisPrefix: prefix } : {}),
      };
      a = await startServer(dialect, shared);
      b = await startServer(dialect, shared);
      for (const server of [a, b]) tokens.set(server, await login(server, 'admin', ADMIN_PASSWORD));
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await database?.drop();
      if (redis) await flushPrefix(redis, prefix);
    });

    it('serves the synced form on B, and B sees a later change of its page properties', async () => {
      const added = await on(a).api<Head>('POST', '/online/cgform/api/addAll', sampleDesign('ext_twin_a'));
      expect(added.status, added.body.message).toBe(200);
      const id = added.body.result.id;
      expect((await on(b).api('GET', '/online/data/ext_twin_a/list')).status).toBe(404);
      expect((await on(a).api('POST', `/online/cgform/api/doDbSynch/${id}/normal`)).status).toBe(200);
      await eventually(async () =>
        expect((await on(b).api('GET', '/online/data/ext_twin_a/list')).status).toBe(200),
      );
      const row = await on(b).api('POST', '/online/data/ext_twin_a/add', { title: 'from B' });
      expect(row.status, row.body.message).toBe(200);

      // a label change of a synced form is published at once, on every instance
      const design = await designOf(on(a), id);
      design.fields[6] = { ...design.fields[6], dbFieldTxt: 'Heading' };
      expect((await on(a).api('PUT', '/online/cgform/api/editAll', design)).status).toBe(200);
      await eventually(async () => {
        const list = await on(b).api<PageResult<unknown>>(
          'GET',
          '/online/data/ext_twin_a/list?title=*B*',
          undefined,
          'en_US',
        );
        expect(list.body.result.total).toBe(1);
        expect(b.ctx.definitions.runtimeDefinition('ext_twin_a')?.fields.title.label).toEqual({
          zh_CN: 'Heading',
        });
      });
    });

    it('B drops the design it keeps once A takes it out of sync, changes a default, or syncs it', async () => {
      const added = await on(a).api<Head>('POST', '/online/cgform/api/addAll', sampleDesign('ext_twin_b'));
      const id = added.body.result.id;
      expect((await on(a).api('POST', `/online/cgform/api/doDbSynch/${id}/normal`)).status).toBe(200);
      const getData = () => on(b).api('GET', `/online/cgform/api/getData/${id}`);
      const dispatched = () => on(b).api('GET', '/online/data/ext_twin_b/list');
      // B serves (and keeps) the design for both paths
      await eventually(async () => expect((await dispatched()).status).toBe(200));
      expect((await getData()).status).toBe(200);
      expect((await getData()).status).toBe(200);

      // a default value (a page property) reaches B's adds
      let design = await designOf(on(a), id);
      design.fields[6] = { ...design.fields[6], fieldDefaultValue: 'from A' };
      expect((await on(a).api('PUT', '/online/cgform/api/editAll', design)).status).toBe(200);
      await eventually(async () => {
        const row = await on(b).api<string>('POST', `/online/cgform/api/form/${id}`, {});
        expect(row.status, row.body.message).toBe(200);
        const read = await on(b).api<{ title: string }>(
          'GET',
          `/online/cgform/api/form/${id}/${row.body.result}`,
        );
        expect(read.body.result.title).toBe('from A');
      });

      // a new column waits for a sync: B refuses both paths, then serves again after it
      design = await designOf(on(a), id);
      design.fields.push({ ...design.fields[6], id: undefined, dbFieldName: 'extra', orderNum: 20 });
      expect((await on(a).api('PUT', '/online/cgform/api/editAll', design)).status).toBe(200);
      await eventually(async () => {
        expect((await getData()).body.message).toBe('NO_DB_SYNC');
        expect((await dispatched()).body.message).toBe('NO_DB_SYNC');
      });
      expect((await on(a).api('POST', `/online/cgform/api/doDbSynch/${id}/normal`)).status).toBe(200);
      await eventually(async () => {
        expect((await getData()).status).toBe(200);
        expect((await dispatched()).status).toBe(200);
      });
    });
  },
);
