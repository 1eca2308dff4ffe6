/**
 * `npm run i18n:check`: fails when a locale lacks a key English has, on extra keys, broken
 * placeholders, a value left identical to English (outside the brand and model names and the
 * words a language shares with English, src/lib/i18n/check-translations.ts), an English-only
 * namespace that drifted from English, or typography (src/lib/i18n/typography.ts, English
 * included: the ellipsis, arrows in right-to-left text, French apostrophes and no-break spaces);
 * and the glossary (src/lib/i18n/glossary.ts): each locale's one word per product term, the
 * words it chose against, its address register and its digits.
 * `npm run i18n:sync`: writes English stand-ins for whatever a locale lacks (the check then
 * lists them as untranslated until someone translates them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkNamespace, checkTypography, fillFromEnglish, flatten, type Problem } from '@/lib/i18n/check-translations';
import {
  checkGlossary,
  checkGlossaryFile,
  type EnglishGlossary,
  type GlossaryProblem,
  type LocaleGlossary,
} from '@/lib/i18n/glossary';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@/lib/i18n/locales';
import type { Resource } from '@/lib/i18n/merge-fallback';
import { ALL_NAMESPACES, ENGLISH_ONLY_NAMESPACES } from '@/lib/i18n/namespaces';

const root = path.resolve(process.argv.find((arg) => arg.startsWith('--dir='))?.slice(6) ?? 'public/locales');
const sync = process.argv.includes('--sync');
/** `--locale=tr`: report one locale's problems only (a translator's view); the exit code still counts all. */
const only = process.argv.find((arg) => arg.startsWith('--locale='))?.slice(9);

function read<T = Resource>(locale: string, namespace: string): T | undefined {
  const file = path.join(root, locale, `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

const problems: Problem[] = [];
let files = 0;
for (const namespace of ALL_NAMESPACES) {
  const english = read(DEFAULT_LOCALE, namespace);
  if (!english) {
    problems.push({ locale: DEFAULT_LOCALE, namespace, key: '', kind: 'missing-file' });
    continue;
  }
  // English is the source every locale starts from: its typography is checked too.
  problems.push(...checkTypography(DEFAULT_LOCALE, namespace, english));
  const englishOnly = ENGLISH_ONLY_NAMESPACES.includes(namespace);
  for (const locale of LOCALE_CODES) {
    if (locale === DEFAULT_LOCALE) continue;
    files += 1;
    let translated = read(locale, namespace);
    if (sync) {
      const filled = fillFromEnglish(english, translated, locale, englishOnly);
      if (JSON.stringify(filled) !== JSON.stringify(translated)) {
        fs.mkdirSync(path.join(root, locale), { recursive: true });
        fs.writeFileSync(path.join(root, locale, `${namespace}.json`), `${JSON.stringify(filled, null, 2)}\n`);
        translated = filled;
      }
    }
    problems.push(...checkNamespace(locale, namespace, english, translated, { englishOnly }));
  }
}

const glossaryProblems: GlossaryProblem[] = [];
const englishGlossary = read<EnglishGlossary>(DEFAULT_LOCALE, 'glossary');
if (!englishGlossary) throw new Error(`${root}/${DEFAULT_LOCALE}/glossary.json is missing`);
for (const locale of LOCALE_CODES) {
  if (locale === DEFAULT_LOCALE) continue;
  const glossary = read<LocaleGlossary>(locale, 'glossary');
  const fileProblems = checkGlossaryFile(locale, glossary, englishGlossary);
  glossaryProblems.push(...fileProblems);
  if (!glossary || fileProblems.length > 0) continue;
  const used = new Set<string>();
  for (const namespace of ALL_NAMESPACES) {
    if (ENGLISH_ONLY_NAMESPACES.includes(namespace)) continue;
    const english = read(DEFAULT_LOCALE, namespace);
    const translated = read(locale, namespace);
    if (!english || !translated) continue;
    for (const key of flatten(translated).keys()) used.add(`${namespace}:${key}`);
    glossaryProblems.push(...checkGlossary(locale, namespace, english, translated, englishGlossary, glossary));
  }
  for (const key of Object.keys(glossary.exceptions ?? {}))
    if (!used.has(key))
      glossaryProblems.push({
        locale,
        namespace: 'glossary',
        key,
        kind: 'glossary-file',
        detail: 'exception for no string',
      });
}

if (problems.length > 0 || glossaryProblems.length > 0) {
  for (const p of problems.filter((p) => !only || p.locale === only))
    console.error(`${p.kind.padEnd(16)} ${p.locale}/${p.namespace}.json ${p.key} ${p.detail ?? ''}`.trimEnd());
  for (const p of glossaryProblems.filter((p) => !only || p.locale === only))
    console.error(`${p.kind.padEnd(16)} ${p.locale}/${p.namespace}.json ${p.key} ${p.detail}`.trimEnd());
  console.error(
    `\ni18n:check: ${problems.length + glossaryProblems.length} problem(s) in ${files} locale files. Run \`npm run i18n:sync\` to add English stand-ins.`,
  );
  process.exit(1);
}
console.log(
  `i18n:check: ${ALL_NAMESPACES.length} namespaces x ${LOCALE_CODES.length} locales, ${files} locale files complete; glossary, register and digits kept.`,
);
