import { resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { uploadFile } from '@/server/videos/upload';

/** POST /api/v1/upload (multipart `file`, `kind` = image | video | audio) → {url}. */
export default defaultHandler(
  {
    POST: async (req) => {
      const db = await getDb();
      const actor = await resolveActor(db, req);
      return uploadFile(db, req, actor);
    },
  },
  { rawBody: true },
);

// The wrapper must not read this body as JSON: the service streams it to disk.
export const config = { api: { bodyParser: false } };
