import { useTranslation } from '@/lib/i18n/react';
import toast from 'react-hot-toast';
import type { microsoftIdToken } from './microsoft-login';
import { useSignIn } from './SignInProvider';

/** Google's and Microsoft's buttons, each only when configured (ARCHITECTURE.md). */
export function ProviderButtons({
  busy,
  onGoogle,
  onMicrosoft,
}: {
  busy: boolean;
  onGoogle: (credential: string) => void;
  onMicrosoft: (msal: Parameters<typeof microsoftIdToken>[0]) => void;
}) {
  const { t } = useTranslation('common');
  const { google, microsoft, msal, sdks } = useSignIn();
  if (google === 'off' && microsoft === 'off') return null;
  // Only a created client can open the popup: while it loads, and for good when it could not be
  // created, the button stays disabled (SPEC §2) and says which of the two it is.
  const microsoftReady = microsoft === 'ready';
  const microsoftLabel = busy
    ? t('auth.microsoftLoading')
    : microsoftReady
      ? t('auth.microsoft')
      : microsoft === 'failed'
        ? t('auth.microsoftUnavailable')
        : t('auth.microsoftInitializing');
  return (
    <div className="mb-5 space-y-3">
      {google !== 'off' && google !== 'failed' && (
        <div className="flex min-h-10 justify-center" data-testid="google-button">
          {google === 'ready' && sdks ? (
            <sdks.GoogleButton
              onCredential={onGoogle}
              onError={() => toast.error(t('auth.errors.google'))}
              width={320}
            />
          ) : (
            <span className="text-sm text-ink-soft" role="status">
              {t('auth.googleLoading')}
            </span>
          )}
        </div>
      )}
      {microsoft !== 'off' && (
        <button
          type="button"
          data-testid="microsoft-button"
          disabled={busy || !microsoftReady}
          onClick={() => onMicrosoft(msal)}
          className="flex w-full items-center justify-center gap-3 rounded-full border border-ink/15 px-4 py-2.5 text-sm font-semibold text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 21 21" className="size-4">
            <path fill="#f25022" d="M1 1h9v9H1z" />
            <path fill="#7fba00" d="M11 1h9v9h-9z" />
            <path fill="#00a4ef" d="M1 11h9v9H1z" />
            <path fill="#ffb900" d="M11 11h9v9h-9z" />
          </svg>
          {microsoftLabel}
        </button>
      )}
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-ink-faint before:h-px before:flex-1 before:bg-ink/10 after:h-px after:flex-1 after:bg-ink/10">
        {t('auth.or')}
      </p>
    </div>
  );
}
