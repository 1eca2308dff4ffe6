import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import i18nConfig from '../../../next-i18next.config.js';
import { log } from '@/server/log';
import { getTranslationProps } from './get-translation-props';

type Store = Record<string, Record<string, Record<string, unknown>>>;

function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  const write = (locale: string, ns: string, data: object) => {
    fs.mkdirSync(path.join(dir, locale), { recursive: true });
    fs.writeFileSync(path.join(dir, locale, `${ns}.json`), JSON.stringify(data));
  };
  write('en', 'common', { brand: 'Vidloom', nav: { pricing: 'Pricing', help: 'Help' } });
  write('en', 'get-started', { cta: 'Get started' });
  write('en', 'help', { title: 'Help center' });
  write('en', 'home', { title: 'Home' });
  write('es', 'common', { brand: 'Vidloom', nav: { pricing: 'Precios' } });
  write('es', 'get-started', { cta: 'Empezar' });
  // es/help.json is missing on purpose.
  return dir;
}

describe('getTranslationProps', () => {
  const localePath = fixture();
  const config = { ...i18nConfig, localePath };

  it('loads exactly common, get-started and the route namespaces, English merged under Spanish', async () => {
    const props = await getTranslationProps('es', '/help', config);
    const next = props._nextI18Next!;
    expect(next.initialLocale).toBe('es');
    expect(next.ns).toEqual(['common', 'get-started', 'help']);
    const store = next.initialI18nStore as Store;
    expect(Object.keys(store)).toEqual(['es']);
    expect(store.es!.common).toEqual({ brand: 'Vidloom', nav: { pricing: 'Precios', help: 'Help' } });
    expect(store.es!['get-started']).toEqual({ cta: 'Empezar' });
    expect(store.es!.help).toEqual({ title: 'Help center' });
    expect(store.es!.home).toBeUndefined();
  });

  it('logs a missing namespace file once per process', async () => {
    const warn = vi.spyOn(log, 'warn');
    const dir = fixture();
    const cfg = { ...i18nConfig, localePath: dir };
    await getTranslationProps('es', '/help', cfg);
    await getTranslationProps('es', '/help', cfg);
    const calls = warn.mock.calls.filter(
      ([obj]) => (obj as { namespace?: string }).namespace === 'help' && (obj as { locale?: string }).locale === 'es',
    );
    expect(calls).toHaveLength(1);
    warn.mockRestore();
  });

  it('serves English for an unknown locale', async () => {
    const props = await getTranslationProps('xx', '/help', config);
    expect(props._nextI18Next!.initialLocale).toBe('en');
    expect((props._nextI18Next!.initialI18nStore as Store).en!.help).toEqual({ title: 'Help center' });
  });
});
