import { useTranslation } from '@/lib/i18n/react';
import { lazy, Suspense } from 'react';
import { Modal } from '@/components/dialog/Modal';

// Only needed when the server asks for the captcha (an anonymous device's first video of the day).
const CaptchaWidget = lazy(() =>
  import('@/features/auth/CaptchaWidget').then((module) => ({ default: module.CaptchaWidget })),
);

/** The captcha a create asks for (useGenerate's verify state), for a mode's form and the storyboard alike. */
export function CreateVerify({
  attempt,
  onClose,
  onVerified,
}: {
  attempt: number;
  onClose: () => void;
  onVerified: (payload: string) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('common:auth.title.verify')}
      description={t('app:verifyIntro')}
      testId="create-verify"
    >
      <div className="mt-4">
        <Suspense fallback={null}>
          <CaptchaWidget key={attempt} onVerified={onVerified} />
        </Suspense>
      </div>
    </Modal>
  );
}
