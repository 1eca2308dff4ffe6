import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { i18nFor, messages } from '../../../tests/support/i18n-render';
import { flatten, placeholders } from '@/lib/i18n/check-translations';
import {
  englishMessage,
  fillTemplate,
  isMessageKey,
  localServerMessage,
  type MessageKey,
  placeholderNames,
  SERVER_MESSAGES,
  saidOf,
} from './messages';

const LOCALES = readdirSync('public/locales');
/**
 * The envelope's `msg` keeps SPEC's and API.md's wording (other clients read it); the page shows
 * these in plainer English, the source its translators work from.
 */
const REWORDED: Partial<Record<MessageKey, string>> = {
  serverError: 'Something went wrong on our side. Please try again later.',
  loginExpired: 'Your session has expired. Please sign in again.',
  captchaFailed: 'The verification did not pass. Please try again.',
  // The envelope's words for developers (a field's API name, a wire format) read as plain words on the page.
  invalidRequest: 'Something in this request is not valid. Please reload the page and try again.',
  extendDuration: 'An extension can be {{first, number}} or {{second, number}} seconds long',
  multipartRequired: 'The file could not be sent. Please choose it again.',
  uploadKind: 'This type of file cannot be uploaded. Please choose an image, a video or an audio file.',
  checkoutFailed: 'The payment page could not be opened. Please try again.',
  privatePlan: 'The Private option needs a paid plan',
};
const KEYS = Object.keys(SERVER_MESSAGES) as MessageKey[];
const serverMessagesOf = (locale: string) =>
  flatten(JSON.parse(readFileSync(join('public/locales', locale, 'common.json'), 'utf8')));

