/**
 * The login popup (SPEC §2 "Login popup", type SignIn): e-mail sign-in, registration with an
 * e-mailed code, password reset, and the Google and Microsoft buttons when configured. Its
 * modal state is `initial` (the forms) or `verify`: when a sign-in answers 100001/100002, the
 * ALTCHA widget appears and the same call is retried with its payload; a refused payload
 * toasts that the verification did not pass ('Authentication failed' in SPEC) and shows a fresh widget. Loaded only when it first opens.
 */
import { useTranslation } from '@/lib/i18n/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '@/components/dialog/Modal';
import { useUserStore } from '@/stores/user-store';
import { apiClient } from './account-runtime';
import { CodeField } from './CodeField';
import { LoginFooter } from './LoginFooter';
import { type LoginErrors, type LoginField, type LoginView, loginErrors } from './login-validation';
import { microsoftIdToken } from './microsoft-login';
import { PasswordField } from './PasswordField';
import { ProviderButtons } from './ProviderButtons';
import { googleCall, loginCall, outlookCall, registerCall } from './sign-in-calls';
import { TextField } from './TextField';
import { useCodeSender } from './useCodeSender';
import { useLoginDescription } from './useLoginDescription';
import { useSignInAttempt } from './useSignInAttempt';
import { VerifyStep } from './VerifyStep';

export function LoginDialog() {
  const { t, i18n } = useTranslation('common');
  const closeDialog = useUserStore((state) => state.closeDialog);
  const [view, setView] = useState<LoginView>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const { busy, setBusy, retry, cancelRetry, attempt } = useSignInAttempt();
  const { codeSentTo, setCodeSentTo, sendingCode, cooldown, sendCode } = useCodeSender();
  const description = useLoginDescription(view, retry !== null);
  const normalizedEmail = email.trim().toLowerCase();

  function switchView(next: LoginView) {
    setView(next);
    setErrors({});
    setPassword('');
    setCode('');
    setCodeSentTo(null);
  }

  function validate(fields: LoginField[]): boolean {
    const next = loginErrors(view, fields, { email: normalizedEmail, password, code, codeSentTo }, t);
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function requestCode() {
    if (!validate(['email'])) return;
    void sendCode(normalizedEmail, view === 'reset' ? 'reset' : 'register', (message) => setErrors({ code: message }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (view === 'signIn') {
      if (!validate(['email', 'password'])) return;
      await attempt(loginCall(normalizedEmail, password), 'auth.signedIn');
    } else if (view === 'register') {
      if (!validate(['email', 'code', 'password'])) return;
      await attempt(
        registerCall({ email: normalizedEmail, password, code: code.trim(), locale: i18n.language }),
        'auth.registered',
      );
    } else {
      if (!validate(['email', 'code', 'password'])) return;
      await resetPassword();
    }
  }

  /** The reset ends every session; it then signs in with the new password. */
  async function resetPassword() {
    setBusy(true);
    try {
      await apiClient().post('/api/auth/reset-password', { email: normalizedEmail, code: code.trim(), password });
    } catch {
      setBusy(false);
      return;
    }
    await attempt(loginCall(normalizedEmail, password), 'auth.passwordChanged');
  }

  async function microsoftSignIn(msal: Parameters<typeof microsoftIdToken>[0]) {
    setBusy(true);
    const outcome = await microsoftIdToken(msal);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.reason === 'cancelled') console.info('Microsoft sign-in cancelled by the user');
      else if (outcome.reason === 'other') toast.error(outcome.message || t('auth.errors.loginFailed'));
      else toast.error(t(`auth.errors.${outcome.reason}`));
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
            <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
              <TextField
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  if (codeSentTo && value.trim().toLowerCase() !== codeSentTo) setCodeSentTo(null);
                }}
                error={errors.email}
                autoFocus
              />
              {view !== 'signIn' && (
                <CodeField
                  code={code}
                  onCode={setCode}
                  error={errors.code}
                  sending={sendingCode}
                  cooldown={cooldown}
                  sentTo={codeSentTo}
                  onSend={requestCode}
                />
              )}
              <PasswordField
                label={view === 'reset' ? t('auth.newPassword') : t('auth.password')}
                hint={view === 'signIn' ? undefined : t('auth.passwordHint')}
                autoComplete={view === 'signIn' ? 'current-password' : 'new-password'}
                value={password}
                onChange={setPassword}
                error={errors.password}
              />
              {view === 'signIn' && (
                <p className="-mt-2 text-end">
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 hover:underline"
                    onClick={() => switchView('reset')}
                  >
                    {t('auth.forgotPassword')}
                  </button>
                </p>
              )}
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
              >
                {busy ? t('auth.working') : t(`auth.submit.${view}`)}
              </button>
            </form>
            <LoginFooter view={view} onView={switchView} onLeave={closeDialog} />
          </>
        )}
      </div>
    </Modal>
  );
}
