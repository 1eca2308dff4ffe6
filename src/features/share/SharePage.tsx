import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHead } from '../../components/PageHead';

export type SharedVideo = {
  id: string;
  prompt: string;
  operationType: string;
  videoUrl: string;
  coverUrl: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** Absolute URLs, for link previews. */
  absoluteVideoUrl: string;
  absoluteCoverUrl: string | null;
  pageUrl: string;
};

/** The public page of a shared video (SPEC §2 share link): the video, its prompt, Open Graph video tags. */
export function SharePage({ video }: { video: SharedVideo }) {
  const { t } = useTranslation(['app', 'common']);
  const title = video.prompt ? video.prompt.slice(0, 80) : t('app:share.title');
  return (
    <>
      <PageHead title={title} description={t('app:share.description')} />
      <Head>
        <meta property="og:type" content="video.other" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={t('app:share.description')} />
        <meta property="og:url" content={video.pageUrl} />
        <meta property="og:video" content={video.absoluteVideoUrl} />
        <meta property="og:video:secure_url" content={video.absoluteVideoUrl} />
        <meta property="og:video:type" content="video/mp4" />
        {video.width && <meta property="og:video:width" content={String(video.width)} />}
        {video.height && <meta property="og:video:height" content={String(video.height)} />}
        {video.absoluteCoverUrl && <meta property="og:image" content={video.absoluteCoverUrl} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        {video.absoluteCoverUrl && <meta name="twitter:image" content={video.absoluteCoverUrl} />}
        <link rel="canonical" href={video.pageUrl} />
      </Head>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <div className="overflow-hidden rounded-3xl bg-black shadow-lg">
          <video
            src={video.videoUrl}
            poster={video.coverUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="mx-auto max-h-[70dvh] w-full"
            style={video.width && video.height ? { aspectRatio: `${video.width} / ${video.height}` } : undefined}
            data-testid="shared-video"
          />
        </div>
        <h1 className="mt-6 text-xl font-semibold text-ink sm:text-2xl">{video.prompt || t(`common:modes.${video.operationType}`)}</h1>
        <p className="mt-2 text-sm text-ink-soft">{t('app:share.madeWith')}</p>
        <p className="mt-6">
          <ButtonLink href="/app">{t('app:share.cta')}</ButtonLink>
        </p>
      </article>
    </>
  );
}
