/**
 * What `/app/{videoId}` shows: a shared, non-private record to anyone; an unshared one only to
 * its owner, recognised by the `token` cookie of the page request (a page view changes
 * nothing, so the cookie may speak for the user here, unlike on the API).
 */
import type { IncomingMessage } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import { serverEnv } from '@/env';
import { readCookie } from '@/lib/cookies';
import { localePrefix } from '@/lib/i18n/locales';
import type { SharedVideo } from '@/features/share/SharePage';
import { userForToken } from '@/server/auth/sessions';
import { getDb } from '@/server/db/client';
import { videos } from '@/server/db/schema';
import { getStorage } from '@/server/storage/storage';
import { storyExtras } from './records';

export async function loadRecordPage(
  id: string,
  req: IncomingMessage,
  locale: string | undefined,
): Promise<{ shared: SharedVideo } | { recordId: string } | null> {
  if (!/^rec_[\w-]{10,40}$/.test(id)) return null;
  const db = await getDb();
  // A story's shot is a job of the story, never a page of its own.
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), isNull(videos.parentId)));
  if (!video) return null;
  if (video.shareFlag && !video.privateFlag && video.state === 'success' && video.videoKey) {
    const origin = serverEnv().PUBLIC_URL;
    const storage = getStorage();
    const videoUrl = storage.url(video.videoKey);
    const coverUrl = video.coverKey ? storage.url(video.coverKey) : null;
    return {
      shared: {
        id: video.id,
        prompt: video.prompt,
        operationType: video.operationType,
        videoUrl,
        coverUrl,
        width: video.width,
        height: video.height,
        duration: video.duration,
        scene: video.scene ?? null,
        ...(video.operationType === 'story' ? await storyExtras(db, video) : {}),
        absoluteVideoUrl: `${origin}${videoUrl}`,
        absoluteCoverUrl: coverUrl ? `${origin}${coverUrl}` : null,
        pageUrl: `${origin}${localePrefix(locale ?? 'en')}/app/${video.id}`,
      },
    };
  }
  // A mangled cookie reads as no token (src/lib/cookies.ts): the visitor is treated as signed out.
  const token = readCookie(req.headers.cookie, 'token');
  const user = token ? await userForToken(db, token) : null;
  if (user && video.userId === user.id) return { recordId: video.id };
  return null;
}
