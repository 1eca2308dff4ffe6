import type { IncomingMessage } from 'node:http';
import type { Executor } from '@/server/db/client';
import { clientIp } from '@/server/http/request-context';
import { hitRateLimit } from '@/server/rate-limit/hit-rate-limit';
import { serverEnv } from '@/env';
import { MINUTE } from '@/lib/time';

/** API.md: more than 60 calls a minute (AUTH_CALLS_PER_MINUTE) from one IP to the routes that sign in or send mail answer 439. */
export async function limitAuthCalls(db: Executor, req: IncomingMessage): Promise<void> {
  await hitRateLimit(db, `auth-ip:${clientIp(req)}`, serverEnv().AUTH_CALLS_PER_MINUTE, MINUTE);
}
