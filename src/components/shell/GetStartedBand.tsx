import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { selectSignedIn, useUserStore } from '@/stores/user-store';

/**
 * The call to action every page carries for visitors (namespace `get-started`). It asks them to
 * sign up, so a signed-in user never sees it (issue 13); until the account has loaded it shows,
 * as the server rendered it for everyone.
 */
export function GetStartedBand() {
  const { t } = useTranslation('get-started');
  const signedIn = useUserStore(selectSignedIn);
  if (signedIn) return null;
  return (
    <section aria-labelledby="get-started-title" className="mx-auto my-12 max-w-6xl px-4">
      <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="get-started-title" className="text-2xl font-semibold">
          {t('band.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{t('band.body')}</p>
        <Link
          href="/app"
          className="mt-6 inline-block rounded-full bg-surface px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('ctaFree')}
        </Link>
      </div>
    </section>
  );
}
