/**
 * `/user/settings`: display name, language (used for the site and for e-mails), password
 * change (other devices are signed out), the ways this account signs in, and deleting the
 * account, confirmed by typing its e-mail.
 */
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { isPasswordLengthOk, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/credentials';
import { LOCALES } from '@/lib/i18n/locales';
import { ThemeControl } from '@/components/shell/ThemeControl';
import { useUserStore } from '@/stores/user-store';
import { useSignIn } from '@/features/auth/SignInProvider';
import { AccountPage } from './AccountPage';
import { ApiKeysSection } from './ApiKeysSection';
import { DataExport } from './DataExport';
import { WebhooksSection } from './WebhooksSection';
import { changePassword, deleteAccount, loadSignInMethods, type SignInMethods, updateProfile } from './account-actions';

const field = 'mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm text-ink';
const primary =
  'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-ink/10 p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Profile() {
  const { t } = useTranslation('userSetting');
  const router = useRouter();
  const user = useUserStore((state) => state.user)!;
  const [name, setName] = useState(user.name ?? '');
  const [locale, setLocale] = useState(user.locale ?? router.locale ?? 'en');
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const localeId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateProfile({ name, locale });
      toast.success(t('settings.saved'));
      // The chosen language is the site's language too.
      if (locale !== router.locale) await router.push(router.asPath, router.asPath, { locale });
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="profile-title" title={t('settings.profile')}>
      <form className="mt-4 space-y-4" onSubmit={(event) => void save(event)}>
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium text-ink">
            {t('settings.name')}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={localeId} className="block text-sm font-medium text-ink">
            {t('settings.language')}
          </label>
          <select id={localeId} value={locale} onChange={(event) => setLocale(event.target.value)} className={field}>
            {LOCALES.map((item) => (
              <option key={item.code} value={item.code} lang={item.code}>
                {item.nativeName}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-ink-soft">{t('settings.languageHint')}</p>
        </div>
        {/* Kept on this device, not in the account: applied at once, not by Save. */}
        <ThemeControl />
        <button type="submit" disabled={busy} className={primary}>
          {t('settings.save')}
        </button>
      </form>
    </Section>
  );
}

function PasswordField({
  label,
  autoComplete,
  value,
  onChange,
}: {
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={field}
      />
    </div>
  );
}

function Password({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('userSetting');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return void toast.error(t('settings.password.currentRequired'));
    if (!isPasswordLengthOk(next))
      return void toast.error(t('settings.password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
    if (next !== again) return void toast.error(t('settings.password.mismatch'));
    setBusy(true);
    try {
      await changePassword(current, next);
      toast.success(t('settings.password.changed'));
      setCurrent('');
      setNext('');
      setAgain('');
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="password-title" title={hasPassword ? t('settings.password.title') : t('settings.password.setTitle')}>
      <p className="mt-1 text-sm text-ink-soft">{t('settings.password.hint')}</p>
      <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
        {hasPassword && (
          <PasswordField
            label={t('settings.password.current')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
          />
        )}
        <PasswordField label={t('settings.password.new')} autoComplete="new-password" value={next} onChange={setNext} />
        <PasswordField
          label={t('settings.password.again')}
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
        />
        <button type="submit" disabled={busy} className={primary}>
          {t('settings.password.submit')}
        </button>
      </form>
    </Section>
  );
}

/**
 * Password always; Google and Microsoft only when this server offers them (or the account is
 * already linked to one): a provider nobody can link is not "Not linked", it is not there.
 */
function Methods({ methods }: { methods: SignInMethods }) {
  const { t } = useTranslation('userSetting');
  const { google, microsoft } = useSignIn();
  const offered = { password: true, google: google !== 'off', microsoft: microsoft !== 'off' };
  return (
    <Section id="methods-title" title={t('settings.methods.title')}>
      <ul className="mt-3 space-y-2 text-sm">
        {(['password', 'google', 'microsoft'] as const)
          .filter((method) => offered[method] || methods[method])
          .map((method) => (
            <li
              key={method}
              className="flex items-center justify-between gap-3"
              data-method={method}
              data-linked={methods[method]}
            >
              <span className="text-ink">{t(`settings.methods.${method}`)}</span>
              <span className={methods[method] ? 'text-emerald-700' : 'text-ink-faint'}>
                {methods[method] ? t('settings.methods.linked') : t('settings.methods.notLinked')}
              </span>
            </li>
          ))}
      </ul>
      {/* The hint is about linking Google by e-mail: only where Google is offered. */}
      {offered.google && <p className="mt-3 text-xs text-ink-soft">{t('settings.methods.hint')}</p>}
    </Section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('userSetting');
  const router = useRouter();
  const user = useUserStore((state) => state.user)!;
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const expected = user.email ?? 'DELETE';
  const matches = typed.trim().toLowerCase() === expected.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    try {
      await deleteAccount(typed.trim());
      toast.success(t('settings.delete.done'));
      await router.push('/');
    } catch {
      setBusy(false);
    }
  };

  return (
    <Section id="delete-title" title={t('settings.delete.title')}>
      <p className="mt-1 text-sm text-ink-soft">{t('settings.delete.body')}</p>
      <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)}>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            {t('settings.delete.confirm', { email: expected })}
          </label>
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            className={field}
          />
        </div>
        <button
          type="submit"
          disabled={!matches || busy}
          className="rounded-full bg-red-600 px-5 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {t('settings.delete.submit')}
        </button>
      </form>
    </Section>
  );
}

function Settings() {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const userId = useUserStore((state) => state.user?.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account signing in is the trigger: its sign-in methods are read
  useEffect(() => {
    loadSignInMethods()
      .then(setMethods)
      .catch(() => undefined);
  }, [userId]);
  return (
    <div className="space-y-6">
      <Profile />
      {methods && <Password hasPassword={methods.password} />}
      {methods && <Methods methods={methods} />}
      <ApiKeysSection />
      <WebhooksSection />
      <DataExport />
      <DeleteAccount />
    </div>
  );
}

export function SettingsPage() {
  return (
    <AccountPage section="settings">
      <Settings />
    </AccountPage>
  );
}
