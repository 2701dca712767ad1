import { resourceRegistry } from '@weld/core';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext, RouteInfo } from './context';
import { openDatabase } from './db/dialect';
import { migrateToLatest } from './db/migrations';
import { ensureAdmin } from './db/bootstrap';
import { formatDateTime } from './db/time';
import { createStores } from './stores';
import { PrincipalService } from './plugins/principals';
import { registerEnvelope } from './plugins/envelope';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMultipart } from './plugins/multipart';
import { registerAccessHook } from './plugins/access';
import { registerValueGuards } from './plugins/value-guard';
import { checkDeclaration } from './plugins/public-routes';
import { registerSwagger } from './plugins/docs';
import { registerHealthAndDocs } from './plugins/health';
import { registerWeb } from './plugins/web';
import { registerCompression } from './plugins/compress';
import { registerWebsocket } from './plugins/websocket';
import { registerOperationLog } from './plugins/operation-log';
import { registerMonitorRoutes, startMonitorProbes } from './resources/monitor/monitor.routes';
import { NoticeHub } from './lib/notice-hub';
import { registerResources } from './kit/register-all';
import { registerRuntimeRoutes } from './kit/runtime-routes';
import { RESOURCE_MODULES } from './resources/modules.generated';
import { moduleHooks, runtimeHookProviders } from './kit/resource-module';
import { smsSenderFor } from './resources/system/sms/sms-provider';
import type { SmsSender } from './lib/sms-sender';
import { JobClassRegistry } from './plugins/scheduler/job-classes';
import { BUILTIN_JOBS } from './plugins/scheduler/builtin-jobs';
import { Scheduler } from './plugins/scheduler/scheduler';
import { GatewayRouteTable } from './plugins/gateway/route-table';
import { DefinitionSource } from './plugins/definition-source';
import { registerGatewayProxy } from './plugins/gateway/gateway-proxy';
import './plugins/route-config';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** set only on the start that created the admin with a generated password */
  generatedAdminPassword: string | null;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** where the generated admin password is printed once; stdout by default */
  print?: (line: string) => void;
  /** pino logger options; false silences the log (tests) */
  logger?: boolean | Record<string, unknown>;
  /** SMS provider; by default the one `config.sms` names */
  sms?: SmsSender;
}

/**
 * Opens the database, migrates and seeds it, creates the stores and builds the Fastify app with every
 * route. The caller listens and closes.
 * @example const { app, close } = await buildApp(loadConfig(process.env))
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const { db, dialect, pool } = openDatabase(config.databaseUrl);
  const now = () => formatDateTime(new Date(), config.timeZone);
  let stores;
  try {
    await migrateToLatest(db, now, dialect);
    stores = await createStores(config);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const admin = await ensureAdmin(db, config.adminPassword, now());
  if (admin.generatedPassword) {
    (options.print ?? ((line: string) => process.stdout.write(`${line}\n`)))(
      `Created the admin user with the generated password: ${admin.generatedPassword}\n` +
        'It is shown only this once and must be changed at the first sign-in.',
    );
  }

  const principals = new PrincipalService(db, stores.cache, stores.pubsub);
  await principals.start();
  const routes: RouteInfo[] = [];
  const notices = new NoticeHub(stores.pubsub);
  await notices.start();
  const jobClasses = new JobClassRegistry(BUILTIN_JOBS);
  const scheduler = new Scheduler(() => ctx, jobClasses, config.schedulerResyncSeconds * 1000);
  const gateway = new GatewayRouteTable(db, stores.pubsub);
  const definitions = new DefinitionSource(
    db,
    stores.pubsub,
    resourceRegistry,
    config.schedulerResyncSeconds * 1000,
  );
  const ctx: AppContext = {
    config,
    db,
    dialect,
    stores,
    principals,
    sms: options.sms ?? smsSenderFor(config.sms),
    notices,
    now,
    routes,
    jobClasses,
    scheduler,
    gateway,
    definitions,
  };

  const timeouts = config.http;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // a request must arrive whole in time (a stalled body would hold its socket, and an upload its file,
    // for good); the answer is not bounded, so long exports still stream
    requestTimeout: timeouts.requestSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    http: {
      headersTimeout: timeouts.headersSeconds * 1000,
      requestTimeout: timeouts.requestSeconds * 1000,
      // how often Node looks for requests over those limits (its default, 30 s, is coarser than short limits)
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, (timeouts.headersSeconds * 1000) / 10)),
    },
    trustProxy:
      config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    routerOptions: { maxParamLength: 200 },
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const info = { method, url: route.url, config: (route.config ?? {}) as Record<string, unknown> };
      checkDeclaration(info, config.apiBase);
      routes.push(info);
    }
  });
  registerEnvelope(app);
  registerCompression(app);
  registerJsonBodyParser(app);
  await registerSwagger(app);
  await registerWebsocket(app);
  registerAccessHook(app, ctx);
  registerValueGuards(app);
  const probes = startMonitorProbes(app, ctx);
  const operationLog = registerOperationLog(app, ctx);
  app.addHook('onClose', () => operationLog.flush());
  await registerMultipart(app);

  await app.register(
    async (api) => {
      registerHealthAndDocs(api, ctx);
      registerMonitorRoutes(api, ctx, probes, pool);
      // every resource folder's own routes (resources/**/module.ts), then the kit's standard ones
      for (const module of RESOURCE_MODULES) module.routes?.(api, ctx);
      registerResources(api, ctx, moduleHooks(RESOURCE_MODULES));
      registerRuntimeRoutes(api, ctx, runtimeHookProviders(RESOURCE_MODULES, ctx));
      registerGatewayProxy(api, ctx);
    },
    { prefix: config.apiBase },
  );
  await registerWeb(app, { root: config.webDist, apiBase: config.apiBase });
  await gateway.start(app.log);
  await definitions.start(app.log);
  await app.ready();
  // jobs start once every module has registered its job classes
  await scheduler.start(app.log);

  return {
    app,
    ctx,
    generatedAdminPassword: admin.generatedPassword,
    close: async () => {
      await scheduler.stop();
      definitions.stop();
      await app.close();
      await stores.close();
      await db.destroy();
    },
  };
}
