/**
 * Google and Microsoft ID tokens, verified with jose against the provider's published keys:
 * an allowlisted algorithm (RS256), the issuer (Microsoft: its template with the token's own
 * tenant id), our client id as audience, expiry, and for Google a verified e-mail. Accounts are
 * keyed by the provider's stable subject, never by the e-mail claim alone.
 */
import type { createRemoteJWKSet } from 'jose';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { AppError } from '@/server/http/app-error';

export type ProviderIdentity = {
  provider: 'google' | 'microsoft';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const ALGORITHMS = ['RS256'];
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * jose is loaded with the first provider sign-in: the API routes that import this module (every
 * one that reads a session) start without its modules.
 */
const jose = () => import('jose');

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
async function keys(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = (await jose()).createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

function invalid(): AppError {
  return new AppError(CODES.BAD_REQUEST, 'invalidIdToken');
}

export async function verifyGoogleIdToken(credential: string): Promise<ProviderIdentity> {
  const env = serverEnv();
  const audience = env.GOOGLE_CLIENT_ID ?? env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
  if (!audience) throw new AppError(CODES.NOT_AVAILABLE, 'googleNotConfigured');
  try {
    const { jwtVerify } = await jose();
    const { payload } = await jwtVerify(credential, await keys(env.GOOGLE_JWKS_URL), {
      algorithms: ALGORITHMS,
      issuer: GOOGLE_ISSUERS,
      audience,
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.email_verified !== true || typeof payload.email !== 'string') throw invalid();
    return {
      provider: 'google',
      subject: payload.sub!,
      email: payload.email.toLowerCase(),
      emailVerified: true,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}

export async function verifyMicrosoftIdToken(credential: string): Promise<ProviderIdentity> {
  const env = serverEnv();
  const audience = env.MSAL_CLIENT_ID ?? env.NEXT_PUBLIC_MSAL_CLIENT_ID;
  if (!audience) throw new AppError(CODES.NOT_AVAILABLE, 'microsoftNotConfigured');
  const { decodeJwt, jwtVerify } = await jose();
  let tid: unknown;
  try {
    tid = decodeJwt(credential).tid;
  } catch {
    throw invalid();
  }
  if (typeof tid !== 'string' || !/^[\w-]{1,64}$/.test(tid)) throw invalid();
  try {
    const { payload } = await jwtVerify(credential, await keys(env.MSAL_JWKS_URL), {
      algorithms: ALGORITHMS,
      issuer: env.MSAL_ISSUER_TEMPLATE.replace('{tid}', tid),
      audience,
      requiredClaims: ['sub', 'exp', 'oid'],
    });
    const email =
      typeof payload.email === 'string'
        ? payload.email
        : typeof payload.preferred_username === 'string' && payload.preferred_username.includes('@')
          ? payload.preferred_username
          : null;
    // Microsoft does not vouch for the e-mail claim (any tenant can set it): never link accounts by it.
    return {
      provider: 'microsoft',
      subject: `${tid}:${String(payload.oid)}`,
      email: email?.toLowerCase() ?? null,
      emailVerified: false,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  } catch {
    throw invalid();
  }
}
