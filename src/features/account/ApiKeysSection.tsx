/**
 * The API keys section of `/user/settings`: make a named key (shown this once, with a copy
 * button), list the keys by name and prefix with when each was made and last used, and revoke
 * one after a confirmation. The server keeps only a hash, so a key that was not copied is
 * revoked and made again, never shown again.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '@/components/dialog/Modal';
import {
  API_KEY_CONCURRENT_JOBS,
  API_KEY_NAME_MAX,
  API_KEY_REQUESTS_PER_MINUTE,
  type ApiKeyView,
  type CreatedApiKey,
} from '@/lib/api-keys';
import { useTranslation } from '@/lib/i18n/react';
import { dateTimeFormat } from '@/lib/intl';
import { useUserStore } from '@/stores/user-store';
import { createApiKey, loadApiKeys, revokeApiKey } from './api-key-actions';

const field = 'mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm text-ink';
const primary =
  'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'rounded-full border border-ink/15 px-4 py-2 text-sm font-medium text-ink hover:bg-brand-50 disabled:opacity-60';

/** The key just made: its one showing, with a copy button and the warning that it will not come back. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const inputId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Focus goes to the key, so a keyboard or screen reader user lands on what must be copied now.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t('new.copied'));
    } catch {
      input.current?.select();
      toast.error(t('new.copyFailed'));
    }
  };

  return (
    <div className="mt-4 rounded-2xl border border-amber-500/50 bg-amber-50 p-4" data-testid="new-api-key">
      <h3 className="text-sm font-semibold text-ink">{t('new.title')}</h3>
      <p id={warningId} className="mt-1 text-sm text-ink">
        {t('new.warning')}
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-ink">
        {t('new.label', { name: created.name })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={created.key}
          dir="ltr"
          aria-describedby={warningId}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-ink/15 bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
        <button type="button" onClick={() => void copy()} className={primary}>
          {t('new.copy')}
        </button>
      </div>
      <button type="button" onClick={onDone} className={`mt-3 ${secondary}`}>
        {t('new.done')}
      </button>
    </div>
  );
}

function KeyRow({ item, onRevoke }: { item: ApiKeyView; onRevoke: (item: ApiKeyView) => void }) {
  const { t, i18n } = useTranslation('apiKeys');
  const when = (at: number) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid="api-key"
      data-key-prefix={item.prefix}
    >
      <div className="min-w-0">
        <p className="break-words font-medium text-ink">{item.name}</p>
        <p className="mt-0.5 text-sm text-ink-soft">
          <code dir="ltr" className="font-mono">
            {item.prefix}…
          </code>
        </p>
        <p className="mt-0.5 text-xs text-ink-soft">
          {t('created', { date: when(item.createdAt) })}
          {' · '}
          {item.lastUsedAt === null ? t('neverUsed') : t('lastUsed', { date: when(item.lastUsedAt) })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onRevoke(item)}
        aria-label={t('revokeNamed', { name: item.name })}
        className="rounded-full border border-red-600/40 px-4 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300"
      >
        {t('revoke')}
      </button>
    </li>
  );
}

/** How a key is sent, and the limits every key has. */
function KeyUsage() {
  const { t } = useTranslation('apiKeys');
  return (
    <>
      <p className="mt-1 text-sm text-ink-soft">{t('intro')}</p>
      <p className="mt-2 text-sm text-ink-soft">{t('usage')}</p>
      {/* On a line of its own, so a narrow screen never breaks the header's name in two. */}
      <code
        dir="ltr"
        className="mt-1 block w-fit max-w-full overflow-x-auto whitespace-nowrap rounded bg-ink/5 px-1.5 py-0.5 font-mono text-xs text-ink"
      >
        Authorization: Bearer vl_…
      </code>
      <p className="mt-2 text-sm text-ink-soft">
        {t('limits', { requests: API_KEY_REQUESTS_PER_MINUTE, jobs: API_KEY_CONCURRENT_JOBS })}
      </p>
    </>
  );
}

/** The account's keys by name and prefix, each with its revoke button. */
function KeyList({ keys, onRevoke }: { keys: ApiKeyView[]; onRevoke: (item: ApiKeyView) => void }) {
  const { t } = useTranslation('apiKeys');
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-ink">{t('list')}</h3>
      {keys.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{t('empty')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink/10">
          {keys.map((item) => (
            <KeyRow key={item.id} item={item} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The confirmation asked before a key is revoked. */
function RevokeDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: ApiKeyView | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <Modal
      open={item !== null}
      onClose={onCancel}
      title={t('confirm.title', { name: item?.name ?? '' })}
      description={t('confirm.body')}
      testId="revoke-api-key"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondary}>
          {t('confirm.cancel')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="rounded-full bg-red-600 px-5 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {t('confirm.submit')}
        </button>
      </div>
    </Modal>
  );
}

export function ApiKeysSection() {
  const { t } = useTranslation('apiKeys');
  const userId = useUserStore((state) => state.user?.id);
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [confirming, setConfirming] = useState<ApiKeyView | null>(null);
  const nameId = useId();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account signing in is the trigger: its keys are read
  useEffect(() => {
    setCreated(null);
    loadApiKeys()
      .then(setKeys)
      .catch(() => undefined);
  }, [userId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return void toast.error(t('nameRequired'));
    setBusy(true);
    try {
      const made = await createApiKey(name.trim());
      setCreated(made);
      setName('');
      setKeys(await loadApiKeys());
    } catch {
      // The API client has said what went wrong (a full set of keys, a name too long).
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    const item = confirming;
    if (!item) return;
    setBusy(true);
    try {
      await revokeApiKey(item.id);
      setKeys((current) => current?.filter((row) => row.id !== item.id) ?? null);
      if (created?.id === item.id) setCreated(null);
      setConfirming(null);
      toast.success(t('revoked'));
      // Its row (and the button that had focus) is gone: focus goes back to the section.
      heading.current?.focus();
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-ink/10 p-6" data-testid="api-keys">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {t('title')}
      </h2>
      <KeyUsage />

      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={nameId} className="block text-sm font-medium text-ink">
            {t('name')}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            placeholder={t('namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            className={field}
          />
        </div>
        <button type="submit" disabled={busy} className={primary}>
          {t('create')}
        </button>
      </form>

      {created && <NewKey key={created.id} created={created} onDone={() => setCreated(null)} />}

      {keys && <KeyList keys={keys} onRevoke={setConfirming} />}

      <RevokeDialog
        item={confirming}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void revoke()}
      />
    </section>
  );
}
