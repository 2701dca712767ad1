import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config, StorageConfig } from '../../../config';
import { staticFile } from './upload-paths';

/** A stored file as the static route sends it. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where accepted uploads go: the upload folder or an S3-compatible bucket (STORAGE). */
export interface FileStorage {
  /** moves a checked temporary file to `key` (a relative path such as temp/a_….pdf) */
  put(key: string, temp: string, mime: string): Promise<void>;
  /** the file at `key`, or null when there is none */
  get(key: string): Promise<StoredObject | null>;
  /** removes the file at `key`; a key with no file is not an error (it is already gone) */
  remove(key: string): Promise<void>;
  /** an address for people and browsers: the public bucket URL when configured, else null (the static route serves it) */
  publicUrl(key: string): string | null;
}

function localStorage(root: string): FileStorage {
  return {
    async put(key, temp) {
      const parts = key.split('/');
      await mkdir(join(root, ...parts.slice(0, -1)), { recursive: true });
      await rename(temp, join(root, ...parts));
    },
    async get(key) {
      const file = await staticFile(root, key);
      const found = file ? await stat(file).catch(() => null) : null;
      return file && found?.isFile() ? { body: createReadStream(file), size: found.size } : null;
    },
    async remove(key) {
      // staticFile answers null for a missing file, and for a path that would leave the root
      const file = await staticFile(root, key);
      if (file) await rm(file, { force: true });
    },
    publicUrl: () => null,
  };
}

type S3Storage = Extract<StorageConfig, { kind: 's3' }>;

const load = createRequire(import.meta.url);

function s3Storage(s3: S3Storage): FileStorage {
  // the AWS SDK (several MB of heap) loads only when uploads go to a bucket
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = load(
    '@aws-sdk/client-s3',
  ) as typeof S3;
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // plain signed PUTs: many S3-compatible stores do not take the SDK's newer checksum trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, temp, mime) {
      // bounded by UPLOAD_MAX_MB; a buffer lets the signature cover the payload over plain http too
      const body = await readFile(temp);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: mime,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return answer.Body ? { body: answer.Body as Readable, size: answer.ContentLength ?? 0 } : null;
      } catch (e) {
        if (
          e instanceof NoSuchKey ||
          (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw e;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    publicUrl: (key) =>
      s3.publicUrl ? `${s3.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}` : null,
  };
}

// one client per configuration: the SDK keeps its connections in it
const made = new WeakMap<Config, FileStorage>();

/**
 * The upload storage a configuration names.
 * @example await storageOf(ctx.config).put('temp/a_….pdf', tempFile, 'application/pdf')
 */
export function storageOf(config: Config): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.uploadDir);
    made.set(config, storage);
  }
  return storage;
}
