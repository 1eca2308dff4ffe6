import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { localServerMessage } from '@/lib/api/messages';
import { apiClient } from './account-runtime';

const RESEND_SECONDS = 60;

/** The e-mailed code of registration and reset: where it went, whether one is being sent, and the wait before another. */
export function useCodeSender() {
  const { t, i18n } = useTranslation('common');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  /** Sends a code to `email`; a refusal the visitor should read comes back through `onError`. */
  async function sendCode(email: string, type: 'register' | 'reset', onError: (message: string) => void) {
    setSendingCode(true);
    try {
      await apiClient().get('/api/auth/send-captcha', { email, type, locale: i18n.language });
      setCodeSentTo(email);
      setCooldown(RESEND_SECONDS);
    } catch (error) {
      // The code limits (1 a minute, 5 an hour) are said here, in the visitor's language, and the
      // dialog stays open with what was typed; anything else was shown by the API client.
      if (error instanceof ApiError && error.action.type === 'pass-through') {
        onError(localServerMessage(t, error.message, error.said));
      }
    } finally {
      setSendingCode(false);
    }
  }

  return { codeSentTo, setCodeSentTo, sendingCode, cooldown, sendCode };
}
