import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import { startFakeS3 } from '../resources/system/upload/fake-s3';
import { login } from './client';
import { ADMIN_PASSWORD, startServer } from './server';
import type { TestServer } from './server';

export interface S3Server {
  /** the recording S3 endpoint (MinIO is not packaged for Debian; our S3 code runs unchanged against it) */
  s3: Awaited<ReturnType<typeof startFakeS3>>;
  server: TestServer;
  /** the local upload folder, which must stay empty of uploads */
  root: string;
  /** the admin's token */
  token: string;
}

/**
 * A SQLite server with STORAGE=s3 against a fake S3 endpoint (bucket weld-files), the admin signed in,
 * for the describe block's tests; `env` adds S3 settings (e.g. S3_PUBLIC_URL).
 * @example const fx = useS3Server({ S3_PUBLIC_URL: 'https://files.weld.example/weld-files/' })
 */
export function useS3Server(env: Record<string, string> = {}): S3Server {
  const fixture = {} as S3Server;
  beforeAll(async () => {
    fixture.s3 = await startFakeS3();
    fixture.root = mkdtempSync(join(tmpdir(), 'weld-s3-'));
    const { storage } = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: fixture.s3.endpoint,
      S3_BUCKET: 'weld-files',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY: 'weldkey',
      S3_SECRET_KEY: 'weldsecret',
      ...env,
    });
    fixture.server = await startServer('sqlite', { uploadDir: fixture.root, storage });
    fixture.token = await login(fixture.server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await fixture.server?.stop();
    await fixture.s3?.close();
    if (fixture.root) rmSync(fixture.root, { recursive: true, force: true });
  });
  return fixture;
}
