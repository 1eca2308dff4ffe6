/**
 * API.md "Captcha": after 3 failed sign-ins for one e-mail or one IP within 15 minutes, further
 * attempts answer 100002 until one carries a valid `verify` payload.
 */
import type { IncomingMessage } from 'node:http';
import { requireCaptcha } from '@/server/captcha/captcha';
import type { Executor } from '@/server/db/client';
import { clientIp, headerValue } from '@/server/http/request-context';
import { countHit, peekCount } from '@/server/rate-limit/hit-rate-limit';
import { MINUTE } from '@/lib/time';

const WINDOW_MS = 15 * MINUTE;
const FREE_FAILURES = 3;

function keys(req: IncomingMessage, email?: string): string[] {
  return [`login-fail:ip:${clientIp(req)}`, ...(email ? [`login-fail:email:${email}`] : [])];
}

/** Demands a captcha when this IP or e-mail has failed too often lately. */
export async function guardSignIn(db: Executor, req: IncomingMessage, email?: string): Promise<void> {
  const counts = await Promise.all(keys(req, email).map((key) => peekCount(db, key, WINDOW_MS)));
  if (Math.max(...counts) >= FREE_FAILURES) await requireCaptcha(db, headerValue(req, 'verify'));
}

export async function recordFailedSignIn(db: Executor, req: IncomingMessage, email?: string): Promise<void> {
  for (const key of keys(req, email)) await countHit(db, key, WINDOW_MS);
}
