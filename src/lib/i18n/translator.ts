/**
 * The page's translator: what the browser needs of i18next, and no more (issue 18, goal 3).
 *
 * Pages get their texts from getStaticProps / getServerSideProps (next-i18next's
 * serverSideTranslations, on the server only), already one locale with English merged under it
 * (merge-fallback.ts). Reading them takes a key lookup, CLDR plurals (`_zero` for a count of 0
 * where a text has it, then `Intl.PluralRules`), `{{name}}` and `{{name, number(...)}}`
 * interpolation, `ns:` prefixes and `returnObjects`: about 1 kB instead of the 20 kB (gzip) of
 * i18next, react-i18next and next-i18next's client. The rules follow i18next's, so a text reads
 * the same here as in the server's i18next (messages.test.ts and translator.test.ts hold both).
 */
import type { Resource } from './merge-fallback';
import { dateTimeFormat, formatNumber } from '@/lib/intl';
import { formatUsd, type PriceTable } from '@/lib/money';

type TOptions = {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  ns?: string | readonly string[];
  [name: string]: unknown;
};

// biome-ignore lint/suspicious/noExplicitAny: a text or, with returnObjects, the JSON under a key
export type TFunction = (key: string, options?: TOptions) => any;

export type Translator = {
  readonly language: string;
  readonly isInitialized: true;
  t: TFunction;
  /** `t` bound to these namespaces (the first is the default), as useTranslation gives it. */
  forNamespaces(namespaces: readonly string[]): TFunction;
  getFixedT(language?: string, namespaces?: string | readonly string[]): TFunction;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** A price in US dollars in this language's format (money.ts), from the page's table when it has it. */
  money(value: number): string;
};

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([^}]+?))?\s*\}\}/g;
const NAMESPACE = /^([a-zA-Z][\w-]*):(.+)$/;

function lookup(resource: Resource | undefined, path: string): unknown {
  let node: unknown = resource;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `number` or `number(useGrouping: false, minimumFractionDigits: 1)` as Intl options. */
function formatOptions(format: string): { name: string; options: Record<string, unknown> } {
  const open = format.indexOf('(');
  if (open < 0) return { name: format.trim(), options: {} };
  const options: Record<string, unknown> = {};
  for (const pair of format.slice(open + 1, format.lastIndexOf(')')).split(/[;,]/)) {
    const [rawKey, ...rest] = pair.split(':');
    const key = rawKey?.trim();
    const value = rest.join(':').trim();
    if (!key) continue;
    options[key] =
      value === 'true' ? true : value === 'false' ? false : Number.isNaN(Number(value)) ? value : Number(value);
  }
  return { name: format.slice(0, open).trim(), options };
}

export function createTranslator(
  language: string,
  store: Record<string, Resource>,
  defaultNamespaces: readonly string[] = ['common'],
  prices: PriceTable = {},
): Translator {
  const plurals = new Intl.PluralRules(language);

  const interpolate = (text: string, options: TOptions): string =>
    text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
      const value = name.includes('.') ? lookup(options as Resource, name) : options[name];
      // As i18next does by default (skipOnVariables): a missing variable keeps its placeholder.
      if (value === undefined || value === null) return whole;
      if (format) {
        const { name: kind, options: intl } = formatOptions(format);
        if (kind === 'number' && typeof value === 'number')
          return formatNumber(language, value, intl as Intl.NumberFormatOptions);
        if (kind === 'datetime' && (value instanceof Date || typeof value === 'number'))
          return dateTimeFormat(language, intl as Intl.DateTimeFormatOptions).format(value);
      }
      return String(value);
    });

  const find = (namespaces: readonly string[], path: string, count: number | undefined): unknown => {
    for (const namespace of namespaces) {
      const resource = store[namespace];
      if (count !== undefined) {
        const suffixes = count === 0 ? ['zero', plurals.select(count), 'other'] : [plurals.select(count), 'other'];
        for (const suffix of suffixes) {
          const found = lookup(resource, `${path}_${suffix}`);
          if (typeof found === 'string') return found;
        }
      }
      const found = lookup(resource, path);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const bind =
    (namespaces: readonly string[]): TFunction =>
    (key, options = {}) => {
      let searched: readonly string[] =
        options.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : options.ns;
      let path = key;
      const prefixed = NAMESPACE.exec(key);
      if (prefixed && (prefixed[1]! in store || !path.includes(' '))) {
        searched = [prefixed[1]!];
        path = prefixed[2]!;
      }
      const count = typeof options.count === 'number' ? options.count : undefined;
      const found = find(searched, path, count);
      if (typeof found === 'string') return interpolate(found, options);
      if (found !== undefined && options.returnObjects) return found;
      if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
      return path;
    };

  const t = bind(defaultNamespaces);
  return {
    language,
    isInitialized: true,
    t,
    forNamespaces: (namespaces) => bind(namespaces.length > 0 ? namespaces : defaultNamespaces),
    getFixedT: (_language, namespaces) =>
      namespaces === undefined ? t : bind(typeof namespaces === 'string' ? [namespaces] : namespaces),
    hasResourceBundle: (lng, namespace) => lng === language && namespace in store,
    money: (value) => prices[String(value)] ?? formatUsd(language, value),
  };
}
