import { useTranslation } from '@/lib/i18n/react';
import { type KeyboardEvent, useRef } from 'react';
import { type Mode, MODES } from '@/lib/modes';

/** A studio tab: one of the six modes, or the storyboard, which the studio keeps as its own. */
export type StudioTab = Mode | 'story';

const TABS: readonly StudioTab[] = [...MODES, 'story'];

/**
 * The mode tabs, all in view: the six modes 2 × 3 on a phone (a third column left "Ton
 * hinzufügen" or "إضافة تعليق صوتي" no room for one line), 3 × 2 from 640 px (six in a row did
 * not fit at 768 px either), and Story on a row of its own below them. No label wraps in any
 * locale (tests/e2e/screens.spec.ts); arrow keys move between them as in any tab list.
 */
export function ModeTabs({
  tab,
  onChange,
  panelId,
}: {
  tab: StudioTab;
  onChange: (tab: StudioTab) => void;
  panelId: string;
}) {
  const { t } = useTranslation(['common', 'app']);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: TABS.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length] ?? tab;
    onChange(next);
    refs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('app:modesLabel')}
      className="grid grid-cols-2 gap-1 rounded-2xl bg-brand-50 p-1 sm:grid-cols-3"
      onKeyDown={onKeyDown}
    >
      {TABS.map((item, i) => (
        <button
          key={item}
          ref={(node) => {
            refs.current[i] = node;
          }}
          type="button"
          role="tab"
          id={`mode-tab-${item}`}
          aria-selected={item === tab}
          aria-controls={panelId}
          tabIndex={item === tab ? 0 : -1}
          data-mode={item}
          className={`min-w-0 rounded-xl px-1.5 py-1.5 text-center text-sm font-medium leading-tight text-ink-soft [overflow-wrap:anywhere] aria-selected:bg-surface aria-selected:text-brand-700 aria-selected:shadow-sm ${item === 'story' ? 'col-span-full' : ''}`}
          onClick={() => onChange(item)}
        >
          {t(`common:modes.${item}`)}
        </button>
      ))}
    </div>
  );
}
