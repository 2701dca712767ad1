import { randomBytes } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { REPORT_FOLDER } from '../../../kit/excel/report';

/** Folder when the caller names none (spec widgets §9: default upload folder temp). */
export const DEFAULT_BIZ = 'temp';
/** Half-written uploads; a dot folder, so the static route never serves it. */
export const INCOMING = '.incoming';

const SEGMENT = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_DEPTH = 3;
// 128 random bits in the name: a stored path cannot be guessed, so it can be served without a token
const RANDOM = /_[0-9a-f]{32}(?=\.[a-z0-9]+$)/;

/**
 * Folders the public static route never serves: their files leave only through routes that check rights
 * (welding programs, manuals, firmware, which devices and staff fetch through their own routes).
 */
export const PRIVATE_FOLDERS: readonly string[] = ['weld-sequence', 'weldmanual', 'weld/firmware'];

/**
 * Whether a stored path lies in a private folder (or below one), compared by whole segments and
 * without regard to case. @example isPrivatePath('weld/firmware/a_….bin') // true
 */
export function isPrivatePath(path: string): boolean {
  const lower = path.toLowerCase();
  return PRIVATE_FOLDERS.some((folder) => lower.startsWith(`${folder}/`));
}

/**
 * A `biz` folder as a safe relative path, or null when it is not one: one to three segments of
 * letters, digits, `_` or `-` (so never `..`, an absolute path or a drive), and never the reports folder.
 * @example bizFolder('weld/photos') // 'weld/photos'
 */
export function bizFolder(biz: string | undefined): string | null {
  const value = (biz ?? '').trim() || DEFAULT_BIZ;
  const parts = value.split('/');
  if (parts.length > MAX_DEPTH || !parts.every((p) => SEGMENT.test(p))) return null;
  if (parts[0].toLowerCase() === REPORT_FOLDER) return null;
  return parts.join('/');
}

/**
 * The original name reduced to letters, digits, `-` and `_` (at most 40), for people to recognise;
 * paths never use anything else of it.
 * @example safeBaseName('../../日报 v2.final.pdf') // '日报_v2_final'
 */
export function safeBaseName(original: string): string {
  const leaf = original.split(/[\\/]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  const base = (dot > 0 ? leaf.slice(0, dot) : leaf).normalize('NFC');
  const safe = base
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return [...safe].slice(0, 40).join('') || 'file';
}

/** `<safe base>_<32 hex>.<ext>`: unique, unguessable, still readable. */
export function generatedName(original: string, ext: string): string {
  return `${safeBaseName(original)}_${randomBytes(16).toString('hex')}.${ext}`;
}

/** The name a person sees for a stored path: the random part taken out. @example displayName('temp/a_0123….png') // 'a.png' */
export function displayName(stored: string): string {
  return (stored.split('/').pop() ?? stored).replace(RANDOM, '');
}

/**
 * A static path that may name a stored file (in the folder or the bucket alike), or null: no empty,
 * hidden or `..` segment, no backslash or NUL, never the reports folder.
 * @example staticKey('temp/a_….png') // 'temp/a_….png'
 */
export function staticKey(path: string): string | null {
  if (path.length === 0 || path.length > 300 || /[\\\0]/.test(path)) return null;
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p.startsWith('.'))) return null;
  if (parts[0].toLowerCase() === REPORT_FOLDER) return null;
  return path;
}

/**
 * The absolute file of a static path inside the upload root, or null when the path leaves it, names a
 * hidden or reports folder, or points through a link outside the root.
 * @example await staticFile('/srv/up', 'temp/a_….png')
 */
export async function staticFile(root: string, path: string): Promise<string | null> {
  if (staticKey(path) === null) return null;
  const parts = path.split('/');
  const file = resolve(root, ...parts);
  if (!file.startsWith(resolve(root) + sep)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return realFile.startsWith(realRoot + sep) ? realFile : null;
  } catch {
    return null;
  }
}
