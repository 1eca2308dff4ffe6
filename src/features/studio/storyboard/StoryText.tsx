import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { STORY_MAX_CHARS } from './story';
import { splitStory } from './story-actions';
import { useStoryStore } from './story-store';

/** The story as written, with its character count and the button that cuts it into shot cards. */
export function StoryText({ language, onAnnounce }: { language: string; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation(['app', 'common']);
  const { text, setText, setShotTexts } = useStoryStore(
    useShallow((state) => ({ text: state.text, setText: state.setText, setShotTexts: state.setShotTexts })),
  );
  const [splitting, setSplitting] = useState(false);
  const textId = useId();

  const makeShots = async () => {
    if (text.trim() === '' || splitting) return;
    setSplitting(true);
    try {
      const texts = await splitStory(text, language);
      setShotTexts(texts);
      onAnnounce(t('app:story.made', { count: texts.length }));
    } catch {
      // The API client has said why (SPEC §8); the cards stay as they were.
    } finally {
      setSplitting(false);
    }
  };

  return (
    <div>
      <label htmlFor={textId} className="block text-sm font-medium text-ink">
        {t('app:story.text.label')}
      </label>
      <textarea
        id={textId}
        value={text}
        rows={5}
        placeholder={t('app:story.text.placeholder')}
        aria-describedby={`${textId}-count`}
        className="mt-1 w-full resize-y rounded-2xl border border-ink/10 bg-surface p-3 text-base text-ink shadow-sm focus:border-brand-500"
        onChange={(event) => setText(event.target.value.slice(0, STORY_MAX_CHARS))}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => void makeShots()}
          disabled={splitting || text.trim() === ''}
          aria-busy={splitting}
          className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {splitting ? t('app:story.splitting') : t('app:story.split')}
        </button>
        <p id={`${textId}-count`} className="text-xs text-ink-faint" dir="ltr">
          {t('app:prompt.counter', { count: text.length, max: STORY_MAX_CHARS })}
        </p>
      </div>
    </div>
  );
}
