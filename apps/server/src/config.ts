import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_SECRET, isStrongPassword } from '@weld/core';
import { parseHostRules } from './lib/host-allow-list';
import type { HostRule } from './lib/host-allow-list';
import { ConfigError, bool, int } from './config-values';
import { smsProviderConfig, type SmsProviderConfig } from './config-sms';

export { ConfigError } from './config-values';
export type { SmsProviderConfig } from './config-sms';

/** Everything the server reads from its environment; tests build apps from their own copy. */
export interface Config {
  port: number;
  host: string;
  /** API base path without a trailing slash, e.g. "/api" */
  apiBase: string;
  databaseUrl: string;
  uploadDir: string;
  /** largest file `/sys/common/upload` accepts, in MB (UPLOAD_MAX_MB) */
  uploadMaxMb: number;
  /** a multipart body (upload, Excel import) that sends nothing for this long answers 408 and is dropped (UPLOAD_IDLE_TIMEOUT_SECONDS) */
  uploadIdleTimeoutSeconds: number;
  /** multipart bodies one user may be sending at once, per instance; 429 beyond (UPLOAD_MAX_CONCURRENT_PER_USER) */
  uploadMaxConcurrentPerUser: number;
  /** HTTP timeouts: the request head, the whole request (head and body; not the answer), idle keep-alive connections */
  http: HttpTimeouts;
  /** where uploads are kept: the upload folder, or an S3-compatible bucket (STORAGE=s3, S3_*) */
  storage: StorageConfig;
  redisUrl: string | null;
  /** key prefix of every Redis key and channel, so instances of one deployment share them */
  redisPrefix: string;
  adminPassword: string | null;
  loginCaptcha: boolean;
  timeZone: string;
  sessionTtlMinutes: number;
  signSecret: string;
  /**
   * the original platform's 安全模式 flag (SAFE_MODE, default false), answered as `sysSafeMode` by
   * getUserPermissionByToken: the original's clients hide development tools (SQL, code generation) when it is on
   */
  safeMode: boolean;
  webDist: string;
  logLevel: string;
  /** trust X-Forwarded-For from this many proxies (behind a load balancer); 0 = the socket address */
  trustProxyHops: number;
  production: boolean;
  captchaTtlSeconds: number;
  /** wrong passwords allowed before the account locks */
  maxLoginFailures: number;
  lockMinutes: number;
  /** per-IP limits per minute */
  captchaPerMinute: number;
  loginPerMinute: number;
  smsPerMinute: number;
  /** SMS code checks (phone login, registration, forgotten password, phone change) per minute: per address, and per number from any address */
  smsChecksPerMinute: number;
  smsChecksPerNumberPerMinute: number;
  /** where SMS codes go: the server log (SMS_PROVIDER=log, the default) or an HTTP gateway (SMS_PROVIDER=http, SMS_HTTP_*) */
  sms: SmsProviderConfig;
  /** AES-256-GCM key of stored data-source passwords (DATA_SOURCE_KEY: 64 hex digits or base64 of 32 bytes); null: the key file */
  dataSourceKey: Buffer | null;
  /** key file made on first use when DATA_SOURCE_KEY is not set (DATA_SOURCE_KEY_FILE, default ./data/data-source.key) */
  dataSourceKeyFile: string;
  /**
   * hosts data sources may connect to (DATA_SOURCE_ALLOWED_HOSTS: names, IPs, CIDR ranges, each optionally
   * with :port); empty: only the product's own database server (host and port of a PostgreSQL/MySQL DATABASE_URL)
   */
  dataSourceAllowedHosts: HostRule[];
  /** how often the scheduler re-reads the jobs and the definition source the runtime resources, so changes made on another instance arrive without Redis (SCHEDULER_RESYNC_SECONDS) */
  schedulerResyncSeconds: number;
  /** online reports: a report's statement is stopped after this (REPORT_TIMEOUT_SECONDS), and an export stops at REPORT_EXPORT_MAX_ROWS rows */
  report: { timeoutSeconds: number; exportMaxRows: number };
  /** outgoing mail of message templates (SMTP_*); null: e-mail sending answers "not configured" */
  smtp: SmtpConfig | null;
}

