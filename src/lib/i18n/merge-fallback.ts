/**
 * English is the fallback of every locale (SPEC §4 "Translation"): the English strings are
 * merged under the chosen language, so a key a translation lacks shows in English rather
 * than as a raw key, and the page ships one resource set instead of two.
 */
export type Resource = { [key: string]: string | Resource };

function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `fallback` with every value that `primary` has put over it, recursively. Neither input changes. */
export function mergeFallback(fallback: Resource | undefined, primary: Resource | undefined): Resource {
  const out: Resource = { ...(fallback ?? {}) };
  for (const [key, value] of Object.entries(primary ?? {})) {
    const base = out[key];
    if (isResource(value)) {
      out[key] = mergeFallback(isResource(base) ? base : undefined, value);
    } else if (typeof value === 'string' && (value !== '' || base === undefined)) {
      // An empty translation is a translator's placeholder, not a wish for an empty text.
      out[key] = value;
    }
  }
  return out;
}
