import type { Locale } from '@weld/core';
import type { Config } from '../../../config';
import { fieldError } from '../../../lib/errors';
import { HostNotAllowedError, allowedAddress, hostRule } from '../../../lib/host-allow-list';
import type { HostRule } from '../../../lib/host-allow-list';
import { failureOf, networkTarget } from './connection-test';
import type { DbType } from './connection-test';

/**
 * The hosts data sources may connect to: DATA_SOURCE_ALLOWED_HOSTS, or when it is empty the product's
 * own database server (host and port of a PostgreSQL/MySQL DATABASE_URL; nothing with SQLite).
 * @example testConnection(settings, dataSourceHostRules(ctx.config))
 */
export function dataSourceHostRules(
  config: Pick<Config, 'dataSourceAllowedHosts' | 'databaseUrl'>,
): HostRule[] {
  if (config.dataSourceAllowedHosts.length > 0) return config.dataSourceAllowedHosts;
  const own = /^(postgres(?:ql)?|mysql|mariadb):\/\//i.exec(config.databaseUrl);
  if (!own) return [];
  let url: URL;
  try {
    url = new URL(config.databaseUrl);
  } catch {
    return [];
  }
  if (url.hostname === '') return [];
  const port = url.port ? Number(url.port) : own[1].toLowerCase().startsWith('postgres') ? 5432 : 3306;
  const rule = hostRule(url.hostname, port);
  return rule ? [rule] : [];
}

/**
 * Refuses (400, naming the host, with the message under `dbUrl` in `result.errors` for the form and the
 * import report) a data source whose URL points at a host outside the allow-list. A URL naming no host
 * (SQLite, or malformed: a test answers that one) passes; so does a listed name that does not resolve
 * from here yet.
 */
export async function assertAllowedHost(
  rules: HostRule[],
  dbType: string,
  dbUrl: string,
  lang: Locale,
): Promise<void> {
  if (dbType !== 'mysql' && dbType !== 'postgresql') return;
  let target: { host: string; port: number };
  try {
    target = networkTarget(dbUrl, dbType as DbType, null);
  } catch {
    return;
  }
  try {
    await allowedAddress(rules, target.host, target.port);
  } catch (err) {
    if (!(err instanceof HostNotAllowedError)) return;
    const refusal = failureOf(err);
    throw fieldError(lang, 'dbUrl', refusal.key, refusal.params, refusal.status);
  }
}
