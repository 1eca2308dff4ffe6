import { useTranslation } from '@/lib/i18n/react';
import { type FormEvent, useState } from 'react';
import { apiClient } from './account-runtime';
import { type LoginErrors, type LoginField, type LoginView, loginErrors } from './login-validation';
import { loginCall, registerCall } from './sign-in-calls';
import { useAccountLookup } from './useAccountLookup';
import { useCodeSender } from './useCodeSender';
import type { SignInAttempt } from './useSignInAttempt';

/**
 * The login popup's forms: which view is shown, what was typed, the error under each field, and
 * what sending a code and submitting do. The dialog holds it, not the form, so that what was
 * typed is still there when the visitor comes back from the verify step.
 */
export function useLoginForm({ busy, setBusy, attempt }: Pick<SignInAttempt, 'busy' | 'setBusy' | 'attempt'>) {
  const { t, i18n } = useTranslation('common');
  const [view, setView] = useState<LoginView>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const { codeSentTo, setCodeSentTo, sendingCode, cooldown, sendCode } = useCodeSender();
  const { hasAccount, lookUp } = useAccountLookup();
  const normalizedEmail = email.trim().toLowerCase();

  /** Once a well-formed address is typed (the field is left), whether it has an account. */
  function emailDone() {
    const typed = { email: normalizedEmail, password, code, codeSentTo };
    if (!loginErrors(view, ['email'], typed, t).email) void lookUp(normalizedEmail);
  }

  /** The other way in, when the address says this view is the wrong one: sign up, or sign in. */
  const registered = hasAccount(normalizedEmail);
  const otherWay: { says: string; to: LoginView } | null =
    view === 'register'
      ? registered === true
        ? { says: t('auth.emailHasAccount'), to: 'signIn' }
        : null
      : registered === false
        ? { says: t('auth.emailHasNoAccount'), to: 'register' }
        : null;

  function switchView(next: LoginView) {
    setView(next);
    setErrors({});
    setPassword('');
    setCode('');
    setCodeSentTo(null);
  }

  /** A code sent to another address no longer counts once the address changes. */
  function changeEmail(value: string) {
    setEmail(value);
    if (codeSentTo && value.trim().toLowerCase() !== codeSentTo) setCodeSentTo(null);
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

  return {
    view,
    switchView,
    email,
    changeEmail,
    emailDone,
    otherWay,
    password,
    setPassword,
    code,
    setCode,
    errors,
    codeSentTo,
    sendingCode,
    cooldown,
    requestCode,
    submit,
  };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
