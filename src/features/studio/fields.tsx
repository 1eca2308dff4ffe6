/** The studio's form controls: choice chips, switches and the upload fields with progress. */
import { useTranslation } from '@/lib/i18n/react';
import { type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { localMessageOf } from './messages';
import type { UploadAnswer } from '@/lib/studio';
import { uploadFile } from './studio-actions';

export function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
  render,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  render?: (value: T) => ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={String(option)}
            className="cursor-pointer rounded-full border border-ink/15 px-3 py-1 text-sm text-ink-soft has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {render ? render(option) : String(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Switch({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <label htmlFor={id} className={`text-sm ${disabled ? 'text-ink-faint' : 'text-ink'}`}>
        {label}
        {hint && <span className="block text-xs text-ink-faint">{hint}</span>}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-ink/20 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4 disabled:cursor-not-allowed disabled:opacity-50 rtl:checked:before:-translate-x-4"
      />
    </div>
  );
}

const ACCEPT = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm,video/quicktime',
  audio: 'audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a',
} as const;

/** A file picker that uploads at once and reports the URL; shows the progress while bytes move. */
export function UploadButton({
  kind,
  label,
  onUploaded,
  disabled,
  multiple = false,
}: {
  kind: 'image' | 'video' | 'audio';
  label: string;
  onUploaded: (url: string, answer: UploadAnswer) => void;
  disabled?: boolean;
  multiple?: boolean;
}) {
  const { t } = useTranslation('app');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress(0);
      try {
        const answer = await uploadFile(kind, file, setProgress);
        onUploaded(answer.url, answer);
      } catch (error) {
        // The API client has shown the server's reason; a file the browser could not read says so here.
        if (!(error instanceof Error && 'code' in error)) toast.error(localMessageOf(error));
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-ink/25 px-3 py-2 text-sm text-ink-soft hover:border-brand-600 hover:text-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${disabled || progress !== null ? 'pointer-events-none opacity-50' : ''}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M10 14V4M6 8l4-4 4 4M4 16h12" />
        </svg>
        {progress === null ? label : t('upload.progress', { percent: Math.round(progress * 100) })}
        <input
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          multiple={multiple}
          className="sr-only"
          disabled={disabled || progress !== null}
          onChange={(event) => void onFiles(event.target.files).finally(() => (event.target.value = ''))}
        />
      </label>
      {progress !== null && (
        <progress
          className="mt-1 block h-1 w-full accent-brand-600"
          value={progress}
          max={1}
          aria-label={t('upload.progressLabel')}
        />
      )}
    </div>
  );
}
