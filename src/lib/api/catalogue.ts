/**
 * What the web app does with each answer code (SPEC §8), in one place. The API client asks
 * `catalogueAction` and carries the action out (toast, dialogs, token); the rules stay plain
 * data, testable without a browser.
 */
import { CODES, SERVER_ERROR_MESSAGE } from './codes';

/**
 * What a 430 says beside its message (API.md, issue 13): the credits the video needs, the
 * balance left, and for an anonymous device whether it ever got its free credits.
 */
export type Shortfall = { needed: number; balance: number; freeGrant?: 'granted' | 'browser' | 'network' };

/** The e-mail code limits answer 439 too, but the login dialog says so itself and stays open. */
export const EMAIL_CODE_LIMIT_MESSAGES: readonly string[] = [
  'A code was sent less than a minute ago: please wait before asking again',
  'Too many codes asked for this address: please try again in an hour',
];

/** Who is asking, as far as the catalogue cares: Basic counts as "free" (no vipFlag, API.md). */
export type Viewer = 'anonymous' | 'free' | 'paid';

export type CatalogueAction =
  | { type: 'none' }
  /** 401: toast 'Login has expired. Please login again', clear the token, open the login popup. */
  | { type: 'login-expired' }
  | { type: 'pricing-modal'; shortfall?: Shortfall }
  /** `daily`: a 429, the visitors' daily number of videos, not their credits. */
  | { type: 'login-popup'; shortfall?: Shortfall; daily?: true }
  | { type: 'limit-notice' }
  | { type: 'concurrent-jobs' }
  /** 100001/100002: show the captcha (verify state) and retry with its payload. */
  | { type: 'captcha'; code: 100001 | 100002 }
  /** 450, the e-mail code limits: the caller says why itself (`data` carries 450's reason key). */
  | { type: 'pass-through'; code: number; message: string }
  | { type: 'toast'; message: string; shortfall?: Shortfall };

export const LOGIN_EXPIRED_MESSAGE = 'Login has expired. Please login again';

export function viewerFor(user: { vipFlag: boolean } | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return user.vipFlag ? 'paid' : 'free';
}

export function shortfallOf(data: unknown): Shortfall | undefined {
  const value = data as Partial<Shortfall> | null | undefined;
  if (typeof value?.needed !== 'number' || typeof value.balance !== 'number') return undefined;
  const freeGrant = value.freeGrant === 'granted' || value.freeGrant === 'browser' || value.freeGrant === 'network' ? { freeGrant: value.freeGrant } : {};
  return { needed: value.needed, balance: value.balance, ...freeGrant };
}

export function catalogueAction(code: number, message: string | undefined, viewer: Viewer, data?: unknown): CatalogueAction {
  const shortfall = code === CODES.NOT_ENOUGH_CREDITS ? shortfallOf(data) : undefined;
  const withShortfall = shortfall ? { shortfall } : {};
  switch (code) {
    case CODES.OK:
      return { type: 'none' };
    case CODES.UNAUTHORIZED:
      return { type: 'login-expired' };
    case CODES.DAILY_LIMIT:
    case CODES.NOT_ENOUGH_CREDITS:
      if (viewer === 'anonymous') return code === CODES.DAILY_LIMIT ? { type: 'login-popup', daily: true } : { type: 'login-popup', ...withShortfall };
      if (viewer === 'free') return { type: 'pricing-modal', ...withShortfall };
      return { type: 'toast', message: message || SERVER_ERROR_MESSAGE, ...withShortfall };
    case CODES.SLOW_DOWN:
      if (message && EMAIL_CODE_LIMIT_MESSAGES.includes(message)) return { type: 'pass-through', code, message };
      return { type: 'limit-notice' };
    case CODES.TOO_MANY_JOBS:
      return { type: 'concurrent-jobs' };
    case CODES.CONTENT_REJECTED:
      return { type: 'pass-through', code, message: message ?? '' };
    case CODES.CAPTCHA_REQUIRED:
    case CODES.CAPTCHA_FAILED:
      return { type: 'captcha', code };
    default:
      return { type: 'toast', message: message || SERVER_ERROR_MESSAGE };
  }
}

/** A request that got no answer (offline, timeout, DNS): its own message is shown. */
export function networkErrorAction(error: unknown): CatalogueAction {
  const message = error instanceof Error && error.message ? error.message : 'Network Error';
  return { type: 'toast', message };
}
