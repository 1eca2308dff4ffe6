import { useTranslation } from '@/lib/i18n/react';
import { CodeField } from './CodeField';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import type { LoginFormState } from './useLoginForm';

/** The fields of the current view (the code only to register or reset), the reset link and the submit button. */
export function LoginForm({ form, busy }: { form: LoginFormState; busy: boolean }) {
  const { t } = useTranslation('common');
  const { view, otherWay } = form;
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={form.changeEmail}
        onBlur={form.emailDone}
        error={form.errors.email}
        autoFocus
      />
      {otherWay && (
        <p className="-mt-2 text-sm text-ink-soft" role="status" data-testid="account-lookup">
          {otherWay.says}{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => form.switchView(otherWay.to)}
          >
            {otherWay.to === 'register' ? t('auth.createAccount') : t('auth.submit.signIn')}
          </button>
        </p>
      )}
      {view !== 'signIn' && (
        <CodeField
          code={form.code}
          onCode={form.setCode}
          error={form.errors.code}
          sending={form.sendingCode}
          cooldown={form.cooldown}
          sentTo={form.codeSentTo}
          onSend={form.requestCode}
        />
      )}
      <PasswordField
        label={view === 'reset' ? t('auth.newPassword') : t('auth.password')}
        hint={view === 'signIn' ? undefined : t('auth.passwordHint')}
        autoComplete={view === 'signIn' ? 'current-password' : 'new-password'}
        value={form.password}
        onChange={form.setPassword}
        error={form.errors.password}
      />
      {view === 'signIn' && (
        <p className="-mt-2 text-end">
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => form.switchView('reset')}
          >
            {t('auth.forgotPassword')}
          </button>
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? t('auth.working') : t(`auth.submit.${view}`)}
      </button>
    </form>
  );
}
