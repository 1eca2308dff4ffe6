import { readTheme, THEME_STORAGE_KEY, writeTheme } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('theme preference', () => {
  it('defaults to system under the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(readTheme(memoryStorage())).toBe('system');
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeTheme(storage, 'dark');
    expect(storage.data.get('theme')).toBe('dark');
    expect(readTheme(storage)).toBe('dark');
  });

  it('ignores junk and storage that throws', () => {
    expect(readTheme(memoryStorage({ theme: 'neon' }))).toBe('system');
    expect(readTheme({ getItem: () => { throw new Error('denied'); } })).toBe('system');
    expect(() => writeTheme({ setItem: () => { throw new Error('quota'); } }, 'light')).not.toThrow();
  });
});
