import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, type ShellSettings } from '@weld/core';

const KEY = 'weld.settings';
type Listener = () => void;
const listeners = new Set<Listener>();
let current: ShellSettings = load();

function load(): ShellSettings {
  try {
    const raw = localStorage.getItem(KEY);
    return raw
      ? { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<ShellSettings>) }
      : { ...DEFAULT_SETTINGS };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Theme and layout settings of the system-settings drawer, kept in localStorage. */
export const settingsStore = {
  get: (): ShellSettings => current,
  update(patch: Partial<ShellSettings>): void {
    current = { ...current, ...patch };
    localStorage.setItem(KEY, JSON.stringify(current));
    listeners.forEach((l) => l());
  },
  reset(): void {
    localStorage.removeItem(KEY);
    current = { ...DEFAULT_SETTINGS };
    listeners.forEach((l) => l());
  },
  /** re-read localStorage (tests, other tabs) */
  reload(): void {
    current = load();
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSettings(): ShellSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
