/**
 * Text PostgreSQL cannot store: a NUL (text and jsonb refuse U+0000) and an unpaired UTF-16
 * surrogate (not a character at all, so it cannot be encoded as UTF-8). JSON can carry both
 * (`"\u0000"`, `"\ud800"`) and a query string can carry a NUL (`%00`); the API wrapper looks
 * at every string of a request once, so no route lets one reach the database as a 500.
 */
import { CODES } from '@/lib/api/codes';
import { AppError } from './app-error';

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL text cannot store, matched on purpose
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The path (`prompt`, `imgUrls.0`) of the first string in `value` that cannot be stored, or null. */
export function unstorableField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableField(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key].join('.');
      const found = unstorableField(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws 400 naming the field when a request's body or query holds text that cannot be stored. */
export function assertStorableInput(...parts: unknown[]): void {
  for (const part of parts) {
    const field = unstorableField(part);
    if (field !== null) throw new AppError(CODES.BAD_REQUEST, 'unstorableText', null, field);
  }
}
