import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/react';
import { richText } from '@/lib/i18n/rich-text';
import type { LoginView } from './login-validation';

/** Below the form: the way to the other views, and the agreement with its two links (which close the popup). */
export function LoginFooter({
  view,
  onView,
  onLeave,
}: {
  view: LoginView;
  onView: (view: LoginView) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <p className="mt-4 text-center text-sm text-ink-soft">
        {view === 'signIn' ? (
          <>
            {t('auth.noAccount')}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => onView('register')}
            >
              {t('auth.createAccount')}
            </button>
          </>
        ) : (
          <>
            {view === 'register' && <>{t('auth.haveAccount')} </>}
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => onView('signIn')}
            >
              {t('auth.backToSignIn')}
            </button>
          </>
        )}
      </p>
      <p className="mt-4 text-center text-xs text-ink-faint">
        {richText(t('auth.agreement'), {
          terms: (text) => (
            <Link href="/terms-of-use" className="underline" onClick={onLeave}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link href="/privacy-policy" className="underline" onClick={onLeave}>
              {text}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
