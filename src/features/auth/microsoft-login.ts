/**
 * Microsoft sign-in through MSAL's popup (SPEC §5, §8): the service must be ready, the popup
 * result must hold an ID token, and each failure has its own translated toast; a user who
 * closes the popup is only logged. MSAL's errors are told apart by their `errorCode`, so this
 * module needs no import of the (lazily loaded) library.
 */
import type { IPublicClientApplication } from '@azure/msal-browser';

export const MICROSOFT_SCOPES = ['openid', 'profile', 'email'];

type MicrosoftFailure =
  | 'authServiceNotReady'
  | 'invalidToken'
  | 'popupBlocked'
  | 'interactionInProgress'
  | 'cancelled'
  | 'other';

export type MicrosoftOutcome =
  | { ok: true; idToken: string }
  | { ok: false; reason: MicrosoftFailure; message?: string };

const REASONS: Record<string, MicrosoftFailure> = {
  popup_window_error: 'popupBlocked',
  empty_window_error: 'popupBlocked',
  interaction_in_progress: 'interactionInProgress',
  user_cancelled: 'cancelled',
  // The user closed the popup before finishing.
  access_denied: 'cancelled',
};

export async function microsoftIdToken(msal: IPublicClientApplication | null): Promise<MicrosoftOutcome> {
  if (!msal) return { ok: false, reason: 'authServiceNotReady' };
  try {
    const result = await msal.loginPopup({ scopes: MICROSOFT_SCOPES, prompt: 'select_account' });
    if (!result?.idToken) return { ok: false, reason: 'invalidToken' };
    return { ok: true, idToken: result.idToken };
  } catch (error) {
    const code = (error as { errorCode?: unknown } | null)?.errorCode;
    const reason = (typeof code === 'string' && REASONS[code]) || 'other';
    const message = error instanceof Error && error.message ? error.message : undefined;
    return { ok: false, reason, message };
  }
}
