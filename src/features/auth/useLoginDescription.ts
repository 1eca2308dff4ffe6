import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { PLANS } from '@/lib/plans';
import { useUserStore } from '@/stores/user-store';
import type { LoginView } from './login-validation';

/** The line under the popup's title: why it opened (credits, the daily limit, an expired login) or the plain invitation. */
export function useLoginDescription(view: LoginView, verifying: boolean): string | undefined {
  const { t } = useTranslation('common');
  const { dialogOptions, anonymousFreeGrant } = useUserStore(
    useShallow(({ dialogOptions, anonymousFreeGrant }) => ({ dialogOptions, anonymousFreeGrant })),
  );

  /**
   * Out of credits (issue 13): what the video needs and what is left, and a device that never got
   * free credits because its network had them today is told so, not that it used them.
   */
  function limitSubtitle(): string {
    const { shortfall } = dialogOptions;
    const freeGrant = shortfall?.freeGrant ?? anonymousFreeGrant;
    const why =
      freeGrant === 'network'
        ? t('studio.networkGrantsUsed', { count: PLANS.free.monthlyCredits })
        : t('auth.limitSubtitle');
    return shortfall
      ? `${t('studio.shortfall.line', { needed: shortfall.needed, balance: shortfall.balance })} ${why}`
      : why;
  }

  if (verifying) return t('auth.verifyIntro');
  if (view !== 'signIn') return undefined;
  if (dialogOptions.reason === 'limit') return limitSubtitle();
  return t(
    dialogOptions.reason === 'daily'
      ? 'auth.dailyLimitSubtitle'
      : dialogOptions.reason === 'expired'
        ? 'auth.expiredSubtitle'
        : 'auth.subtitle',
  );
}
