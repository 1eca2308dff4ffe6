/**
 * The calls that sign someone in, each yielding a session token and given the captcha payload
 * when the server asked for one (LoginDialog retries the same call with it).
 */
import { apiClient } from './account-runtime';
import { visitReferral } from './referral';

export type SignInCall = (verify?: string) => Promise<string>;

export const loginCall =
  (email: string, password: string): SignInCall =>
  async (verify) =>
    (await apiClient().post<{ token: string }>('/api/auth/login', { email, password }, { verify })).token;

export function registerCall(typed: { email: string; password: string; code: string; locale: string }): SignInCall {
  const body = {
    email: typed.email,
    password: typed.password,
    code: typed.code,
    ...visitReferral(),
    locale: typed.locale,
  };
  return async () => (await apiClient().post<{ token: string }>('/api/auth/register', body)).token;
}

export const googleCall =
  (credential: string): SignInCall =>
  async (verify) =>
    (
      await apiClient().post<{ token: string }>(
        '/api/auth/google-login',
        { credential, ...visitReferral() },
        { verify },
      )
    ).token;

export const outlookCall =
  (idToken: string): SignInCall =>
  async (verify) =>
    (
      await apiClient().post<{ token: string }>(
        '/api/auth/outlook-login',
        { credential: idToken, ...visitReferral() },
        { form: true, verify },
      )
    ).token;
