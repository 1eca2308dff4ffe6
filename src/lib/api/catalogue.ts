/**
 * What the web app does with each answer code (SPEC §8), in one place. The API client asks
 * `catalogueAction` and carries the action out (toast, dialogs, token); the rules stay plain
 * data, testable without a browser.
 */
import { CODES, SERVER_ERROR_MESSAGE } from './codes';
import { type Said, SERVER_MESSAGES } from './messages';

/**
 * What a 430 says beside its message (API.md, issue 13): the credits the video needs, the
 * balance left, and for an anonymous device whether it ever got its free credits.
 */
export type Shortfall = { needed: number; balance: number; freeGrant?: 'granted' | 'browser' | 'network' };

/**
 * The e-mail code limits answer 439 too, but the login dialog says so itself and stays open.
 * Known by key, or by their English text from a server that sends no keys.
 */
const EMAIL_CODE_LIMITS = ['codeTooSoon', 'codeHourly'] as const;

function isEmailCodeLimit(message: string | undefined, said: Said | null | undefined): boolean {
  if (said) return (EMAIL_CODE_LIMITS as readonly string[]).includes(said.key);
  return EMAIL_CODE_LIMITS.some((key) => SERVER_MESSAGES[key] === message);
}

/** Who is asking, as far as the catalogue cares: Basic counts as "free" (no vipFlag, API.md). */
export type Viewer = 'anonymous' | 'free' | 'paid';

export type CatalogueAction =
  | { type: 'none' }
  /** 401: toast that the session has expired (common:errors.loginExpired), clear the token, open the login popup. */
  | { type: 'login-expired' }
  | { type: 'pricing-modal'; shortfall?: Shortfall }
  /** `daily`: a 429, the visitors' daily number of videos, not their credits. */
  | { type: 'login-popup'; shortfall?: Shortfall; daily?: true }
  | { type: 'limit-notice' }
  | { type: 'concurrent-jobs' }
  /** 100001/100002: show the captcha (verify state) and retry with its payload. */
  | { type: 'captcha'; code: 100001 | 100002 }
  /** 450, the e-mail code limits: the caller says why itself (`data` carries 450's reason key). */
  | { type: 'pass-through'; code: number; message: string; said?: Said }
  /** `said`: the message's key and variables, for the page to translate (else `message` is shown). */
  | { type: 'toast'; message: string; said?: Said; shortfall?: Shortfall };

export function viewerFor(user: { vipFlag: boolean } | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return user.vipFlag ? 'paid' : 'free';
}

function shortfallOf(data: unknown): Shortfall | undefined {
  const value = data as Partial<Shortfall> | null | undefined;
  if (typeof value?.needed !== 'number' || typeof value.balance !== 'number') return undefined;
  const freeGrant =
    value.freeGrant === 'granted' || value.freeGrant === 'browser' || value.freeGrant === 'network'
      ? { freeGrant: value.freeGrant }
      : {};
  return { needed: value.needed, balance: value.balance, ...freeGrant };
}

/** `said`: the answer's `msgKey` and `msgVars`, handed on with its message. */
export function catalogueAction(
  code: number,
  message: string | undefined,
  viewer: Viewer,
  data?: unknown,
  said?: Said | null,
): CatalogueAction {
  const shortfall = code === CODES.NOT_ENOUGH_CREDITS ? shortfallOf(data) : undefined;
  const withShortfall = shortfall ? { shortfall } : {};
  // Without a message of its own, the toast says the server error, by key too.
  const toast = (text: string | undefined) =>
    text
      ? { type: 'toast' as const, message: text, ...(said ? { said } : {}) }
      : { type: 'toast' as const, message: SERVER_ERROR_MESSAGE, said: { key: 'serverError', vars: {} } };
  switch (code) {
    case CODES.OK:
      return { type: 'none' };
    case CODES.UNAUTHORIZED:
      return { type: 'login-expired' };
    case CODES.DAILY_LIMIT:
    case CODES.NOT_ENOUGH_CREDITS:
      if (viewer === 'anonymous')
        return code === CODES.DAILY_LIMIT
          ? { type: 'login-popup', daily: true }
          : { type: 'login-popup', ...withShortfall };
      if (viewer === 'free') return { type: 'pricing-modal', ...withShortfall };
      return { ...toast(message), ...withShortfall };
    case CODES.SLOW_DOWN:
      if (message && isEmailCodeLimit(message, said))
        return { type: 'pass-through', code, message, ...(said ? { said } : {}) };
      return { type: 'limit-notice' };
    case CODES.TOO_MANY_JOBS:
      return { type: 'concurrent-jobs' };
    case CODES.CONTENT_REJECTED:
      return { type: 'pass-through', code, message: message ?? '', ...(said ? { said } : {}) };
    case CODES.CAPTCHA_REQUIRED:
    case CODES.CAPTCHA_FAILED:
      return { type: 'captcha', code };
    default:
      return toast(message);
  }
}

/** A request that got no answer (offline, timeout, DNS): its own message is shown. */
export function networkErrorAction(error: unknown): CatalogueAction {
  const message = error instanceof Error && error.message ? error.message : 'Network Error';
  return { type: 'toast', message };
}
