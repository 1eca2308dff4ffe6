import { ipCountry } from '@/server/geo/ip-country';
import { defaultHandler } from '@/server/http/api-handler';

/** GET /api/auth/getIpCountry → an ISO country code such as "US". */
export default defaultHandler({ GET: (req) => ipCountry(req) });
