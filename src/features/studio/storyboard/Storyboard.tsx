/**
 * The storyboard (issue "Writing the story"): the story as written, cut into shot cards the user
 * edits, reorders and previews; the story-wide options; the length and price as they change; and
 * Generate through the studio's one create flow (useGenerate), held back with the reason while
 * the story is over its plan's limits.
 */
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from '@/lib/i18n/translator';
import { ANONYMOUS_RIGHTS, PLANS } from '@/lib/plans';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { CreateVerify } from '../CreateVerify';
import { GenerateBar } from '../GenerateBar';
import { useGenerate } from '../useGenerate';
import { ShotList } from './ShotList';
import { StoryOptions } from './StoryOptions';
import { StoryText } from './StoryText';
import { StoryTotals } from './StoryTotals';
import { type StoryBlock, storyBlock, storyBody, storyTotals } from './story';
import { useStoryQuote } from './useStoryQuote';
import { useStoryStore } from './story-store';

export function Storyboard({ panelId }: { panelId: string }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const language = i18n.language;
  const story = useStoryStore(
    useShallow((state) => ({ shots: state.shots, options: state.options, seed: state.seed })),
  );
  const shape = useStudioStore(
    useShallow(({ params }) => ({
      aspectRatio: params.aspectRatio,
      quality: params.quality,
      speakerId: params.speakerId,
      imgUrl: params.imgUrls[0],
    })),
  );
  const planId = useUserStore((state) => state.user?.plan);
  const balance = useUserStore((state) => (state.user ? state.user.credits : state.anonymousCredits));
  const limits = planId ? PLANS[planId] : ANONYMOUS_RIGHTS;
  const [announcement, setAnnouncement] = useState('');

  const { seconds, cost: sum } = storyTotals(story.shots, story.options, shape.quality);
  const block = storyBlock(story.shots, seconds, limits);
  const blocked = block ? blockReason(t, block) : null;
  const body = storyBody(story.shots, story.options, shape, language, story.seed);
  // The server's price once it has answered for this board: shots already made are free.
  const made = useStudioStore(({ records }) => records.filter((record) => record.state === 'success').length);
  const quote = useStoryQuote(body, !block, made);
  const cost = quote?.cost ?? sum;
  const { generating, verify, closeVerify, start, onSubmit } = useGenerate({
    kind: 'story',
    body,
    cost,
    models: story.shots.map((shot) => shot.model),
    blocked,
  });

  return (
    // The tab panel is a div of its own: axe does not allow the tabpanel role on a form.
    <div id={panelId} role="tabpanel" aria-labelledby="mode-tab-story" className="min-w-0">
      <form data-mode="story" className="min-w-0 space-y-4" onSubmit={onSubmit} noValidate>
        <p className="text-sm text-ink-soft">{t('app:modeHints.story')}</p>
        <StoryText language={language} onAnnounce={setAnnouncement} />
        <ShotList
          language={language}
          reused={(index) => quote?.shots[index]?.reused ?? false}
          announcement={announcement}
          onAnnounce={setAnnouncement}
        />
        <StoryOptions />
        <StoryTotals seconds={seconds} shots={story.shots.length} limits={limits} />
        <GenerateBar cost={cost} balance={balance} generating={generating} blocked={blocked} />
        {verify && (
          <CreateVerify attempt={verify.attempt} onClose={closeVerify} onVerified={(payload) => void start(payload)} />
        )}
      </form>
    </div>
  );
}

function blockReason(t: TFunction, block: StoryBlock): string {
  switch (block.key) {
    case 'noShots':
      return t('app:story.blocked.noShots');
    case 'emptyShot':
      return t('app:story.blocked.emptyShot', { n: block.number });
    case 'tooManyShots':
    case 'tooLong':
      return t(`app:story.blocked.${block.key}`, { max: block.max });
  }
}
