import type { Config } from '../../../config';
import { digestStored, staticKey } from '../../system/upload';
import type { FileDigest } from '../../system/upload';

/** What the server knows of a stored firmware file from its bytes. */
export type FileFacts = FileDigest;

/**
 * Size and SHA-256 of a stored upload, read back from the storage (local folder or bucket) so the
 * figures describe the bytes devices will get; null when the key is no upload path or names no stored file.
 * @example await storedFileFacts(ctx.config, 'weld/firmware/nb350_….zip') // { size: 1024, checksum: '9f…' }
 */
export async function storedFileFacts(config: Config, key: string): Promise<FileFacts | null> {
  if (staticKey(key) === null) return null;
  return digestStored(config, key);
}
