import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '@weld/core';
import { call, login } from '../test/client';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { PUBLIC_ROUTES } from '../plugins/public-routes';
import { judge, report, SLOW_MS } from './judge';
import type { Failure } from './judge';
import { operationsOf } from './operations';
import { CONTRACT_RUNTIME_SPEC, contractRuntime, defineRuntime } from '../test/runtime-fixture';
import type { OpenApiDocument, Operation } from './operations';
import { planRequests } from './plan';
import type { Access, CallerName, FuzzRequest } from './plan';
import { sendRaw } from './send';

/** The run's seed: fixed, so CI sends the same requests each time; FUZZ_SEED tries others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_212);
/** Only the routes whose `METHOD /path` holds this text (a replay of one route sends what the full run sent it). */
const ONLY = process.env.FUZZ_ROUTE ?? '';
/**
 * Requests in flight at once: enough to keep the server busy, few enough that timings stay honest on two
 * cores. Neighbouring requests go to the same route, so two saves of one thing meet now and then (as a
 * double click does).
 */
const CONCURRENCY = 4;
/** Routes that end the session they are called with: each such call gets a session of its own. */
const SESSION_ENDING = new Set(['POST /sys/logout']);

describe.each(dialects)('malformed requests to every route of the OpenAPI document on %s', (dialect) => {
  let server: TestServer;
  let uploadDir: string;
  const tokens: Partial<Record<CallerName, string>> = {};

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-fuzz-'));
    server = await startServer(dialect, { uploadDir });
    tokens.admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, {
      username: 'fuzznoroles',
      password: 'Fuzz#NoRoles2026',
      roleIds: [],
      tenantIds: [1],
    });
    tokens.noRoles = await login(server, 'fuzznoroles', 'Fuzz#NoRoles2026');
    await defineRuntime(server, CONTRACT_RUNTIME_SPEC);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('answers admin, a user with no roles and anonymous callers with no 5xx, no answer over 5 s and no data outside the public list', async () => {
    const apiBase = server.ctx.config.apiBase;
    const doc = await call<unknown>(server, 'GET', '/v3/api-docs', { token: tokens.admin });
    expect(doc.status).toBe(200);
    const ops = operationsOf(doc.body as unknown as OpenApiDocument, apiBase, [contractRuntime]).filter(
      (op) => op.route.includes(ONLY),
    );
    expect(ops.length).toBeGreaterThan(ONLY ? 0 : 300);

    const configs = new Map(
      server.ctx.routes.map((r) => [`${r.method} ${r.url.slice(apiBase.length)}`, r.config]),
    );
    const configOf = (op: Operation) => configs.get(op.route) ?? {};
    const accessOf = (op: Operation): Access =>
      configOf(op).access === 'public'
        ? 'public'
        : configOf(op).access === 'signedIn'
          ? 'signedIn'
          : 'permission';
    const requests = planRequests(
      ops,
      accessOf,
      { seed: SEED, sign: (params) => signParams(params, server.ctx.config.signSecret) },
      (op) => configOf(op).signed === true,
    );
    const isPublic = new Set(ops.filter((op) => PUBLIC_ROUTES.includes(op.route)).map((op) => op.route));

    // a connection per request: a reused one the server has just closed would read as a reset of the next request
    const agent = new http.Agent({ keepAlive: false });
    const failures: Failure[] = [];
    // answers by caller and status, printed with the run: a fuzz whose admin calls all bounce off a 401 tests nothing
    const statuses = new Map<string, number>();
    const tokenFor = async (request: FuzzRequest): Promise<string | undefined> => {
      if (request.ownToken || request.caller === 'anonymous') return undefined;
      if (!SESSION_ENDING.has(request.route)) return tokens[request.caller];
      return login(
        server,
        request.caller === 'admin' ? 'admin' : 'fuzznoroles',
        request.caller === 'admin' ? ADMIN_PASSWORD : 'Fuzz#NoRoles2026',
      );
    };
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const token = await tokenFor(request);
        const headers = token ? { ...request.headers, 'X-Access-Token': token } : request.headers;
        const outcome = await sendRaw(server.base, { ...request, headers }, SLOW_MS + 1_000, agent);
        const key = `${request.ownToken ? 'badToken' : request.caller} ${outcome.status ?? '-'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        const failure = judge(request, outcome, { anonymous: !token, isPublic: isPublic.has(request.route) });
        if (failure) failures.push(failure);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz on ${dialect}: ${requests.length} requests to ${ops.length} operations in ${seconds} s (seed ${SEED}), ${failures.length} failed`,
    );
    console.log(
      `answers by caller and status: ${[...statuses.entries()]
        .sort()
        .map(([k, n]) => `${k}×${n}`)
        .join(', ')}`,
    );

    // the run must not have destroyed what it stands on: both sessions still open
    for (const caller of ['admin', 'noRoles'] as const)
      expect(
        (await call(server, 'GET', '/sys/user/current', { token: tokens[caller] })).status,
        `${caller} still signed in`,
      ).toBe(200);
    expect(failures.length, report(failures, SEED, requests.length)).toBe(0);
  }, 120_000);
});
