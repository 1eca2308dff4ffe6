/**
 * One value per process, whatever module copy asks. Next.js bundles each API route into a
 * module graph of its own, apart from the custom server that loads them (and a route may be
 * bundled again for another route), so a module-level variable would exist once per copy: the
 * database, the catalogue or the job signals would quietly differ between routes. Keyed on
 * globalThis through Symbol.for, which every copy resolves to the same symbol.
 *
 * Isomorphic (globalThis only): the catalogue in src/lib and the engine's HTTP limits use it too.
 * Made on first use, never at import: a holder that needs a value from start-up keeps a box
 * here and start-up fills it.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`vidloom.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  let value = store[key];
  if (value === undefined) {
    value = create();
    store[key] = value;
  }
  return value;
}
