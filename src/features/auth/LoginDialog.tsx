/**
 * The login popup (SPEC §2 "Login popup", type SignIn): e-mail sign-in, registration with an
 * e-mailed code, password reset, and the Google and Microsoft buttons when configured. Its
 * modal state is `initial` (the forms) or `verify`: when a sign-in answers 100001/100002, the
 * ALTCHA widget appears and the same call is retried with its payload; a refused payload
 * toasts 'Authentication failed' and shows a fresh widget. Loaded only when it first opens.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../components/dialog/Modal';
import { ApiError } from '../../lib/api/client';
import { CODE_LENGTH, isCodeFormatOk, isPasswordLengthOk } from '../../lib/credentials';
import { serverMessageKey } from '../../lib/api/server-messages';
import { PLANS } from '../../lib/plans';
import { richText } from '../../lib/i18n/rich-text';
import { useUserStore } from '../../stores/user-store';
import { apiClient, completeSignIn } from './account-runtime';
import { CaptchaWidget } from './CaptchaWidget';
import { referralSource } from './client-session';
import { microsoftIdToken } from './microsoft-login';
import { useSignIn } from './SignInProvider';

type View = 'signIn' | 'register' | 'reset';
type Field = 'email' | 'password' | 'code';
type Errors = Partial<Record<Field, string>>;
/** A sign-in call that yields a token, given the captcha payload when there is one. */
type SignInCall = (verify?: string) => Promise<string>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RESEND_SECONDS = 60;

