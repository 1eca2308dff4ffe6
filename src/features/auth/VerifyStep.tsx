import { useTranslation } from '@/lib/i18n/react';
import { CaptchaWidget } from './CaptchaWidget';

/** The popup's verify state: the ALTCHA widget (a fresh one per attempt), and the way back to the forms. */
export function VerifyStep({
  attempt,
  busy,
  onVerified,
  onBack,
}: {
  attempt: number;
  busy: boolean;
  onVerified: (payload: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="space-y-4">
      <CaptchaWidget key={attempt} onVerified={onVerified} />
      {busy && (
        <p className="text-sm text-ink-soft" role="status">
          {t('auth.working')}
        </p>
      )}
      <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </div>
  );
}
