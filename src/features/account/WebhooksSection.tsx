/**
 * The settings' webhooks: register an endpoint (its URL and events), whose signing secret is
 * shown once to copy; the endpoints, each deletable; and per endpoint its latest deliveries,
 * each of which can be sent again. Strings are the `webhooks` namespace.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/lib/i18n/react';
import { dateTimeFormat } from '@/lib/intl';
import {
  type CreatedWebhookEndpoint,
  type DeliveryStatus,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@/lib/webhooks';
import { useUserStore } from '@/stores/user-store';
import { createWebhook, deleteWebhook, loadDeliveries, loadWebhooks, redeliver } from './webhook-actions';

const field = 'mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm text-ink';
const primary =
  'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'rounded-full border border-ink/15 px-3 py-1 text-sm font-medium text-ink hover:bg-ink/5 disabled:opacity-60';

/** The translation key of each event's label. */
const EVENT_LABEL: Record<WebhookEvent, string> = {
  'video.succeeded': 'events.succeeded',
  'video.failed': 'events.failed',
};

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-50 text-red-700 dark:text-red-300',
};

function AddEndpoint({ onCreated, full }: { onCreated: (created: CreatedWebhookEndpoint) => void; full: boolean }) {
  const { t } = useTranslation('webhooks');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [busy, setBusy] = useState(false);
  const urlId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return void toast.error(t('add.chooseEvent'));
    setBusy(true);
    try {
      onCreated(await createWebhook(url.trim(), events));
      setUrl('');
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((item) => (item === name ? on : current.includes(item))));

  return (
    <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)}>
      <div>
        <label htmlFor={urlId} className="block text-sm font-medium text-ink">
          {t('add.url')}
        </label>
        <input
          id={urlId}
          type="url"
          inputMode="url"
          required
          dir="ltr"
          value={url}
          placeholder="https://example.com/hooks/vidloom"
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(event) => setUrl(event.target.value)}
          className={`${field} text-start`}
        />
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {t('add.urlHint')}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('events.legend')}</legend>
        <div className="mt-1 space-y-1">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-1"
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <span>
                {t(EVENT_LABEL[name])}{' '}
                <code dir="ltr" className="text-xs text-ink-soft">
                  {name}
                </code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy || full} className={primary}>
        {t('add.submit')}
      </button>
      {full && <p className="text-xs text-ink-soft">{t('add.full', { max: MAX_WEBHOOK_ENDPOINTS })}</p>}
    </form>
  );
}

