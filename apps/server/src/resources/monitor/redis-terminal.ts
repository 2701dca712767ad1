/**
 * Commands the read-only Redis terminal runs: reads and inspection only. Anything that writes, deletes,
 * blocks the server (KEYS, MONITOR) or changes its configuration is refused.
 */
export const READ_ONLY_COMMANDS = new Set([
  'GET',
  'MGET',
  'EXISTS',
  'TTL',
  'PTTL',
  'TYPE',
  'STRLEN',
  'GETRANGE',
  'HGET',
  'HMGET',
  'HGETALL',
  'HKEYS',
  'HVALS',
  'HLEN',
  'HEXISTS',
  'LRANGE',
  'LLEN',
  'LINDEX',
  'SMEMBERS',
  'SCARD',
  'SISMEMBER',
  'ZRANGE',
  'ZRANGEBYSCORE',
  'ZCARD',
  'ZSCORE',
  'ZRANK',
  'SCAN',
  'HSCAN',
  'SSCAN',
  'ZSCAN',
  'DBSIZE',
  'INFO',
  'PING',
  'TIME',
  'ECHO',
]);

/** The most answer lines the terminal shows: a huge hash or list would flood the screen. */
export const MAX_ANSWER_ITEMS = 500;

/**
 * Splits a command line into words, keeping "double" or 'single' quoted words whole.
 * @example parseCommandLine('HGET "weld:session 1" name') // ['HGET', 'weld:session 1', 'name']
 */
export function parseCommandLine(line: string): string[] {
  const words: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (const m of line.matchAll(re))
    words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? m[3] ?? ''));
  return words;
}

/**
 * Checks a terminal command: answers the reason it is refused, or null when it may run.
 * @example refusal(['FLUSHALL']) // 'notReadOnly'
 */
export function refusal(words: string[]): 'empty' | 'notReadOnly' | null {
  if (words.length === 0) return 'empty';
  return READ_ONLY_COMMANDS.has(words[0]!.toUpperCase()) ? null : 'notReadOnly';
}

/** Turns a Redis answer into lines the terminal prints, capped at MAX_ANSWER_ITEMS. */
export function answerLines(value: unknown): string[] {
  if (value === null || value === undefined) return ['(nil)'];
  if (Array.isArray(value)) {
    const flat = value.flatMap((v) => (Array.isArray(v) ? v.map(String) : [String(v)]));
    if (flat.length === 0) return ['(empty)'];
    const shown = flat.slice(0, MAX_ANSWER_ITEMS).map((v, i) => `${i + 1}) ${v}`);
    return flat.length > MAX_ANSWER_ITEMS ? [...shown, `… (${flat.length - MAX_ANSWER_ITEMS})`] : shown;
  }
  return String(value)
    .split(/\r?\n/)
    .filter((l) => l !== '');
}

/** Parses INFO's text into sections of key/value pairs. */
export function parseInfo(text: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  let section = 'default';
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('# ')) section = line.slice(2).trim().toLowerCase();
    else if (line.includes(':')) {
      const at = line.indexOf(':');
      (out[section] ??= {})[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}
