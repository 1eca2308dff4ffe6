import { type ReactNode, useId } from 'react';

export type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  autoFocus?: boolean;
  trailing?: ReactNode;
};

/** A labelled input of the login popup, with its error (or else its hint) below and tied to it. */
export function TextField({ label, value, onChange, error, hint, type = 'text', trailing, ...rest }: FieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`w-full rounded-lg border px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 ${trailing ? 'pe-11' : ''} ${error ? 'border-red-500' : 'border-ink/15'}`}
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
