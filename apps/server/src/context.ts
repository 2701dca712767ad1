import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/dialect';
import type { Stores } from './stores';
import type { PrincipalService } from './plugins/principals';
import type { SmsSender } from './lib/sms-sender';
import type { JobClassRegistry } from './plugins/scheduler/job-classes';
import type { Scheduler } from './plugins/scheduler/scheduler';
import type { NoticeHub } from './lib/notice-hub';
import type { GatewayRouteTable } from './plugins/gateway/route-table';
import type { DefinitionSource } from './plugins/definition-source';

export interface RouteInfo {
  method: string;
  url: string;
  config: Record<string, unknown>;
}

/** What routes and services need, passed explicitly rather than hung on the Fastify instance. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  stores: Stores;
  principals: PrincipalService;
  sms: SmsSender;
  /** live notices to the users' `/websocket/{userId}` sockets, on every instance */
  notices: NoticeHub;
  /** `YYYY-MM-DD HH:mm:ss` in the configured time zone */
  now(): string;
  /** every route registered, for the declaration check and its test */
  routes: RouteInfo[];
  /** the job classes scheduled jobs may name; a module registers its own while registering its routes */
  jobClasses: JobClassRegistry;
  /** runs the scheduled jobs of this instance */
  scheduler: Scheduler;
  /** the enabled gateway routes the proxy serves, kept current on every instance */
  gateway: GatewayRouteTable;
  /** every resource the kit serves by name: code-defined and defined at run time, kept current on every instance */
  definitions: DefinitionSource;
}
