import Head from 'next/head';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/ButtonLink';
import { PageHead } from '@/components/PageHead';
import { SceneChips } from '@/components/SceneChips';
import { CaptionsTrack, StoryChapters } from '@/components/StoryPlayer';
import type { ScenePlan } from '@/lib/scene-plan';
import type { StoryShot } from '@/lib/video-record';

export type SharedVideo = {
  id: string;
  prompt: string;
  operationType: string;
  videoUrl: string;
  coverUrl: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** What the `base` animatic understood (issue 15), shown as chips under the prompt. */
  scene: ScenePlan | null;
  /** A story's shots, shown as chapters under the player (API.md "Stories"); absent for other videos. */
  shots?: StoryShot[] | null;
  /** A story's WebVTT captions: its own file, like its video, so a stranger may load it. */
  captionsUrl?: string | null;
  /** The language the story was told in (its captions' and texts'); the page's when absent. */
  language?: string | null;
  /** Absolute URLs, for link previews. */
  absoluteVideoUrl: string;
  absoluteCoverUrl: string | null;
  pageUrl: string;
};

/**
 * The public page of a shared video (SPEC §2 share link): the video, a story's captions and
 * chapters, its prompt, Open Graph video tags.
 */
export function SharePage({ video }: { video: SharedVideo }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const player = useRef<HTMLVideoElement>(null);
  const language = video.language || i18n.language;
  const title = video.prompt ? video.prompt.slice(0, 80) : t('app:share.title');
  return (
    <>
      <PageHead
        title={title}
        description={t('app:share.description')}
        origin={new URL(video.pageUrl).origin}
        image={video.absoluteCoverUrl ?? undefined}
      />
      <Head>
        <meta property="og:type" content="video.other" key="og:type" />
        <meta property="og:video" content={video.absoluteVideoUrl} />
        <meta property="og:video:secure_url" content={video.absoluteVideoUrl} />
        <meta property="og:video:type" content="video/mp4" />
        {video.width && <meta property="og:video:width" content={String(video.width)} />}
        {video.height && <meta property="og:video:height" content={String(video.height)} />}
      </Head>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <div className="overflow-hidden rounded-3xl bg-black shadow-lg">
          <video
            ref={player}
            src={video.videoUrl}
            poster={video.coverUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="mx-auto max-h-[70dvh] w-full"
            style={video.width && video.height ? { aspectRatio: `${video.width} / ${video.height}` } : undefined}
            data-testid="shared-video"
          >
            {video.captionsUrl && <CaptionsTrack src={video.captionsUrl} language={language} />}
          </video>
        </div>
        {video.shots?.length ? (
          <StoryChapters shots={video.shots} video={player} language={language} className="mt-4" />
        ) : null}
        <h1 className="mt-6 text-xl font-semibold text-ink sm:text-2xl">
          {video.prompt || t(`common:modes.${video.operationType}`)}
        </h1>
        {video.scene && <SceneChips scene={video.scene} className="mt-3" />}
        <p className="mt-2 text-sm text-ink-soft">{t('app:share.madeWith')}</p>
        <p className="mt-6">
          <ButtonLink href="/app">{t('app:share.cta')}</ButtonLink>
        </p>
      </article>
    </>
  );
}
