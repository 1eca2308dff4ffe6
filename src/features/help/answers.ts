/**
 * The help answers that state figures: each is filled in from the plan table (plans.ts) and
 * the catalogue this server offers, so the help says what the product does and changes with it.
 */
import type { TFunction } from '@/lib/i18n/translator';
import { formatList } from '@/lib/intl';
import type { Mode } from '@/lib/modes';
import { headStarts, modesFor, modesWithout, queuePassBoundMinutes } from '@/lib/plan-words';
import { PLANS, QUEUE_FAIR_STEP_MINUTES } from '@/lib/plans';

/** What the server tells the help page: the models a customer can pick here now. */
export type HelpFacts = { modelCount: number };

export function helpAnswer(t: TFunction, language: string, key: string, facts: HelpFacts): string {
  const modeNames = (modes: readonly Mode[]) =>
    formatList(
      language,
      modes.map((mode) => t(`common:modes.${mode}`)),
    );
  switch (key) {
    case 'plans':
      return t('faq.plans.a', {
        modes: modeNames(modesFor(PLANS.free)),
        paidModes: modeNames(modesWithout(PLANS.free)),
      });
    case 'models':
      return t('faq.models.a', { count: facts.modelCount });
    case 'priority': {
      const starts = headStarts().map(({ plan, minutes }) =>
        t('faq.priority.plan', { plan: t(`common:account.plans.${plan}`), count: minutes }),
      );
      return t('faq.priority.a', {
        headStarts: formatList(language, starts),
        fair: t('faq.priority.fair', { count: QUEUE_FAIR_STEP_MINUTES }),
        bound: t('faq.priority.bound', { count: queuePassBoundMinutes() }),
      });
    }
    default:
      return t(`faq.${key}.a`);
  }
}
