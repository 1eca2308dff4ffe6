import { getHealth } from '@/server/health/get-health';
import { defaultHandler } from '@/server/http/api-handler';

export default defaultHandler({ GET: () => getHealth() });
