/**
 * A story's own job, the assembly (ARCHITECTURE.md "Stories"): claimed once none of its shots
 * still waits or renders (src/server/queue/queue.ts). It fetches the shots' files, reads the
 * narration and makes the music bed, joins everything in one ffmpeg run (assemble.ts), and
 * stores the WebVTT captions beside the video. A shot that failed fails the story for good:
 * the shot was refunded when it failed, and the story's own refund gives back the rest.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { JobError, NonRetryableError } from '@/engine/errors';
import type { FinishedVideo } from '@/engine/providers/finish-remote';
import { assembleStory } from '@/engine/story/assemble';
import { burnFilter, captionsAss, captionsFfmpeg, storyCues, webVtt } from '@/engine/story/captions';
import { musicBed } from '@/engine/story/music';
import { narrateShots } from '@/engine/story/narrate';
import { storyLength, storyTimeline } from '@/engine/story/timeline';
import type { Database } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import type { Video } from '@/server/queue/queue';
import type { Storage } from '@/server/storage/storage';
import { type StorySpec, storySpecSchema } from '@/server/stories/story-spec';
import { captionsKey } from '@/server/videos/records';

function storySpec(video: Video): StorySpec {
  const parsed = storySpecSchema.safeParse(video.jobSpec);
  if (!parsed.success)
    throw new NonRetryableError('Rendering failed: the job payload is invalid', { key: 'invalidJob' });
  return parsed.data;
}

export async function renderStory(
  db: Database,
  storage: Storage,
  video: Video,
  dir: string,
  signal: AbortSignal,
): Promise<FinishedVideo> {
  const spec = storySpec(video);
  const shots = await db.select().from(videos).where(eq(videos.parentId, video.id)).orderBy(asc(videos.shotIndex));
  if (shots.length !== spec.shots.length)
    throw new NonRetryableError('Rendering failed: the job payload is invalid', { key: 'invalidJob' });
  const failed = shots.findIndex((shot) => shot.state !== 'success' || !shot.videoKey);
  if (failed >= 0) {
    // A shot dropped because another failed names that one.
    const reason = shots[failed]!.failReason;
    const shot = reason?.key === 'storyShotFailed' ? reason.vars.shot : failed + 1;
    throw new NonRetryableError(`Shot ${shot} of the story could not be made`, {
      key: 'storyShotFailed',
      vars: { shot },
    });
  }

  const files = await Promise.all(
    shots.map(async (shot, index) => {
      const file = path.join(dir, `shot-${index}.mp4`);
      await storage.getFile(shot.videoKey!, file).catch((error: unknown) => {
        throw new JobError(
          `Reading shot ${index + 1} from storage failed: ${error instanceof Error ? error.message : String(error)}`,
          { key: 'inputUnreadable' },
          { cause: error },
        );
      });
      return file;
    }),
  );
  const texts = shots.map((shot) => shot.prompt);
  const timeline = storyTimeline(spec.shots);
  const cues = storyCues(texts, spec.shots);
  // The voice and the bed need only the texts and the timeline.
  const [narration, music] = await Promise.all([
    spec.narration
      ? narrateShots(
          texts.map((text, index) => ({ text, start: timeline[index]!.start, duration: timeline[index]!.duration })),
          { locale: spec.language, speakerId: spec.speakerId, dir, signal },
        )
      : undefined,
    spec.music ? musicBed(storyLength(spec.shots), { seed: spec.seed, dir }) : undefined,
  ]);
  let burn: { filter: string; binary: string } | undefined;
  if (spec.captions === 'burned') {
    const assFile = path.join(dir, 'captions.ass');
    await fs.writeFile(assFile, captionsAss(cues, { width: spec.width, height: spec.height, locale: spec.language }));
    burn = { filter: burnFilter(assFile), binary: await captionsFfmpeg() };
  }
  const out = path.join(dir, 'video.mp4');
  const cover = path.join(dir, 'cover.jpg');
  const { duration } = await assembleStory({
    shots: files.map((file, index) => ({
      file,
      duration: spec.shots[index]!.duration,
      transition: spec.shots[index]!.transition,
      width: shots[index]!.width ?? undefined,
      height: shots[index]!.height ?? undefined,
    })),
    width: spec.width,
    height: spec.height,
    fps: spec.fps,
    narration: narration?.map((clip) => ({ file: clip.file, start: clip.start })),
    music,
    burn: burn?.filter,
    binary: burn?.binary,
    out,
    cover,
    signal,
  });
  // Every story carries its captions as a track, burned in or not.
  const vtt = path.join(dir, 'captions.vtt');
  await fs.writeFile(vtt, webVtt(cues, spec.language));
  await storage.putFile(captionsKey(video), vtt).catch((error: unknown) => {
    throw new JobError(
      `Storing the captions failed: ${error instanceof Error ? error.message : String(error)}`,
      { key: 'storageFailed' },
      { cause: error },
    );
  });
  return { video: out, cover, width: spec.width, height: spec.height, duration };
}