export function LoginDialog() {
  const { t, i18n } = useTranslation('common');
  const { dialogOptions, closeDialog, anonymousFreeGrant } = useUserStore();
  const [view, setView] = useState<View>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  /** In the verify state: the call to retry with the captcha payload. */
  const [retry, setRetry] = useState<{ call: SignInCall; done: string; attempt: number } | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const normalizedEmail = email.trim().toLowerCase();

  function switchView(next: View) {
    setView(next);
    setErrors({});
    setPassword('');
    setCode('');
    setCodeSentTo(null);
  }

  /** Runs a sign-in call; on success loads the user and closes, on a captcha code moves to verify. */
  async function attempt(call: SignInCall, done: string, verify?: string, previous = 0): Promise<void> {
    setBusy(true);
    try {
      const token = await call(verify);
      const user = await completeSignIn(token);
      setRetry(null);
      toast.success(t(done, { email: user.email ?? user.name ?? '' }));
      closeDialog();
    } catch (error) {
      if (error instanceof ApiError && error.action.type === 'captcha') {
        if (verify) toast.error(t('auth.errors.authenticationFailed'));
        setRetry({ call, done, attempt: previous + 1 });
        return;
      }
      // Any other answer was already shown by the API client (server message or network error).
      setRetry(null);
    } finally {
      setBusy(false);
    }
  }

  function validate(fields: Field[]): boolean {
    const next: Errors = {};
    if (fields.includes('email') && (!EMAIL_RE.test(normalizedEmail) || normalizedEmail.length > 254)) next.email = t('auth.validation.email');
    if (fields.includes('password')) {
      if (view === 'signIn' && password.length === 0) next.password = t('auth.validation.passwordRequired');
      else if (view !== 'signIn' && !isPasswordLengthOk(password)) next.password = t('auth.validation.password');
    }
    if (fields.includes('code')) {
      if (!codeSentTo) next.code = t('auth.validation.codeFirst');
      else if (!isCodeFormatOk(code)) next.code = t('auth.validation.code');
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function sendCode() {
    if (!validate(['email'])) return;
    setSendingCode(true);
    try {
      await apiClient().get('/api/auth/send-captcha', { email: normalizedEmail, type: view === 'reset' ? 'reset' : 'register', locale: i18n.language });
      setCodeSentTo(normalizedEmail);
      setCooldown(RESEND_SECONDS);
    } catch (error) {
      // The code limits (1 a minute, 5 an hour) are said here, in the visitor's language, and the
      // dialog stays open with what was typed; anything else was shown by the API client.
      if (error instanceof ApiError && error.action.type === 'pass-through') {
        const key = serverMessageKey(error.message);
        setErrors({ code: key ? t(key) : error.message });
      }
    } finally {
      setSendingCode(false);
    }
  }

  const login = (address: string, secret: string): SignInCall => async (verify) =>
    (await apiClient().post<{ token: string }>('/api/auth/login', { email: address, password: secret }, { verify })).token;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (view === 'signIn') {
      if (!validate(['email', 'password'])) return;
      await attempt(login(normalizedEmail, password), 'auth.signedIn');
    } else if (view === 'register') {
      if (!validate(['email', 'code', 'password'])) return;
      const body = { email: normalizedEmail, password, code: code.trim(), referDomain: referralSource(), locale: i18n.language };
      await attempt(async () => (await apiClient().post<{ token: string }>('/api/auth/register', body)).token, 'auth.registered');
    } else {
      if (!validate(['email', 'code', 'password'])) return;
      setBusy(true);
      try {
        await apiClient().post('/api/auth/reset-password', { email: normalizedEmail, code: code.trim(), password });
      } catch {
        setBusy(false);
        return;
      }
      // The reset ended every session; sign in with the new password.
      await attempt(login(normalizedEmail, password), 'auth.passwordChanged');
    }
  }

  function googleSignIn(credential: string) {
    const call: SignInCall = async (verify) =>
      (await apiClient().post<{ token: string }>('/api/auth/google-login', { credential, referDomain: referralSource() }, { verify })).token;
    void attempt(call, 'auth.signedIn');
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
    const call: SignInCall = async (verify) =>
      (
        await apiClient().post<{ token: string }>('/api/auth/outlook-login', { credential: outcome.idToken, referDomain: referralSource() }, { form: true, verify })
      ).token;
    await attempt(call, 'auth.signedIn');
  }

  const title = retry ? t('auth.title.verify') : t(`auth.title.${view}`);
  const description = retry
    ? t('auth.verifyIntro')
    : view === 'signIn'
      ? dialogOptions.reason === 'limit'
        ? limitSubtitle()
        : t(dialogOptions.reason === 'daily' ? 'auth.dailyLimitSubtitle' : dialogOptions.reason === 'expired' ? 'auth.expiredSubtitle' : 'auth.subtitle')
      : undefined;

  /**
   * Out of credits (issue 13): what the video needs and what is left, and a device that never got
   * free credits because its network had them today is told so, not that it used them.
   */
  function limitSubtitle(): string {
    const { shortfall } = dialogOptions;
    const freeGrant = shortfall?.freeGrant ?? anonymousFreeGrant;
    const why = freeGrant === 'network' ? t('studio.networkGrantsUsed', { signup: PLANS.free.monthlyCredits }) : t('auth.limitSubtitle');
    return shortfall ? `${t('studio.shortfall.line', { needed: shortfall.needed, balance: shortfall.balance })} ${why}` : why;
  }

  return (
    <Modal open onClose={closeDialog} title={title} description={description} testId="login-popup">
      <div data-state={retry ? 'verify' : 'initial'} data-view={view} className="mt-5">
        {retry ? (
          <div className="space-y-4">
            <CaptchaWidget key={retry.attempt} onVerified={(payload) => void attempt(retry.call, retry.done, payload, retry.attempt)} />
            {busy && <p className="text-sm text-ink-soft" role="status">{t('auth.working')}</p>}
            <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setRetry(null)}>
              {t('auth.backToSignIn')}
            </button>
          </div>
        ) : (
          <>
            {view === 'signIn' && <ProviderButtons busy={busy} onGoogle={googleSignIn} onMicrosoft={microsoftSignIn} />}
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
                <div>
                  <div className="flex items-end gap-2">
                    <div className="flex-1">
                      <TextField
                        label={t('auth.code')}
                        hint={t('auth.codeHint')}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={CODE_LENGTH}
                        value={code}
                        onChange={(value) => setCode(value.replace(/\D/g, ''))}
                        error={errors.code}
                      />
                    </div>
                    <button
                      type="button"
                      onClick={() => void sendCode()}
                      disabled={sendingCode || cooldown > 0}
                      className="mb-6 shrink-0 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/15 disabled:text-ink-faint"
                    >
                      {sendingCode ? t('auth.sending') : cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
                    </button>
                  </div>
                  {codeSentTo && (
                    // Below the code's hint, never pulled over it (issue 13: they overlapped).
                    <p className="mt-2 text-sm text-ink-soft" role="status" data-testid="code-sent">
                      {t('auth.codeSent', { email: codeSentTo })}
                    </p>
                  )}
                </div>
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
                  <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => switchView('reset')}>
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
            <p className="mt-4 text-center text-sm text-ink-soft">
              {view === 'signIn' ? (
                <>
                  {t('auth.noAccount')}{' '}
                  <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => switchView('register')}>
                    {t('auth.createAccount')}
                  </button>
                </>
              ) : (
                <>
                  {view === 'register' && <>{t('auth.haveAccount')} </>}
                  <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => switchView('signIn')}>
                    {t('auth.backToSignIn')}
                  </button>
                </>
              )}
            </p>
            <p className="mt-4 text-center text-xs text-ink-faint">
              {richText(t('auth.agreement'), {
                terms: (text) => (
                  <Link href="/terms-of-use" className="underline" onClick={closeDialog}>
                    {text}
                  </Link>
                ),
                privacy: (text) => (
                  <Link href="/privacy-policy" className="underline" onClick={closeDialog}>
                    {text}
                  </Link>
                ),
              })}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}

/** Google's and Microsoft's buttons, each only when configured (ARCHITECTURE.md). */
function ProviderButtons({ busy, onGoogle, onMicrosoft }: { busy: boolean; onGoogle: (credential: string) => void; onMicrosoft: (msal: Parameters<typeof microsoftIdToken>[0]) => void }) {
  const { t } = useTranslation('common');
  const { google, microsoft, msal, sdks } = useSignIn();
  if (google === 'off' && microsoft === 'off') return null;
  const microsoftReady = microsoft === 'ready' || microsoft === 'failed';
  return (
    <div className="mb-5 space-y-3">
      {google !== 'off' && google !== 'failed' && (
        <div className="flex min-h-10 justify-center" data-testid="google-button">
          {google === 'ready' && sdks ? (
            <sdks.GoogleButton onCredential={onGoogle} onError={() => toast.error(t('auth.errors.google'))} width={320} />
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
          {busy ? t('auth.microsoftLoading') : microsoftReady ? t('auth.microsoft') : t('auth.microsoftInitializing')}
        </button>
      )}
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-ink-faint before:h-px before:flex-1 before:bg-ink/10 after:h-px after:flex-1 after:bg-ink/10">
        {t('auth.or')}
      </p>
    </div>
  );
}

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  autoFocus?: boolean;
  trailing?: ReactNode;
};

function TextField({ label, value, onChange, error, hint, type = 'text', trailing, ...rest }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`w-full rounded-lg border px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 ${trailing ? 'pe-11' : ''} ${error ? 'border-red-500' : 'border-ink/15'}`}
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-ink-soft hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M1.5 10s3-6 8.5-6 8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
            <circle cx="10" cy="10" r="2.5" />
            {visible && <path d="M3 17L17 3" />}
          </svg>
        </button>
      }
    />
  );
}
