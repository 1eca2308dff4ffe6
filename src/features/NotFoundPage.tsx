import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/ButtonLink';
import { PageHead } from '@/components/PageHead';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHead title={t('notFound.title')} noindex />
      <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-brand-200" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{t('notFound.title')}</h1>
        <p className="mt-3 text-ink-soft">{t('notFound.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink href="/app">{t('notFound.studio')}</ButtonLink>
        </div>
      </div>
    </>
  );
}
