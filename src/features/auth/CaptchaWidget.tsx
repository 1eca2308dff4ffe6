/**
 * The ALTCHA proof-of-work widget (API.md "Captcha"), shown in the verify state of the login
 * popup and of Generate. The widget's script is imported when this component mounts, never
 * before; it solves the challenge in workers as soon as it appears and hands the payload to
 * `onVerified`, which retries the refused call with it in the `verify` header. Its texts
 * come from our translations.
 */
import { useTranslation } from '@/lib/i18n/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';

type AltchaGlobal = { i18n: { set: (language: string, strings: Record<string, string>) => void } };

export function CaptchaWidget({ onVerified }: { onVerified: (payload: string) => void }) {
  const { t, i18n } = useTranslation('common');
  const ref = useRef<HTMLElement>(null);
  const [challenge, setChallenge] = useState<unknown>(null);
  const [ready, setReady] = useState(false);
  const language = i18n.language.toLowerCase();
  const verified = useRef(onVerified);
  verified.current = onVerified;

  const fetchChallenge = useCallback(async () => {
    setChallenge(null);
    try {
      // The API client arrives with the account runtime, after the first paint.
      const { apiClient } = await import('./account-runtime');
      setChallenge(await apiClient().get<unknown>('/api/auth/captcha-challenge'));
    } catch {
      // The API client has told the user; the reload button below tries again.
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    void import('altcha').then(() => {
      if (cancelled) return;
      const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
      altcha.i18n.set(language, {
        label: t('captcha.label'),
        verifying: t('captcha.verifying'),
        verified: t('captcha.verified'),
        error: t('captcha.error'),
        expired: t('captcha.expired'),
        footer: t('captcha.footer'),
        waitAlert: t('captcha.wait'),
        verificationRequired: t('captcha.required'),
        loading: t('captcha.loading'),
        reload: t('captcha.reload'),
        ariaLinkLabel: 'ALTCHA',
      });
      setReady(true);
    });
    void fetchChallenge();
    return () => {
      cancelled = true;
    };
  }, [language, t, fetchChallenge]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new challenge or the widget becoming ready is the trigger to hand it over
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) verified.current(payload);
      // A challenge is signed for 10 minutes and verifies once: an expired one needs a new one.
      else if (state === 'expired') void fetchChallenge();
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready, challenge, fetchChallenge]);

  if (!ready || !challenge) {
    return (
      <div
        className="flex h-16 items-center justify-center rounded-lg border border-ink/10 text-sm text-ink-soft"
        role="status"
        data-testid="captcha-loading"
      >
        {t('captcha.loading')}
      </div>
    );
  }

  return (
    // A new challenge makes a new widget.
    <div key={(challenge as { signature?: string }).signature} className="flex justify-center">
      <altcha-widget
        ref={ref}
        data-testid="captcha"
        language={language}
        auto="onload"
        configuration={JSON.stringify({ challenge, minDuration: 300 })}
      />
    </div>
  );
}
