import { mergeFallback } from './merge-fallback';

describe('mergeFallback: English under the chosen language', () => {
  const english = { title: 'Pricing', plans: { free: 'Free', pro: 'Pro' }, perMonth: '/ month' };

  it('keeps every translated value', () => {
    expect(
      mergeFallback(english, { title: 'Precios', plans: { free: 'Gratis', pro: 'Pro' }, perMonth: '/ mes' }),
    ).toEqual({
      title: 'Precios',
      plans: { free: 'Gratis', pro: 'Pro' },
      perMonth: '/ mes',
    });
  });

  it('fills missing keys, at any depth, with English', () => {
    expect(mergeFallback(english, { title: 'Precios', plans: { free: 'Gratis' } })).toEqual({
      title: 'Precios',
      plans: { free: 'Gratis', pro: 'Pro' },
      perMonth: '/ month',
    });
  });

  it('serves English whole when the translation file is missing', () => {
    expect(mergeFallback(english, undefined)).toEqual(english);
  });

  it('treats an empty translation as missing', () => {
    expect(mergeFallback(english, { title: '' }).title).toBe('Pricing');
  });

  it('keeps keys only the translation has (plural forms English lacks)', () => {
    expect(mergeFallback({ n_one: 'one', n_other: 'many' }, { n_few: 'few', n_many: 'lots' })).toEqual({
      n_one: 'one',
      n_other: 'many',
      n_few: 'few',
      n_many: 'lots',
    });
  });

  it('does not change its inputs', () => {
    const primary = { plans: { free: 'Gratis' } };
    const before = JSON.stringify([english, primary]);
    mergeFallback(english, primary);
    expect(JSON.stringify([english, primary])).toBe(before);
  });
});
