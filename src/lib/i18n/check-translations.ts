/**
 * The rules `npm run i18n:check` enforces, kept apart from the script so they are unit-tested:
 * every key English has exists in each locale (plural keys in the locale's own plural forms),
 * no locale has keys English lacks, interpolation placeholders match, no value is left as the
 * English text (brand and model names and words a language shares with English aside),
 * English-only namespaces are exact copies of English, and the typography rules of
 * ./typography.ts hold (English included).
 */
import type { Resource } from './merge-fallback';
import { type TypographyKind, typographyProblems } from './typography';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_RE = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);

export type Problem = {
  locale: string;
  namespace: string;
  key: string;
  kind:
    | 'missing'
    | 'extra'
    | 'placeholders'
    | 'not-english-copy'
    | 'missing-file'
    | 'empty'
    | 'untranslated'
    | TypographyKind;
  /** What is wrong, when the kind alone does not say it. */
  detail?: string;
};

/** Names that stay as they are in every language: the brand, plans, models, providers and effect names. */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'Vidloom',
  'Free',
  'Basic',
  'Pro',
  'Ultra',
  'Base',
  'Veo 3 Fast',
  'Veo 3 Quality',
  'Google Veo 3 Fast',
  'Google Veo 3 Quality',
  'Gemini Omni Flash',
  'VHS',
  'Glitch',
  'Parallax',
  'Google',
  'Microsoft',
  // The hosted providers' own names (the model picker's headings).
  'fal.ai',
  'Replicate',
  'OK',
  // The technical term, as Stripe and GitHub write it in every language they document.
  'Webhooks',
]);

/**
 * Words a language writes exactly as English does: a translator chose them, they are not
 * stand-ins (German "Video", French "Questions", Dutch "Account").
 */
const SAME_IN_LOCALE: Readonly<Record<string, readonly string[]>> = {
  de: ['Credits', 'Prompt', 'Studio', 'System', 'Video', 'Video {{id}}'],
  es: ['Legal', 'Plan'],
  // French "village", Dutch and Turkish "park": the native words for the place chips (app:scene.settings).
  fr: ['Date', 'E-mail', 'Image {{n, number}}', 'Notifications', 'Questions', 'Studio', 'village'],
  id: ['Legal', 'Model', 'Prompt', 'Studio', 'Video', 'Video {{id}}'],
  it: ['Account', 'E-mail', 'Home', 'Password', 'Prompt', 'Studio', 'Video', 'Video {{id}}'],
  // Dutch "storm" and "wind" are the native words for the weather chips (app:scene.weathers).
  nl: [
    'Account',
    'Credits',
    'E-mail',
    'Effect',
    'Home',
    'Model',
    'Product',
    'Prompt',
    'Studio',
    'Video',
    'Video {{id}}',
    '{{count, number}} credit',
    '{{count, number}} credits',
    'storm',
    'wind',
    'park',
  ],
  pt: ['E-mail', 'Prompt'],
  tr: ['Model', 'Plan', 'Video', 'Video {{id}}', 'park'],
  vi: ['Studio', 'Video', 'Video {{id}}'],
};

/** True when a text has words to translate: placeholders, tags, numbers, symbols and units (s, p) do not count. */
export function hasWords(value: string): boolean {
  const rest = value
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b\d*(s|p)\b/g, ' ')
    .replace(/©\s*\S+/g, ' ');
  return /\p{L}/u.test(rest);
}

function leftInEnglish(locale: string, value: string, english: string | undefined): boolean {
  return (
    value === english &&
    hasWords(value) &&
    !SAME_IN_EVERY_LANGUAGE.has(value) &&
    !(SAME_IN_LOCALE[locale] ?? []).includes(value)
  );
}

export function flatten(resource: Resource, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

export function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * The placeholders with their formats (`count, number`), as i18next reads them: a locale must
 * format a number the way English does, so every reader gets it in their own digits and grouping.
 */
function placeholderTokens(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*([^}]*?))?\s*\}\}/g)]
    .map((m) => (m[2] ? `${m[1]}, ${m[2].replace(/\s+/g, ' ')}` : (m[1] ?? '')))
    .sort();
}

