/**
 * The console's building blocks: dense tables that scroll inside their own box (never the
 * page, down to a phone's width), figures, panels and the reason field every action asks for.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { dateTimeFormat } from '@/lib/intl';

export const inputClass = 'w-full rounded-lg border border-ink/15 bg-surface px-2.5 py-1.5 text-sm text-ink';
export const buttonClass =
  'rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const dangerClass =
  'rounded-full border border-red-700/40 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 dark:text-red-300';
export const linkClass = 'text-brand-700 underline-offset-2 hover:underline';

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const made = useId();
  const headingId = id ?? made;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-ink/10 p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A table in a box of its own that scrolls sideways when the screen is narrower than it. */
export function Table({
  label,
  head,
  children,
  testId,
}: {
  label: string;
  head: readonly { label: string; end?: boolean }[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="max-w-full overflow-x-auto rounded-lg border border-ink/10"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="bg-brand-50/60">
          <tr>
            {head.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`whitespace-nowrap px-2.5 py-1.5 text-xs font-medium text-ink-soft ${column.end ? 'text-end' : 'text-start'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export const cellClass = 'whitespace-nowrap border-t border-ink/5 px-2.5 py-1.5 align-top text-ink';
export const numberCellClass = `${cellClass} text-end tabular-nums`;

export function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-ink/10 px-3 py-2" data-testid={testId}>
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

/** A date and time in the page's language. */
export function When({ at }: { at: number | null }) {
  const { i18n } = useTranslation(['admin', 'userSetting']);
  if (at === null) return <span className="text-ink-faint">–</span>;
  return (
    <time dateTime={new Date(at).toISOString()}>
      {dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(at)}
    </time>
  );
}

/**
 * Loads what a screen shows, again on `reload()` (after an action) or when `key` changes (the
 * inputs of the load, as one string).
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: it names what the load reads
  const reload = useCallback(() => {
    setFailed(false);
    loadRef
      .current()
      .then(setData)
      .catch(() => setFailed(true));
  }, [key]);
  useEffect(reload, [reload]);
  return { data, failed, reload };
}

export function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  return (
    <p className="text-sm text-ink-soft" role="status">
      {failed ? t('loadFailed') : t('loading')}
    </p>
  );
}

/** The reason an action is taken, which goes into the audit log with it. */
export function ReasonField({
  value,
  onChange,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-xs text-ink-soft">
        {required ? t('reason') : t('reasonOptional')}
      </label>
      <input
        id={id}
        className={`${inputClass} mt-1`}
        value={value}
        maxLength={500}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
