import { useTranslation } from '@/lib/i18n/react';
import { CODE_LENGTH } from '@/lib/credentials';
import { TextField } from './TextField';

type Props = {
  code: string;
  onCode: (code: string) => void;
  error?: string;
  sending: boolean;
  cooldown: number;
  sentTo: string | null;
  onSend: () => void;
};

/** The e-mailed code of registration and reset: digits only, its send button (with the wait before a resend), and where it went. */
export function CodeField({ code, onCode, error, sending, cooldown, sentTo, onSend }: Props) {
  const { t } = useTranslation('common');
  return (
    <div>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('auth.code')}
            hint={t('auth.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(value) => onCode(value.replace(/\D/g, ''))}
            error={error}
          />
        </div>
        <button
          type="button"
          onClick={onSend}
          disabled={sending || cooldown > 0}
          className="mb-6 shrink-0 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/15 disabled:text-ink-faint"
        >
          {sending ? t('auth.sending') : cooldown > 0 ? t('auth.resendIn', { seconds: cooldown }) : t('auth.sendCode')}
        </button>
      </div>
      {sentTo && (
        // Below the code's hint, never pulled over it (issue 13: they overlapped).
        <p className="mt-2 text-sm text-ink-soft" role="status" data-testid="code-sent">
          {t('auth.codeSent', { email: sentTo })}
        </p>
      )}
    </div>
  );
}
