import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET } from '@weld/core';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults, paths resolved against the working folder', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiBase: '/api',
      databaseUrl: `sqlite:${path.resolve('data/weld.db')}`,
      uploadDir: path.resolve('data/uploads'),
      redisUrl: null,
      adminPassword: null,
      loginCaptcha: true,
      timeZone: 'Asia/Shanghai',
      sessionTtlMinutes: 120,
      signSecret: DEFAULT_SIGN_SECRET,
      safeMode: false,
      logLevel: 'info',
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      API_BASE: '/backend/',
      DATABASE_URL: 'postgres://u@h/db',
      UPLOAD_DIR: '/srv/up',
      REDIS_URL: 'redis://r:6379',
      ADMIN_PASSWORD: 'Str0ng!pass',
      LOGIN_CAPTCHA: 'false',
      TZ: 'Europe/Moscow',
      SESSION_TTL_MINUTES: '30',
      SIGN_SECRET: 's',
      SAFE_MODE: 'true',
      WEB_DIST: 'web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      apiBase: '/backend',
      databaseUrl: 'postgres://u@h/db',
      uploadDir: '/srv/up',
      redisUrl: 'redis://r:6379',
      adminPassword: 'Str0ng!pass',
      loginCaptcha: false,
      timeZone: 'Europe/Moscow',
      sessionTtlMinutes: 30,
      signSecret: 's',
      safeMode: true,
      webDist: path.resolve('web'),
      logLevel: 'warn',
      trustProxyHops: 1,
    });
  });

  it('reads the HTTP and upload timeouts and the upload cap, refusing a head timeout longer than the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      uploadIdleTimeoutSeconds: 30,
      uploadMaxConcurrentPerUser: 8,
      http: { headersSeconds: 30, requestSeconds: 300, keepAliveSeconds: 72 },
    });
    const config = loadConfig({
      UPLOAD_IDLE_TIMEOUT_SECONDS: '10',
      UPLOAD_MAX_CONCURRENT_PER_USER: '2',
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_REQUEST_TIMEOUT_SECONDS: '900',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '120',
    });
    expect(config).toMatchObject({
      uploadIdleTimeoutSeconds: 10,
      uploadMaxConcurrentPerUser: 2,
      http: { headersSeconds: 5, requestSeconds: 900, keepAliveSeconds: 120 },
    });
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS \(60\) may not exceed HTTP_REQUEST_TIMEOUT_SECONDS \(30\)/);
    expect(() => loadConfig({ UPLOAD_IDLE_TIMEOUT_SECONDS: 'soon' })).toThrow(/UPLOAD_IDLE_TIMEOUT_SECONDS/);
  });

  it('refuses LOGIN_CAPTCHA=false in production with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LOGIN_CAPTCHA: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', LOGIN_CAPTCHA: 'false' })).toThrow(
      /LOGIN_CAPTCHA=false is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).loginCaptcha).toBe(true);
  });

  it('refuses a weak ADMIN_PASSWORD and other unusable values', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'admin123' })).toThrow(/ADMIN_PASSWORD is too weak/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'oracle://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TZ: 'Mars/Base' })).toThrow(/TZ/);
    expect(() => loadConfig({ LOGIN_CAPTCHA: 'maybe' })).toThrow(/LOGIN_CAPTCHA/);
  });

  it('reads DATA_SOURCE_ALLOWED_HOSTS and refuses an entry that is no host, naming it', () => {
    expect(loadConfig({}).dataSourceAllowedHosts).toEqual([]);
    const rules = loadConfig({
      DATA_SOURCE_ALLOWED_HOSTS: 'db.internal:5432, 10.0.0.0/8',
    }).dataSourceAllowedHosts;
    expect(rules.map((r) => [r.text, r.name, r.port])).toEqual([
      ['db.internal:5432', 'db.internal', 5432],
      ['10.0.0.0/8', null, null],
    ]);
    expect(() => loadConfig({ DATA_SOURCE_ALLOWED_HOSTS: 'db, http://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_SOURCE_ALLOWED_HOSTS: 'db, 10.0.0.0/33' })).toThrow(
      /DATA_SOURCE_ALLOWED_HOSTS: "10\.0\.0\.0\/33" is not a host name/,
    );
  });
});
