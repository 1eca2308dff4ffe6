/**
 * Google one-tap for a visitor who is not signed in (SPEC §4 "Login"). The credential goes to
 * google-login like the button's; a captcha request opens the login popup, whose verify
 * state takes over.
 */
import { useTranslation } from '@/lib/i18n/react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api/client';
import { useUserStore } from '@/stores/user-store';
import { apiClient, completeSignIn } from './account-runtime';
import { visitReferral } from './referral';
import { useSignIn } from './SignInProvider';

export function OneTap({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('common');
  const { sdks } = useSignIn();
  if (!sdks) return null;

  async function signIn(credential: string) {
    try {
      const { token } = await apiClient().post<{ token: string }>('/api/auth/google-login', {
        credential,
        ...visitReferral(),
      });
      const user = await completeSignIn(token);
      toast.success(t('auth.signedIn', { email: user.email ?? user.name ?? '' }));
    } catch (error) {
      // Too many attempts: the popup's Google button goes through the captcha.
      if (error instanceof ApiError && error.action.type === 'captcha') useUserStore.getState().openDialog('login');
    }
  }

  return (
    <sdks.GoogleOneTap
      disabled={disabled}
      onCredential={(credential) => void signIn(credential)}
      onError={() => toast.error(t('auth.errors.google'))}
    />
  );
}
