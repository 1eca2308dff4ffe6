import { defaultHandler } from '@/server/http/api-handler';
import { listModels } from '@/server/videos/models';

/** GET /api/v1/models → every model this server knows, with `available` and a `reason` when it is not. */
export default defaultHandler({ GET: () => listModels() });
