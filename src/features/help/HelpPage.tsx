/**
 * `/help`: the FAQ by topic (credits, plans and the queue, modes, privacy, sharing, failed videos,
 * signing in), with a search that filters questions and answers as you type, in the page's
 * language. A link to `/help#<question>` opens that answer.
 */
import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { PageHead } from '@/components/PageHead';
import { helpAnswer } from './answers';

const HELP_TOPICS = {
  credits: ['credits', 'creditsCost', 'creditsFree', 'creditsExpire'],
  plans: ['plans', 'priority', 'cancel', 'paymentFailed'],
  modes: ['modes', 'models', 'time'],
  privacy: ['privacy', 'deleteAccount'],
  sharing: ['sharing', 'privateOption', 'shareLink'],
  refunds: ['refunds', 'refundDelete'],
  signin: ['signin', 'forgot', 'videosMove'],
} as const;

/**
 * Lower case without accents, so "reembolso" finds "Reembolsó" and "ECHEC" finds "échec", and
 * with one apostrophe: French text uses the typographic ’, which keyboards do not type.
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘ʼ]/g, "'").toLocaleLowerCase();
}

export function HelpPage({ offeredModels }: { offeredModels: string[] }) {
  const { t, i18n } = useTranslation('help');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const words = fold(deferred).split(/\s+/).filter(Boolean);
  const answer = (key: string) => helpAnswer(t, i18n.language, key, { modelCount: offeredModels.length });
  const matches = (key: string) => {
    if (words.length === 0) return true;
    const text = fold(`${t(`faq.${key}.q`)} ${answer(key)}`);
    return words.every((word) => text.includes(word));
  };

  // Another page's link to one answer (the pricing page's to the queue's) opens it.
  useEffect(() => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, []);
  const topics = Object.entries(HELP_TOPICS)
    .map(([topic, keys]) => [topic, keys.filter(matches)] as const)
    .filter(([, keys]) => keys.length > 0);
  const found = topics.reduce((sum, [, keys]) => sum + keys.length, 0);

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is missing from Safari before 17, which we support */}
        <div className="mt-6" role="search">
          {/* A visible label says what the box is; the placeholder only gives short examples that fit a 320 px phone. */}
          <label htmlFor={searchId} className="mb-2 block text-sm font-medium text-ink">
            {t('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            className="w-full rounded-2xl border border-ink/15 bg-surface px-4 py-3 text-base text-ink shadow-sm focus:border-brand-500"
          />
          <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
            {words.length > 0 &&
              (found === 0 ? t('search.empty', { query: deferred.trim() }) : t('search.count', { count: found }))}
          </p>
        </div>
        {topics.map(([topic, keys]) => (
          <section key={topic} aria-labelledby={`topic-${topic}`} className="mt-8" data-topic={topic}>
            <h2 id={`topic-${topic}`} className="text-lg font-semibold text-ink">
              {t(`topics.${topic}`)}
            </h2>
            <div className="mt-3 divide-y divide-ink/10 rounded-2xl border border-ink/10">
              {keys.map((key) => (
                <details key={key} id={key} className="group p-4" open={words.length > 0} data-question={key}>
                  <summary className="cursor-pointer font-medium text-ink">{t(`faq.${key}.q`)}</summary>
                  <p className="mt-2 text-ink-soft">{answer(key)}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-10 text-sm text-ink-soft">
          <Link href="/privacy-policy" className="text-brand-700 underline-offset-4 hover:underline">
            {t('links.privacy')}
          </Link>
          {' · '}
          <Link href="/terms-of-use" className="text-brand-700 underline-offset-4 hover:underline">
            {t('links.terms')}
          </Link>
          {' · '}
          <Link href="/pricing" className="text-brand-700 underline-offset-4 hover:underline">
            {t('links.pricing')}
          </Link>
        </p>
      </div>
    </>
  );
}
