import { useTranslation } from '@/lib/i18n/react';
import { adminApi } from './admin-api';
import { cellClass, Loading, Panel, Table, useLoad, When } from './ui';

/** Each provider: configured or not, its models' availability with the reason, its last errors. */
export function ProvidersView() {
  const { t } = useTranslation(['admin', 'userSetting']);
  const { data, failed } = useLoad(() => adminApi.providers(), '');
  if (!data) return <Loading failed={failed} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="admin-providers">
      {data.map((entry) => (
        <Panel key={entry.provider} title={entry.provider}>
          <p className="text-sm text-ink-soft" data-provider={entry.provider}>
            {entry.configured ? t('providers.configured') : t('providers.notConfigured')}
          </p>
          <div className="mt-2">
            <Table
              label={t('providers.models', { provider: entry.provider })}
              head={[{ label: t('columns.model') }, { label: t('providers.availability') }]}
            >
              {entry.models.map((model) => (
                <tr key={model.id}>
                  <td className={cellClass}>{model.name}</td>
                  <td className={`${cellClass} whitespace-normal`}>
                    {model.available
                      ? t('providers.available')
                      : t(`providers.reasons.${model.reason ?? 'not-configured'}`)}
                    {model.reasonText && (
                      <span className="block text-xs text-ink-soft" lang="en" dir="auto">
                        {model.reasonText}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          </div>
          <h3 className="mt-3 text-sm font-medium text-ink">{t('providers.errors')}</h3>
          {entry.errors.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('providers.noErrors')}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {entry.errors.map((error) => (
                <li key={error.id} className="break-words">
                  <span className="text-xs text-ink-soft">
                    <When at={error.at} /> · {error.model}
                  </span>
                  <span className="block text-ink" lang="en" dir="auto">
                    {error.failMsg}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ))}
    </div>
  );
}