/** The `<name>…</name>` tags of a rich text (src/lib/i18n/rich-text.tsx), each pair once. */
function tags(value: string): string[] {
  return [...value.matchAll(/<(\w+)>.*?<\/\1>/g)].map((m) => m[1] ?? '').sort();
}

/** The plural categories a language uses (i18next names its keys after them). */
function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

/**
 * The keys a locale must have for the English keys: a plural family (`x_one`, `x_other`)
 * becomes the locale's own categories (`x_one`, `x_few`, `x_many`, `x_other` in Russian).
 * Returns each required key with the English key it stands for.
 */
export function requiredKeys(english: Map<string, string>, locale: string): Map<string, string> {
  const required = new Map<string, string>();
  const categories = pluralCategories(locale);
  for (const key of english.keys()) {
    const match = PLURAL_RE.exec(key);
    if (!match) {
      required.set(key, key);
      continue;
    }
    const base = match[1] ?? '';
    for (const category of categories)
      required.set(`${base}_${category}`, english.has(`${base}_${category}`) ? `${base}_${category}` : `${base}_other`);
  }
  return required;
}

export function checkNamespace(
  locale: string,
  namespace: string,
  english: Resource,
  translated: Resource | undefined,
  { englishOnly = false }: { englishOnly?: boolean } = {},
): Problem[] {
  if (!translated) return [{ locale, namespace, key: '', kind: 'missing-file' }];
  const en = flatten(english);
  const own = flatten(translated);
  const problems: Problem[] = [];
  if (englishOnly) {
    for (const [key, value] of en)
      if (own.get(key) !== value) problems.push({ locale, namespace, key, kind: 'not-english-copy' });
    for (const key of own.keys()) if (!en.has(key)) problems.push({ locale, namespace, key, kind: 'extra' });
    return problems;
  }
  const required = requiredKeys(en, locale);
  for (const [key, englishKey] of required) {
    const value = own.get(key);
    if (value === undefined) {
      problems.push({ locale, namespace, key, kind: 'missing' });
      continue;
    }
    if (value.trim() === '') problems.push({ locale, namespace, key, kind: 'empty' });
    else if (leftInEnglish(locale, value, en.get(englishKey)))
      problems.push({ locale, namespace, key, kind: 'untranslated' });
    const expected = placeholderTokens(en.get(englishKey) ?? '');
    const got = placeholderTokens(value);
    // A plural form may leave out {{count}} ("one video" for 1), never add or rename one.
    const allowed = new Set(expected);
    const missingNames = expected.filter(
      (name) => !got.includes(name) && !(name.split(',')[0] === 'count' && PLURAL_RE.test(key)),
    );
    if (got.some((name) => !allowed.has(name)) || missingNames.length > 0)
      problems.push({ locale, namespace, key, kind: 'placeholders' });
    else if (tags(en.get(englishKey) ?? '').join() !== tags(value).join())
      problems.push({ locale, namespace, key, kind: 'placeholders' });
  }
  for (const key of own.keys()) {
    if (required.has(key)) continue;
    // A plural form the language does not need is harmless only if English has it too.
    if (!en.has(key)) problems.push({ locale, namespace, key, kind: 'extra' });
  }
  problems.push(...checkTypography(locale, namespace, translated));
  return problems;
}

/** The typography problems of every string of one namespace of a locale (English included). */
export function checkTypography(locale: string, namespace: string, resource: Resource): Problem[] {
  const problems: Problem[] = [];
  for (const [key, value] of flatten(resource))
    for (const { kind, detail } of typographyProblems(locale, value))
      problems.push({ locale, namespace, key, kind, detail });
  return problems;
}

/** Fill what a locale lacks with English stand-ins (used by `npm run i18n:sync`). */
export function fillFromEnglish(
  english: Resource,
  translated: Resource | undefined,
  locale: string,
  englishOnly: boolean,
): Resource {
  if (englishOnly) return structuredClone(english);
  const en = flatten(english);
  const own = flatten(translated ?? {});
  const out: Resource = {};
  for (const [key, englishKey] of requiredKeys(en, locale)) {
    setPath(out, key, own.get(key) ?? en.get(englishKey) ?? '');
  }
  return out;
}

function setPath(target: Resource, path: string, value: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  }
  node[parts.at(-1) ?? ''] = value;
}
