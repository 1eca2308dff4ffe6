/**
 * What the web app does with each answer code (SPEC §8), in one place. The API client asks
 * `catalogueAction` and carries the action out (toast, dialogs, token); the rules stay plain
 * data, testable without a browser.
 */
import { CODES, SERVER_ERROR_MESSAGE } from './codes';

/** Who is asking, as far as the catalogue cares: Basic counts as "free" (no vipFlag, API.md). */
export type Viewer = 'anonymous' | 'free' | 'paid';

export type CatalogueAction =
  | { type: 'none' }
  /** 401: toast 'Login has expired. Please login again', clear the token, open the login popup. */
  | { type: 'login-expired' }
  | { type: 'pricing-modal' }
  | { type: 'login-popup' }
  | { type: 'limit-notice' }
  | { type: 'concurrent-jobs' }
  /** 100001/100002: show the captcha (verify state) and retry with its payload. */
  | { type: 'captcha'; code: 100001 | 100002 }
  /** 450 and validation answers the caller handles itself. */
  | { type: 'pass-through'; code: number; message: string }
  | { type: 'toast'; message: string };

export const LOGIN_EXPIRED_MESSAGE = 'Login has expired. Please login again';

export function viewerFor(user: { vipFlag: boolean } | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return user.vipFlag ? 'paid' : 'free';
}

export function catalogueAction(code: number, message: string | undefined, viewer: Viewer): CatalogueAction {
  switch (code) {
    case CODES.OK:
      return { type: 'none' };
    case CODES.UNAUTHORIZED:
      return { type: 'login-expired' };
    case CODES.DAILY_LIMIT:
    case CODES.NOT_ENOUGH_CREDITS:
      if (viewer === 'anonymous') return { type: 'login-popup' };
      if (viewer === 'free') return { type: 'pricing-modal' };
      return { type: 'toast', message: message || SERVER_ERROR_MESSAGE };
    case CODES.SLOW_DOWN:
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
