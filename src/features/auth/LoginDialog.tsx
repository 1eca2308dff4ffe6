/**
 * The login popup (SPEC §2 "Login popup", type SignIn): e-mail sign-in, registration with an
 * e-mailed code, password reset, and the Google and Microsoft buttons when configured. Its
 * modal state is `initial` (the forms) or `verify`: when a sign-in answers 100001/100002, the
 * ALTCHA widget appears and the same call is retried with its payload; a refused payload
 * toasts that the verification did not pass ('Authentication failed' in SPEC) and shows a fresh widget. Loaded only when it first opens.
 */
import { useTranslation } from '@/lib/i18n/react';
import toast from 'react-hot-toast';
import { Modal } from '@/components/dialog/Modal';
import { useUserStore } from '@/stores/user-store';
import { LoginFooter } from './LoginFooter';
import { LoginForm } from './LoginForm';
import { microsoftIdToken } from './microsoft-login';
import { ProviderButtons } from './ProviderButtons';
import { googleCall, outlookCall } from './sign-in-calls';
import { useLoginDescription } from './useLoginDescription';
import { useLoginForm } from './useLoginForm';
import { useSignInAttempt } from './useSignInAttempt';
import { VerifyStep } from './VerifyStep';

export function LoginDialog() {
  const { t } = useTranslation('common');
  const closeDialog = useUserStore((state) => state.closeDialog);
  const { busy, setBusy, retry, cancelRetry, attempt } = useSignInAttempt();
  const form = useLoginForm({ busy, setBusy, attempt });
  const { view } = form;
  const description = useLoginDescription(view, retry !== null);

  async function microsoftSignIn(msal: Parameters<typeof microsoftIdToken>[0]) {
    setBusy(true);
    const outcome = await microsoftIdToken(msal);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.reason === 'cancelled') console.info('Microsoft sign-in cancelled by the user');
      else if (outcome.reason === 'other') {
        // MSAL's own message is English written for developers: it goes to the console, and the
        // visitor reads that the Microsoft sign-in failed, in the page's language.
        console.warn('Microsoft sign-in failed', outcome.message);
        toast.error(t('auth.errors.microsoft'));
      } else toast.error(t(`auth.errors.${outcome.reason}`));
      return;
    }
    await attempt(outlookCall(outcome.idToken), 'auth.signedIn');
  }

  return (
    <Modal
      open
      onClose={closeDialog}
      title={retry ? t('auth.title.verify') : t(`auth.title.${view}`)}
      description={description}
      testId="login-popup"
    >
      <div data-state={retry ? 'verify' : 'initial'} data-view={view} className="mt-5">
        {retry ? (
          <VerifyStep
            attempt={retry.attempt}
            busy={busy}
            onVerified={(payload) => void attempt(retry.call, retry.done, payload, retry.attempt)}
            onBack={cancelRetry}
          />
        ) : (
          <>
            {view === 'signIn' && (
              <ProviderButtons
                busy={busy}
                onGoogle={(credential) => void attempt(googleCall(credential), 'auth.signedIn')}
                onMicrosoft={microsoftSignIn}
              />
            )}
            <LoginForm form={form} busy={busy} />
            <LoginFooter view={view} onView={form.switchView} onLeave={closeDialog} />
          </>
        )}
      </div>
    </Modal>
  );
}
