/** localStorage values with an optional expiry; an expired or unreadable entry reads as null. */
const PREFIX = 'weld.';

interface Entry<T> {
  value: T;
  expire: number | null;
}

export function writeStored<T>(key: string, value: T, ttlMs?: number): void {
  const entry: Entry<T> = { value, expire: ttlMs ? Date.now() + ttlMs : null };
  localStorage.setItem(PREFIX + key, JSON.stringify(entry));
}

export function readStored<T>(key: string): T | null {
  const raw = localStorage.getItem(PREFIX + key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (entry.expire !== null && entry.expire < Date.now()) {
      localStorage.removeItem(PREFIX + key);
      return null;
    }
    return entry.value;
  } catch {
    return null;
  }
}

export function removeStored(key: string): void {
  localStorage.removeItem(PREFIX + key);
}
