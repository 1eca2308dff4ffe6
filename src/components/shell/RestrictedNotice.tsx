import { useTranslation } from '@/lib/i18n/react';
import { isRestricted, useUserStore } from '@/stores/user-store';

/** SPEC §5 "Restricted area": visitors from CN and RU are told the service is not offered there. */
export function RestrictedNotice() {
  const { t } = useTranslation('common');
  const country = useUserStore((state) => state.country);
  if (!isRestricted(country)) return null;
  return (
    <p
      role="alert"
      data-testid="restricted-notice"
      className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      {t('restricted.notice')}
    </p>
  );
}
