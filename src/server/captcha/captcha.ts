/**
 * Self-hosted proof-of-work captcha (ALTCHA). A challenge is signed with a key derived from
 * the app secret and expires in 10 minutes; the solved payload travels in the `verify` header
 * (base64 JSON `{challenge, solution}`). A payload verifies once: its challenge signature is
 * recorded as spent, so a replay fails. CAPTCHA_DIFFICULTY sets the expected work.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { hmac } from '@/server/crypto/app-secret';
import type { Executor } from '@/server/db/client';
import { spentCaptchas } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { MINUTE } from '@/lib/time';

const CAPTCHA_ALGORITHM = 'SHA-256';
const TTL_MS = 10 * MINUTE;

function secrets() {
  return { hmacSignatureSecret: hmac('altcha', 'signature'), hmacKeySignatureSecret: hmac('altcha', 'key') };
}

export async function createCaptchaChallenge(): Promise<Challenge> {
  const difficulty = serverEnv().CAPTCHA_DIFFICULTY;
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(difficulty / 2), difficulty),
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    ...secrets(),
  });
}

type Payload = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

function parsePayload(header: string): Payload | null {
  if (header.length > 8192) return null;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    if (
      !value?.challenge?.parameters ||
      typeof value.challenge.signature !== 'string' ||
      typeof value.solution?.counter !== 'number' ||
      typeof value.solution?.derivedKey !== 'string'
    )
      return null;
    return value;
  } catch {
    return null;
  }
}

/** True when `header` holds a solved, unexpired challenge of ours that was never used before. */
export async function verifyCaptcha(db: Executor, header: string | undefined): Promise<boolean> {
  if (!header) return false;
  const payload = parsePayload(header);
  if (!payload) return false;
  let verified = false;
  try {
    verified = (
      await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets() })
    ).verified;
  } catch {
    return false;
  }
  if (!verified) return false;
  const spent = await db
    .insert(spentCaptchas)
    .values({
      signature: payload.challenge.signature!,
      expiresAt: new Date(
        payload.challenge.parameters.expiresAt ? payload.challenge.parameters.expiresAt * 1000 : Date.now() + TTL_MS,
      ),
    })
    .onConflictDoNothing()
    .returning({ signature: spentCaptchas.signature });
  return spent.length === 1;
}

/** Throws 100002 unless the request carries a valid, unused captcha payload. */
export async function requireCaptcha(db: Executor, header: string | undefined): Promise<void> {
  if (!header) throw new AppError(CODES.CAPTCHA_FAILED, 'captchaRequired');
  if (!(await verifyCaptcha(db, header))) throw new AppError(CODES.CAPTCHA_FAILED, 'captchaFailed');
}
