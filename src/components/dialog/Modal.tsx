import { useTranslation } from '@/lib/i18n/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), video[controls]';

/**
 * A modal dialog on the native `<dialog>` element: the browser puts it in the top layer, makes
 * the rest of the page inert, and closes it on Escape; Tab wraps around inside it. A click on the
 * backdrop closes it too. Every dialog of the app (login, pricing, limits, video detail) uses it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const width = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' }[size];

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${width} overflow-y-auto rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        // The rest of the page is inert, but Tab past the last control would leave for the
        // browser's own UI; wrap around instead so focus stays in the dialog.
        if (event.key !== 'Tab' || !ref.current) return;
        const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.getClientRects().length > 0,
        );
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('dialog.close')}
          className="absolute end-3 top-3 rounded-full p-2 text-ink-soft hover:bg-brand-50 hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
        <h2 id={titleId} className="pe-8 text-xl font-semibold text-ink">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-sm text-ink-soft">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
