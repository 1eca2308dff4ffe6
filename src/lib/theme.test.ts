/** @vitest-environment jsdom */
import {
  applyTheme,
  readTheme,
  resolveTheme,
  THEME_COLORS,
  THEME_INIT_SCRIPT,
  THEME_STORAGE_KEY,
  type Theme,
  writeTheme,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

/** A fresh document shaped like _document.tsx renders it: light, with the two theme metas. */
function resetDocument() {
  document.documentElement.className = 'light';
  document.documentElement.style.colorScheme = 'light';
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}"><meta name="color-scheme" content="light">`;
}

function snapshot() {
  const root = document.documentElement;
  return {
    dark: root.classList.contains('dark'),
    light: root.classList.contains('light'),
    colorScheme: root.style.colorScheme,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    metaScheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
  };
}

function emulateOs(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
  })) as unknown as typeof window.matchMedia;
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
    expect(
      readTheme({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
    expect(() =>
      writeTheme(
        {
          setItem: () => {
            throw new Error('quota');
          },
        },
        'light',
      ),
    ).not.toThrow();
  });

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with a %s dark OS resolves to %s', (theme, osDark, expected) => {
    expect(resolveTheme(theme, osDark)).toBe(expected);
  });
});

describe('applying the theme', () => {
  it('sets the class, color-scheme and both metas, and back again', () => {
    resetDocument();
    applyTheme(document, 'dark');
    expect(snapshot()).toEqual({
      dark: true,
      light: false,
      colorScheme: 'dark',
      themeColor: THEME_COLORS.dark,
      metaScheme: 'dark',
    });
    applyTheme(document, 'light');
    expect(snapshot()).toEqual({
      dark: false,
      light: true,
      colorScheme: 'light',
      themeColor: THEME_COLORS.light,
      metaScheme: 'light',
    });
  });

  // The blocking script of _document.tsx is a separate ES5 text: it must do exactly what the
  // functions above do, for every stored value and OS scheme.
  it.each(['light', 'dark', 'system', 'neon', null] as const)(
    'the inline first-paint script agrees with applyTheme for stored %s',
    (stored) => {
      for (const osDark of [false, true]) {
        emulateOs(osDark);
        const storage = memoryStorage(stored === null ? {} : { theme: stored });
        resetDocument();
        applyTheme(document, resolveTheme(readTheme(storage), osDark));
        const expected = snapshot();

        resetDocument();
        if (stored === null) window.localStorage.removeItem('theme');
        else window.localStorage.setItem('theme', stored);
        new Function(THEME_INIT_SCRIPT)();
        expect(snapshot()).toEqual(expected);
      }
    },
  );

  it('the inline script survives storage that throws (private mode) and follows the OS', () => {
    emulateOs(true);
    resetDocument();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    try {
      expect(() => new Function(THEME_INIT_SCRIPT)()).not.toThrow();
    } finally {
      getItem.mockRestore();
    }
    expect(snapshot().dark).toBe(true);
  });

  it('is plain ES5 with no closing script tag, so it can be inlined and hashed as is', () => {
    expect(THEME_INIT_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`|<\/script/i);
    const themes: Theme[] = ['light', 'dark', 'system'];
    for (const theme of themes) expect(THEME_INIT_SCRIPT).toContain(JSON.stringify(theme));
  });
});
