/** The login popup's own checks, shown under each field in the visitor's language before any call. */
import { isCodeFormatOk, isPasswordLengthOk } from '@/lib/credentials';

export type LoginView = 'signIn' | 'register' | 'reset';
export type LoginField = 'email' | 'password' | 'code';
export type LoginErrors = Partial<Record<LoginField, string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What was typed, the e-mail already trimmed and lower-cased; `codeSentTo` is where a code went, if one did. */
type Typed = { email: string; password: string; code: string; codeSentTo: string | null };

export function loginErrors(
  view: LoginView,
  fields: LoginField[],
  typed: Typed,
  t: (key: string) => string,
): LoginErrors {
  const errors: LoginErrors = {};
  if (fields.includes('email') && (!EMAIL_RE.test(typed.email) || typed.email.length > 254))
    errors.email = t('auth.validation.email');
  if (fields.includes('password')) {
    if (view === 'signIn' && typed.password.length === 0) errors.password = t('auth.validation.passwordRequired');
    else if (view !== 'signIn' && !isPasswordLengthOk(typed.password)) errors.password = t('auth.validation.password');
  }
  if (fields.includes('code')) {
    if (!typed.codeSentTo) errors.code = t('auth.validation.codeFirst');
    else if (!isCodeFormatOk(typed.code)) errors.code = t('auth.validation.code');
  }
  return errors;
}
