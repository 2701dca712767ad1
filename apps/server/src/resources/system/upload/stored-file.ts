import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../config';
import { storageOf } from './storage';
import { INCOMING } from './upload-paths';

/** What the server itself measured of a stored file. */
export interface FileDigest {
  size: number;
  /** SHA-256, lower-case hex */
  checksum: string;
}

/**
 * Size and SHA-256 of a stored file, read back from the upload storage (folder or bucket), or null
 * when nothing is stored under `key`: never what a client claims.
 * @example const digest = await digestStored(ctx.config, 'weldmanual/a_….pdf')
 */
export async function digestStored(config: Config, key: string): Promise<FileDigest | null> {
  const found = await storageOf(config).get(key);
  if (!found) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of found.body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { size, checksum: hash.digest('hex') };
}

/**
 * Stores bytes made by the server (demo files, test fixtures) under `key` through the configured storage,
 * staged in the upload folder's incoming area like every upload.
 * @example await storeBytes(ctx.config, 'weldmanual/guide_….pdf', pdfBytes, 'application/pdf')
 */
export async function storeBytes(
  config: Config,
  key: string,
  bytes: Uint8Array,
  mime: string,
): Promise<void> {
  const incoming = join(config.uploadDir, INCOMING);
  await mkdir(incoming, { recursive: true });
  const temp = join(incoming, randomUUID());
  await writeFile(temp, bytes);
  try {
    await storageOf(config).put(key, temp, mime);
  } finally {
    // a bucket copies the file; the folder storage has moved it away already
    await rm(temp, { force: true });
  }
}
