/**
 * The theme preference as React state shared by every theme control on the page (the model
 * picker, settings, the footer), and the page-wide sync: `system` follows the OS live, and a
 * choice made in another tab applies here too. The first paint is themed by THEME_INIT_SCRIPT.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  DARK_QUERY,
  DEFAULT_THEME,
  readTheme,
  resolveTheme,
  type Theme,
  THEME_STORAGE_KEY,
  writeTheme,
} from '@/lib/theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyStored() {
  applyTheme(document, resolveTheme(readTheme(window.localStorage), systemDark()));
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  writeTheme(window.localStorage, theme);
  applyStored();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => readTheme(window.localStorage),
    () => DEFAULT_THEME,
  );
}

/** Once per page (_app): re-applies the theme when the OS scheme or another tab's choice changes. */
export function useThemeSync(): void {
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) applyStored();
    };
    media?.addEventListener('change', applyStored);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener('change', applyStored);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
