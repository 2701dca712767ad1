import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../../config';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// binds a cipher text to its purpose: a value copied into another secret column does not decrypt there
const AAD = Buffer.from('sys_data_source.db_password');

/**
 * The key of stored data-source passwords: DATA_SOURCE_KEY when set (several instances sharing a database
 * must share it), else a random key kept in DATA_SOURCE_KEY_FILE, made (mode 0600) the first time one is needed.
 */
export function dataSourceKey(config: Pick<Config, 'dataSourceKey' | 'dataSourceKeyFile'>): Buffer {
  if (config.dataSourceKey) return config.dataSourceKey;
  const file = config.dataSourceKeyFile;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // another instance or request made it first: use theirs
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return key;
}

/** AES-256-GCM: `v1:` + base64(iv | tag | cipher text). @example encryptSecret(key, 'S3cret!') // 'v1:…' */
export function encryptSecret(key: Buffer, clear: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The clear text, or null when the value was not made with this key (or was tampered with). */
export function decryptSecret(key: Buffer, stored: string): string | null {
  if (!stored.startsWith(VERSION)) return null;
  const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
