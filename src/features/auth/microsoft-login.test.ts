import type { IPublicClientApplication } from '@azure/msal-browser';
import { MICROSOFT_SCOPES, microsoftIdToken } from './microsoft-login';

function client(loginPopup: () => Promise<unknown>) {
  return { loginPopup: vi.fn(loginPopup) } as unknown as IPublicClientApplication & {
    loginPopup: ReturnType<typeof vi.fn>;
  };
}

function msalError(errorCode: string, message = errorCode) {
  return Object.assign(new Error(message), { errorCode });
}

describe('Microsoft sign-in outcome (SPEC §5, §8)', () => {
  it('is not ready without an MSAL client', async () => {
    expect(await microsoftIdToken(null)).toEqual({ ok: false, reason: 'authServiceNotReady' });
  });

  it('asks for openid, profile and email and returns the ID token', async () => {
    const msal = client(async () => ({ idToken: 'header.payload.sig' }));
    expect(await microsoftIdToken(msal)).toEqual({ ok: true, idToken: 'header.payload.sig' });
    expect(msal.loginPopup).toHaveBeenCalledWith(expect.objectContaining({ scopes: MICROSOFT_SCOPES }));
    expect(MICROSOFT_SCOPES).toEqual(['openid', 'profile', 'email']);
  });

  it('calls a result without an ID token invalid', async () => {
    expect(await microsoftIdToken(client(async () => ({ idToken: '' })))).toEqual({
      ok: false,
      reason: 'invalidToken',
    });
  });

  it.each([
    ['popup_window_error', 'popupBlocked'],
    ['empty_window_error', 'popupBlocked'],
    ['interaction_in_progress', 'interactionInProgress'],
    ['user_cancelled', 'cancelled'],
    ['something_else', 'other'],
  ])('maps %s to %s', async (code, reason) => {
    const outcome = await microsoftIdToken(client(async () => Promise.reject(msalError(code, `msal: ${code}`))));
    expect(outcome).toEqual({ ok: false, reason, message: `msal: ${code}` });
  });
});
