/**
 * The theme (SPEC §1, §9): the preference is stored under `theme` in localStorage (light, dark
 * or system; default system, which follows the OS's prefers-color-scheme, live). The page is
 * themed by a class on <html> (`dark` or `light`) that Tailwind's `dark:` variant and the colour
 * variables of globals.css read. THEME_INIT_SCRIPT applies it before the first paint (inlined,
 * blocking, in _document.tsx and allowed by its hash in the CSP); applyTheme does the same
 * later, when the user chooses or the OS changes.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'system';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser chrome's colour (`theme-color`): the page surface of each theme (globals.css). */
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#121118' };

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
}

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

/** What a themed document looks like: the class, `color-scheme`, and the two meta tags. */
export function applyTheme(doc: Document, resolved: ResolvedTheme): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolved]);
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', resolved);
}

/**
 * The blocking inline script of _document.tsx: readTheme + resolveTheme + applyTheme in plain
 * ES5, so the right theme is on <html> before anything paints (no flash of light). Its exact
 * text is hashed into the Content-Security-Policy (src/server/http/security-headers.ts); the
 * unit test runs it against the functions above so the two cannot drift apart.
 */
export const THEME_INIT_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&!!window.matchMedia&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches),r=d?"dark":"light",h=document.documentElement;h.classList.toggle("dark",d);h.classList.toggle("light",!d);h.style.colorScheme=r;var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute("content",d?${JSON.stringify(THEME_COLORS.dark)}:${JSON.stringify(THEME_COLORS.light)});m=document.querySelector('meta[name="color-scheme"]');if(m)m.setAttribute("content",r)})()`;
