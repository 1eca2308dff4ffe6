/**
 * The effect template of the `effect` mode: the current choice with its still, and a dialog
 * that plays a short loop of every template (drawn by our own engine, public/effects) so the
 * visitor sees what each one does before spending credits. Picking one closes the dialog.
 */
import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { Modal } from '@/components/dialog/Modal';
import { EFFECT_TEMPLATES } from '@/lib/effect-templates';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function TemplatePicker({ value, onPick }: { value: string | null; onPick: (id: string) => void }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const current = EFFECT_TEMPLATES.find((template) => template.id === value) ?? null;
  const still = !open || prefersReducedMotion();

  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-ink">{t('templates.label')}</span>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="template-button"
        className="flex w-full items-center gap-3 rounded-xl border border-ink/15 p-2 text-start text-sm hover:border-brand-600"
      >
        {current ? (
          <>
            <img
              src={`/effects/${current.id}.jpg`}
              alt=""
              width={80}
              height={45}
              className="aspect-video w-20 shrink-0 rounded-lg object-cover"
            />
            <span className="min-w-0 flex-1 font-medium text-ink">{t(`templates.items.${current.id}.name`)}</span>
            <span className="shrink-0 text-brand-700">{t('templates.change')}</span>
          </>
        ) : (
          <span className="flex-1 py-2 text-center font-medium text-brand-700">{t('templates.choose')}</span>
        )}
      </button>

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('templates.dialogTitle')}
        description={t('templates.dialogIntro')}
        size="lg"
        testId="template-dialog"
      >
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {EFFECT_TEMPLATES.map((template) => {
            const selected = template.id === value;
            return (
              <li key={template.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    onPick(template.id);
                    setOpen(false);
                  }}
                  className={`block w-full overflow-hidden rounded-xl border text-start text-sm ${selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink/10 hover:border-brand-600'}`}
                >
                  {still ? (
                    <img
                      src={`/effects/${template.id}.jpg`}
                      alt=""
                      width={320}
                      height={180}
                      className="aspect-video w-full object-cover"
                    />
                  ) : (
                    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a muted preview without controls is never focused; the button around it carries the name
                    <video
                      src={`/effects/${template.id}.mp4`}
                      poster={`/effects/${template.id}.jpg`}
                      width={320}
                      height={180}
                      className="aspect-video w-full object-cover"
                      autoPlay
                      muted
                      loop
                      playsInline
                      preload="auto"
                      aria-hidden="true"
                    />
                  )}
                  <span className="block p-2 font-medium text-ink">{t(`templates.items.${template.id}.name`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </div>
  );
}
