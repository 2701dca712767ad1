import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { DialectName } from './db/dialect';
import type { Stores } from './stores';
import type { PrincipalService } from './plugins/principals';
import type { SmsSender } from './resources/system/sms/sms-sender';

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
  /** `YYYY-MM-DD HH:mm:ss` in the configured time zone */
  now(): string;
  /** every route registered, for the declaration check and its test */
  routes: RouteInfo[];
}