/** The new endpoint's secret, the only time it is shown: focused, selectable and copyable. */
function SecretNotice({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  const input = useRef<HTMLInputElement>(null);
  const secretId = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t('secret.copied'));
    } catch {
      input.current?.select();
    }
  };
  return (
    <section
      className="mt-4 rounded-2xl border border-emerald-700/40 bg-emerald-50 p-4"
      aria-labelledby={`${secretId}-title`}
      data-testid="webhook-secret"
    >
      <h3 id={`${secretId}-title`} className="text-sm font-semibold text-ink">
        {t('secret.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('secret.once')}</p>
      <label htmlFor={secretId} className="sr-only">
        {t('secret.title')}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={secretId}
          ref={input}
          readOnly
          dir="ltr"
          value={created.secret}
          className={`${field} mt-0 min-w-0 flex-1 basis-56 font-mono text-xs`}
        />
        <button type="button" onClick={() => void copy()} className={secondary}>
          {t('secret.copy')}
        </button>
        <button type="button" onClick={onDone} className={secondary}>
          {t('secret.done')}
        </button>
      </div>
    </section>
  );
}

function DeliveryItem({
  delivery,
  onAgain,
}: {
  delivery: WebhookDeliveryView;
  onAgain: (delivery: WebhookDeliveryView) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const [busy, setBusy] = useState(false);
  const locale = i18n.language;
  const again = async () => {
    setBusy(true);
    await onAgain(delivery).finally(() => setBusy(false));
  };
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-ink/5 py-2 text-sm"
      data-status={delivery.status}
    >
      <code dir="ltr" className="text-xs text-ink">
        {delivery.event}
      </code>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[delivery.status]}`}>
        {t(`status.${delivery.status}`)}
      </span>
      <span className="text-ink-soft">{t('delivery.attempts', { count: delivery.attempts })}</span>
      <span className="text-ink-soft" title={delivery.lastResponse ?? undefined}>
        {delivery.lastResponseStatus === null
          ? t('delivery.noAnswer')
          : t('delivery.answered', { status: delivery.lastResponseStatus })}
      </span>
      <time className="text-ink-faint" dateTime={new Date(delivery.createdAt).toISOString()}>
        {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(delivery.createdAt)}
      </time>
      <button type="button" disabled={busy} onClick={() => void again()} className={`${secondary} ms-auto`}>
        {t('delivery.sendAgain')}
      </button>
    </li>
  );
}

function Deliveries({ endpointId, id }: { endpointId: string; id: string }) {
  const { t } = useTranslation('webhooks');
  const [deliveries, setDeliveries] = useState<WebhookDeliveryView[] | null>(null);
  const refresh = useCallback(() => {
    loadDeliveries(endpointId)
      .then(setDeliveries)
      .catch(() => undefined);
  }, [endpointId]);
  useEffect(refresh, [refresh]);
  const onAgain = async (delivery: WebhookDeliveryView) => {
    try {
      const updated = await redeliver(endpointId, delivery.id);
      setDeliveries((current) => current?.map((item) => (item.id === updated.id ? updated : item)) ?? null);
      toast.success(t('delivery.queued'));
    } catch {
      // The API client has said what went wrong.
    }
  };
  return (
    <div id={id} className="mt-3">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-ink">{t('list.deliveries')}</h4>
        <button type="button" onClick={refresh} className={secondary}>
          {t('list.refresh')}
        </button>
      </div>
      {deliveries && deliveries.length === 0 && <p className="mt-2 text-sm text-ink-soft">{t('list.noDeliveries')}</p>}
      {deliveries && deliveries.length > 0 && (
        <ul className="mt-1" data-testid="webhook-deliveries">
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} onAgain={onAgain} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EndpointItem({ endpoint, onDeleted }: { endpoint: WebhookEndpointView; onDeleted: (id: string) => void }) {
  const { t, i18n } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const remove = async () => {
    setBusy(true);
    try {
      await deleteWebhook(endpoint.id);
      toast.success(t('list.deleted'));
      onDeleted(endpoint.id);
    } catch {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-2xl border border-ink/10 p-4" data-testid="webhook-endpoint">
      {/* The address reads left to right; its line keeps the page's side. */}
      <p className="break-all font-mono text-sm text-ink">
        <span dir="ltr">{endpoint.url}</span>
      </p>
      <p className="mt-1 text-xs text-ink-soft">
        {endpoint.events.map((name) => t(EVENT_LABEL[name])).join(' · ')}
        {' · '}
        {t('list.added', {
          date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(endpoint.createdAt),
        })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={secondary}
        >
          {open ? t('list.hideDeliveries') : t('list.showDeliveries')}
        </button>
        {!confirming && (
          <button type="button" onClick={() => setConfirming(true)} className={`${secondary} ms-auto`}>
            {t('list.delete')}
          </button>
        )}
        {confirming && (
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink">{t('list.confirm')}</span>
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
            >
              {t('list.confirmDelete')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondary}>
              {t('list.cancel')}
            </button>
          </div>
        )}
      </div>
      {open && <Deliveries endpointId={endpoint.id} id={panelId} />}
    </li>
  );
}

export function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const userId = useUserStore((state) => state.user?.id);
  const [endpoints, setEndpoints] = useState<WebhookEndpointView[] | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account signing in is the trigger: its endpoints are read
  useEffect(() => {
    loadWebhooks()
      .then(setEndpoints)
      .catch(() => undefined);
  }, [userId]);

  const onCreated = (endpoint: CreatedWebhookEndpoint) => {
    setCreated(endpoint);
    const { secret: _secret, ...shown } = endpoint;
    setEndpoints((current) => [{ ...shown, createdAt: Date.now() }, ...(current ?? [])]);
  };

  return (
    <section aria-labelledby="webhooks-title" className="rounded-3xl border border-ink/10 p-6">
      <h2 id="webhooks-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      <AddEndpoint onCreated={onCreated} full={(endpoints?.length ?? 0) >= MAX_WEBHOOK_ENDPOINTS} />
      {created && <SecretNotice key={created.id} created={created} onDone={() => setCreated(null)} />}
      {endpoints && endpoints.length === 0 && <p className="mt-4 text-sm text-ink-soft">{t('list.empty')}</p>}
      {endpoints && endpoints.length > 0 && (
        <ul className="mt-4 space-y-3">
          {endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onDeleted={(id) => setEndpoints((current) => current?.filter((item) => item.id !== id) ?? null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
