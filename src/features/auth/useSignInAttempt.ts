import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api/client';
import { useUserStore } from '@/stores/user-store';
import { completeSignIn } from './account-runtime';
import type { SignInCall } from './sign-in-calls';

/** The verify state: the call to retry with the captcha payload, the toast it ends with, and which widget this is. */
export type PendingRetry = { call: SignInCall; done: string; attempt: number };

/**
 * Runs a sign-in call; on success loads the user, says `done` and closes the popup, on a
 * captcha code (100001/100002) moves to the verify state; a refused payload toasts
 * that the verification did not pass ('Authentication failed' in SPEC) and asks for a fresh widget.
 */
export function useSignInAttempt() {
  const { t } = useTranslation('common');
  const closeDialog = useUserStore((state) => state.closeDialog);
  const [busy, setBusy] = useState(false);
  const [retry, setRetry] = useState<PendingRetry | null>(null);

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

  return { busy, setBusy, retry, cancelRetry: () => setRetry(null), attempt };
}

export type SignInAttempt = ReturnType<typeof useSignInAttempt>;
