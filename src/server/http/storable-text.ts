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

type Visit = { value: unknown; key: string | null; parent: Visit | null };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path (`prompt`, `imgUrls.0`) of the first string in `value` that cannot be stored, or null.
 * The walk keeps its own stack rather than recursing, so no depth of input can overflow it, and
 * a visit links to its parent instead of copying the path, so a wide input costs linear time.
 */
export function unstorableField(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (visit.key !== null && !isStorableText(visit.key)) return pathOf(visit);
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(visit) || 'body';
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const children: [string, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [String(index), child])
      : Object.entries(item);
    // Pushed last to first, so the first field is looked at first and named when several are bad.
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, child] = children[index]!;
      pending.push({ value: child, key, parent: visit });
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
