import { SPEAKERS } from '@/lib/speakers';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/v1/video/speakers → [{id, name, language}], `Auto` first. */
export default defaultHandler({
  GET: () => SPEAKERS.map(({ id, name, language }) => ({ id, name, language })),
});
