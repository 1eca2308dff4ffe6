import { issueDevice } from '@/server/devices/devices';
import { uniqueIdInput } from '@/server/devices/inputs';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { clientIp } from '@/server/http/request-context';

/** GET /api/v1/user/get-unique-id?canvas=… → a new signed device id (data is the id string). */
export default defaultHandler({
  GET: async (req) => {
    const { canvas } = uniqueIdInput.parse(req.query);
    const device = await issueDevice(await getDb(), { canvas, ip: clientIp(req) });
    return device.uniqueId;
  },
});
