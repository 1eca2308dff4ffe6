import { serverEnv } from '@/env';
import { requireUser } from '@/server/auth/current-user';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { createWebhook, createWebhookInput, listWebhooks } from '@/server/webhooks/endpoints';

/** GET /api/v1/user/webhooks → [{id, url, events, createdAt}]; POST {url, events} → {id, url, events, secret}. */
export default defaultHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return listWebhooks(await getDb(), user.id);
  },
  POST: async (req) => {
    const user = await requireUser(req);
    const input = createWebhookInput.parse(req.body ?? {});
    return createWebhook(await getDb(), user.id, input, serverEnv().WEBHOOK_ALLOW_PRIVATE === '1');
  },
});

export const config = { api: { bodyParser: false } };