/** Timeouts of the HTTP server, in seconds (HTTP_*_TIMEOUT_SECONDS). */
export interface HttpTimeouts {
  /** the request line and headers must arrive within this */
  headersSeconds: number;
  /** the whole request, body included, must arrive within this; the answer (a long export) is not bounded */
  requestSeconds: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveSeconds: number;
}

/** The SMTP server e-mail templates go through (nodemailer). */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  /** SMTP_USER / SMTP_PASSWORD; null: no login */
  auth: { user: string; pass: string } | null;
  /** sender address, e.g. "焊接云 <noreply@weld.example.com>" */
  from: string;
}

/** Upload storage: the local folder (UPLOAD_DIR), or an S3-compatible object store such as MinIO. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** S3_ENDPOINT, e.g. http://minio:9000; null: AWS itself */
      endpoint: string | null;
      region: string;
      bucket: string;
      /** S3_ACCESS_KEY / S3_SECRET_KEY; null: the SDK's own credential chain (AWS_* variables, instance roles) */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      /** bucket in the path (MinIO and most S3-compatible stores) rather than in the host name */
      forcePathStyle: boolean;
      /** S3_PUBLIC_URL: where the bucket's objects are readable; /minioUpload/upload answers URLs under it */
      publicUrl: string | null;
    };

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Relative file paths resolve against the working directory; sqlite: URLs keep their scheme. */
function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('sqlite:')) return url;
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:') return url;
  return `sqlite:${path.resolve(process.cwd(), file)}`;
}

/** 32 key bytes from 64 hex digits or base64; anything else is refused at start. */
function dataSourceKey(value: string | undefined): Buffer | null {
  if (!value) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new ConfigError('DATA_SOURCE_KEY must be 32 bytes: 64 hex digits or their base64 form');
  return key;
}

function allowedHosts(value: string | undefined, name: string): HostRule[] {
  try {
    return parseHostRules(value);
  } catch (err) {
    throw new ConfigError(`${name}: ${(err as Error).message}`);
  }
}

function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3' && kind !== 'minio')
    throw new ConfigError(`STORAGE must be local or s3, got "${env.STORAGE}"`);
  if (!env.S3_BUCKET) throw new ConfigError('STORAGE=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY) !== Boolean(env.S3_SECRET_KEY))
    throw new ConfigError(
      'S3_ACCESS_KEY and S3_SECRET_KEY go together: set both, or neither to use the AWS credential chain',
    );
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL']) {
    if (env[name] && !/^https?:\/\/[^\s]+$/i.test(env[name]))
      throw new ConfigError(`${name} must be an http(s) URL, got "${env[name]}"`);
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY, secretAccessKey: env.S3_SECRET_KEY }
        : null,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, true, 'S3_FORCE_PATH_STYLE'),
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

function httpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const timeouts = {
    headersSeconds: int(env.HTTP_HEADERS_TIMEOUT_SECONDS, 30, 'HTTP_HEADERS_TIMEOUT_SECONDS') || 30,
    requestSeconds: int(env.HTTP_REQUEST_TIMEOUT_SECONDS, 300, 'HTTP_REQUEST_TIMEOUT_SECONDS') || 300,
    keepAliveSeconds: int(env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS, 72, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS') || 72,
  };
  // Node refuses a head timeout longer than the whole request's
  if (timeouts.headersSeconds > timeouts.requestSeconds) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_SECONDS (${timeouts.headersSeconds}) may not exceed HTTP_REQUEST_TIMEOUT_SECONDS (${timeouts.requestSeconds})`,
    );
  }
  return timeouts;
}

function smtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD))
    throw new ConfigError(
      'SMTP_USER and SMTP_PASSWORD go together: set both, or neither for a server without login',
    );
  const port = int(env.SMTP_PORT, 587, 'SMTP_PORT');
  const from = env.SMTP_FROM || (env.SMTP_USER?.includes('@') ? env.SMTP_USER : '');
  if (!from)
    throw new ConfigError(
      'SMTP_HOST needs SMTP_FROM, the sender address (or an e-mail address as SMTP_USER)',
    );
  return {
    host: env.SMTP_HOST,
    port,
    secure: bool(env.SMTP_SECURE, port === 465, 'SMTP_SECURE'),
    auth: env.SMTP_USER && env.SMTP_PASSWORD ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : null,
    from,
  };
}

/**
 * Reads and checks the configuration; throws ConfigError with a clear message when it is unusable.
 * @example const config = loadConfig(process.env)
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const production = env.NODE_ENV === 'production';
  const loginCaptcha = bool(env.LOGIN_CAPTCHA, true, 'LOGIN_CAPTCHA');
  if (!loginCaptcha && production) {
    throw new ConfigError(
      'LOGIN_CAPTCHA=false is refused when NODE_ENV=production: the login captcha may only be switched off for scripts and tests',
    );
  }
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  if (adminPassword !== null && !isStrongPassword(adminPassword)) {
    throw new ConfigError(
      'ADMIN_PASSWORD is too weak: use 8 to 64 characters mixing digits, upper and lower case letters and symbols',
    );
  }
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/weld.db';
  if (!/^(sqlite:|postgres(ql)?:\/\/|mysql:\/\/|mariadb:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must start with sqlite:, postgres://, or mysql://, got "${databaseUrl}"`,
    );
  }
  const timeZone = env.TZ || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new ConfigError(`TZ is not a known time zone: "${timeZone}"`);
  }
  const apiBase = (env.API_BASE ?? '/api').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9/_-]+$/.test(apiBase))
    throw new ConfigError(`API_BASE must be a path such as /api, got "${env.API_BASE}"`);
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    apiBase,
    databaseUrl: resolveDatabaseUrl(databaseUrl),
    uploadDir: path.resolve(process.cwd(), env.UPLOAD_DIR || './data/uploads'),
    uploadMaxMb: int(env.UPLOAD_MAX_MB, 10, 'UPLOAD_MAX_MB') || 10,
    uploadIdleTimeoutSeconds: int(env.UPLOAD_IDLE_TIMEOUT_SECONDS, 30, 'UPLOAD_IDLE_TIMEOUT_SECONDS') || 30,
    uploadMaxConcurrentPerUser:
      int(env.UPLOAD_MAX_CONCURRENT_PER_USER, 8, 'UPLOAD_MAX_CONCURRENT_PER_USER') || 8,
    http: httpTimeouts(env),
    storage: storageConfig(env),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'weld:',
    adminPassword,
    loginCaptcha,
    timeZone,
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 120, 'SESSION_TTL_MINUTES') || 120,
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    safeMode: bool(env.SAFE_MODE, false, 'SAFE_MODE'),
    webDist: env.WEB_DIST
      ? path.resolve(process.cwd(), env.WEB_DIST)
      : path.resolve(serverDir, '../../web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxyHops: int(env.TRUST_PROXY_HOPS, 0, 'TRUST_PROXY_HOPS'),
    production,
    captchaTtlSeconds: 60,
    maxLoginFailures: 5,
    lockMinutes: 10,
    captchaPerMinute: 30,
    loginPerMinute: 60,
    smsPerMinute: 10,
    smsChecksPerMinute: 30,
    smsChecksPerNumberPerMinute: 10,
    sms: smsProviderConfig(env),
    dataSourceKey: dataSourceKey(env.DATA_SOURCE_KEY),
    dataSourceKeyFile: path.resolve(process.cwd(), env.DATA_SOURCE_KEY_FILE || './data/data-source.key'),
    dataSourceAllowedHosts: allowedHosts(env.DATA_SOURCE_ALLOWED_HOSTS, 'DATA_SOURCE_ALLOWED_HOSTS'),
    schedulerResyncSeconds: int(env.SCHEDULER_RESYNC_SECONDS, 5, 'SCHEDULER_RESYNC_SECONDS') || 5,
    report: {
      timeoutSeconds: int(env.REPORT_TIMEOUT_SECONDS, 10, 'REPORT_TIMEOUT_SECONDS') || 10,
      exportMaxRows: int(env.REPORT_EXPORT_MAX_ROWS, 1_000_000, 'REPORT_EXPORT_MAX_ROWS') || 1_000_000,
    },
    smtp: smtpConfig(env),
  };
}