/** Every source file of the server side: routes and src/server, tests left out. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('server messages by key', () => {
  it('has all 17 locales to look in', () => {
    expect(LOCALES).toHaveLength(17);
  });

  it.each(LOCALES)('finds every key the server can answer in %s, with the same {{vars}}', (locale) => {
    const texts = serverMessagesOf(locale);
    for (const key of KEYS) {
      const text = texts.get(`serverMessages.${key}`);
      expect(text, `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(text ?? '').sort(), `${locale}: ${key}`).toEqual(
        placeholderNames(SERVER_MESSAGES[key]).sort(),
      );
    }
  });

  it('has the English of the table in the English locale, word for word but for number formats', () => {
    const texts = serverMessagesOf('en');
    for (const key of KEYS) {
      if (key in REWORDED) continue;
      expect(texts.get(`serverMessages.${key}`)?.replace(/\{\{(\w+), number\}\}/g, '{{$1}}'), key).toBe(
        SERVER_MESSAGES[key],
      );
    }
  });

  it("words the page's English apart only where SPEC's envelope text reads badly (issue 17)", () => {
    const texts = serverMessagesOf('en');
    for (const [key, page] of Object.entries(REWORDED)) {
      expect(texts.get(`serverMessages.${key}`), key).toBe(page);
      expect(SERVER_MESSAGES[key as MessageKey], key).not.toBe(page);
    }
  });

  it('shows no API word on the page: no field name, wire format or provider URL in any English text', () => {
    const texts = serverMessagesOf('en');
    for (const key of KEYS) {
      const text = texts.get(`serverMessages.${key}`) ?? '';
      expect(text, key).not.toMatch(/customizeDuration|\bkind\b|multipart|checkout URL/);
    }
  });

  it('names a field by its label in the page language, and says only that the request was refused when it has none', async () => {
    const de = await i18nFor(['common'], 'de');
    const deCommon = messages('de', 'common');
    const t = (key: string, options: Record<string, unknown>) => de.t(key, options) as string;
    const text = localServerMessage(t, 'customizeDuration: customizeDuration must be between 1 and 30 seconds', {
      key: 'trimSeconds',
      vars: { field: 'customizeDuration', min: 1, max: 30 },
    });
    expect(text).toContain(deCommon.fields.customizeDuration);
    expect(text).not.toContain('customizeDuration');
    expect(
      localServerMessage(t, 'seed: seed must be a whole number', { key: 'wholeNumber', vars: { field: 'seed' } }),
    ).toBe(deCommon.serverMessages.invalidRequest);
    // A message that does not name its field keeps its own words, whatever field it came from.
    expect(
      localServerMessage(t, 'email: Please enter a valid e-mail address', {
        key: 'invalidEmail',
        vars: { field: 'email' },
      }),
    ).toBe(deCommon.serverMessages.invalidEmail);
  });

  it('raises every key somewhere in the server (no key is left unused)', () => {
    const source = [...serverSources('src/server'), ...serverSources('src/pages/api')].join('\n');
    for (const key of KEYS) expect(source.includes(`'${key}'`), key).toBe(true);
  });

  it('fills a template from its variables, and keeps a placeholder it was not given', () => {
    expect(englishMessage({ key: 'imageTooLarge', vars: { maxMb: 10 } })).toBe(
      'The file is too large. An image can be at most 10 MB.',
    );
    expect(englishMessage('badLogin')).toBe('Incorrect e-mail or password');
    expect(fillTemplate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(isMessageKey('badLogin')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it("reads an envelope's key and keeps only plain variables", () => {
    expect(saidOf({ msgKey: 'oneOf', msgVars: { field: 'plan', values: 'pro, ultra', bad: { x: 1 } } })).toEqual({
      key: 'oneOf',
      vars: { field: 'plan', values: 'pro, ultra' },
    });
    expect(saidOf({ msgKey: 'badLogin' })).toEqual({ key: 'badLogin', vars: {} });
    expect(saidOf({})).toBeNull();
    expect(saidOf({ msgKey: 'not a key!' })).toBeNull();
    expect(saidOf(null)).toBeNull();
  });

  it('translates by key with the variables, and falls back to the English message', async () => {
    const i18n = i18next.createInstance();
    const resources = Object.fromEntries(
      ['en', 'de', 'ja'].map((locale) => [
        locale,
        { common: JSON.parse(readFileSync(join('public/locales', locale, 'common.json'), 'utf8')) },
      ]),
    );
    await i18n.init({
      lng: 'de',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
    const t = (key: string, options: Record<string, unknown>) => i18n.t(key, options);
    const english = 'The file is too large. An image can be at most 10 MB.';
    // The locale's own text, its placeholders filled (with German grouping for the numbers).
    const german = (key: MessageKey, vars: Record<string, string | number>) =>
      fillTemplate(
        (serverMessagesOf('de').get(`serverMessages.${key}`) ?? '').replace(/\{\{(\w+), number\}\}/g, '{{$1}}'),
        Object.fromEntries(
          Object.entries(vars).map(([k, v]) => [k, typeof v === 'number' ? v.toLocaleString('de') : v]),
        ),
      );
    expect(localServerMessage(t, english, { key: 'imageTooLarge', vars: { maxMb: 10 } })).toBe(
      german('imageTooLarge', { maxMb: 10 }),
    );
    expect(localServerMessage(t, english, { key: 'imageTooLarge', vars: { maxMb: 10 } })).toContain('10');
    expect(localServerMessage(t, 'x', { key: 'promptLength', vars: { max: 5000 } })).toContain('5.000');
    expect(
      localServerMessage(t, 'plan: plan must be one of pro, ultra', {
        key: 'oneOf',
        vars: { field: 'plan', values: 'pro, ultra' },
      }),
    ).toBe(german('oneOf', { field: serverMessagesOf('de').get('fields.plan') ?? 'missing', values: 'pro, ultra' }));
    await i18n.changeLanguage('ja');
    expect(
      localServerMessage(t, 'Password must be 8 to 128 characters', {
        key: 'passwordLength',
        vars: { field: 'password', min: 8, max: 128 },
      }),
    ).toBe(
      (serverMessagesOf('ja').get('serverMessages.passwordLength') ?? '')
        .replace('{{min, number}}', '8')
        .replace('{{max, number}}', '128'),
    );
    // A key this page does not know (a newer server), or no key at all (an older one): the English.
    expect(localServerMessage(t, 'Something new', { key: 'somethingNew', vars: {} })).toBe('Something new');
    expect(localServerMessage(t, 'Incorrect e-mail or password', null)).toBe('Incorrect e-mail or password');
  });
});
