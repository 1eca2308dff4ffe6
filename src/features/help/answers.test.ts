import { i18nFor, messages } from '../../../tests/support/i18n-render';
import { PLANS, QUEUE_FAIR_STEP_MINUTES } from '@/lib/plans';
import { helpAnswer } from './answers';

const facts = { modelCount: 4 };

describe('help answers with figures', () => {
  it('says which modes Free covers, from the plan switches: every one but Extend', async () => {
    const i18n = await i18nFor(['help', 'common']);
    const answer = helpAnswer(i18n.t, 'en', 'plans', facts);
    expect(answer).toMatch(/^Free is enough to try Generate, Effects, Add sound, Add speech and Upscale\./);
    expect(answer).toContain('Pro and Ultra add Extend,');
    expect(answer).not.toContain('every mode');
  });

  it('gives every plan its head start, the fairness step and the bound, in minutes from the plan table', async () => {
    const i18n = await i18nFor(['help', 'common']);
    const answer = helpAnswer(i18n.t, 'en', 'priority', facts);
    expect(answer).toContain(
      `Free ${PLANS.free.queueHeadStartMinutes} minute, Basic ${PLANS.basic.queueHeadStartMinutes} minutes, ` +
        `Pro ${PLANS.pro.queueHeadStartMinutes} minutes and Ultra ${PLANS.ultra.queueHeadStartMinutes} minutes.`,
    );
    expect(answer).toContain(`places your next one ${QUEUE_FAIR_STEP_MINUTES} minute later`);
    expect(answer).toContain('sent more than 10 minutes after it');
    expect(answer).not.toMatch(/\{\{|faster/);
  });

  it('counts the models this server offers, in the plural form of the language', async () => {
    const en = await i18nFor(['help', 'common']);
    expect(helpAnswer(en.t, 'en', 'models', { modelCount: 1 })).toMatch(/^You can use 1 model here now\./);
    expect(helpAnswer(en.t, 'en', 'models', { modelCount: 17 })).toMatch(/^You can choose from 17 models here now\./);
    const ru = await i18nFor(['help', 'common'], 'ru');
    const forms = messages('ru', 'help').faq.models;
    // Russian says 1 and 21 alike, and 3 and 5 otherwise.
    expect(helpAnswer(ru.t, 'ru', 'models', { modelCount: 21 })).toBe(forms.a_one.replace('{{count, number}}', '21'));
    expect(helpAnswer(ru.t, 'ru', 'models', { modelCount: 3 })).toBe(forms.a_few.replace('{{count, number}}', '3'));
    expect(helpAnswer(ru.t, 'ru', 'models', { modelCount: 5 })).toBe(forms.a_many.replace('{{count, number}}', '5'));
    expect(forms.a_one).not.toBe(forms.a_many);
  });

  it('writes the lists and numbers of the page language', async () => {
    const de = await i18nFor(['help', 'common'], 'de');
    const answer = helpAnswer(de.t, 'de', 'priority', facts);
    expect(answer).toContain('Free 1 Minute');
    expect(answer).toContain('und Ultra 10 Minuten');
    const fa = await i18nFor(['help', 'common'], 'fa');
    expect(helpAnswer(fa.t, 'fa', 'priority', facts)).toContain('۱۰');
  });
});
