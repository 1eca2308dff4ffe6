/**
 * The account side of the page, loaded after the first paint (it brings the API client): one client
 * wired to toasts and the user store, and the start-up sequence of SPEC §4 "Login": a token loads
 * user-info; without one, the device id is made (from a canvas fingerprint,
 * device-fingerprint.ts) when none is stored, and the anonymous credits are loaded.
 */
import toast from 'react-hot-toast';
import { type ApiClient, type ApiEffects, ApiError, createApiClient } from '@/lib/api/client';
import { viewerFor } from '@/lib/api/catalogue';
import { localServerMessage, type Said } from '@/lib/api/messages';
import { pageTranslator } from '@/lib/i18n/react';
import { publicEnv } from '@/public-env';
import { type UserInfo, useUserStore } from '@/stores/user-store';
import { clearToken, readDeviceId, readToken, writeDeviceId, writeToken } from './client-session';
import { deviceFingerprint } from './device-fingerprint';

/** A text of `common` in the page's language, or `fallback` before i18next is up. */
export function translate(key: string, fallback: string, options: Record<string, unknown> = {}): string {
  return pageTranslator()?.t(`common:${key}`, { defaultValue: fallback, ...options }) ?? fallback;
}

/** A server message in the page's language when its key is known, else as the server wrote it. */
export function localMessage(message: string, said?: Said | null): string {
  const page = pageTranslator();
  return page ? localServerMessage((key, options) => page.t(key, options), message, said) : message;
}

/**
 * What the page does about a catalogue action (SPEC §8): toasts, the login popup, the dialogs.
 * Also used without a call, when the page already knows the answer (a balance below the cost).
 */
export const carryOut: ApiEffects['handle'] = (action) => {
  if (action.type === 'login-expired') {
    toast.error(translate('errors.loginExpired', 'Your session has expired. Please sign in again.'), {
      id: 'login-expired',
    });
    clearToken();
    useUserStore.getState().setUser(null);
    useUserStore.getState().openDialog('login', { reason: 'expired' });
  } else if (action.type === 'toast') {
    toast.error(
      action.shortfall
        ? translate('studio.shortfall.toast', action.message, { ...action.shortfall })
        : localMessage(action.message, action.said),
    );
  } else if (action.type === 'pricing-modal')
    useUserStore.getState().openDialog('pricing', action.shortfall ? { shortfall: action.shortfall } : {});
  else if (action.type === 'login-popup')
    useUserStore
      .getState()
      .openDialog(
        'login',
        action.daily
          ? { reason: 'daily' }
          : { reason: 'limit', ...(action.shortfall ? { shortfall: action.shortfall } : {}) },
      );
  else if (action.type === 'limit-notice') useUserStore.getState().openDialog('limit');
  else if (action.type === 'concurrent-jobs') useUserStore.getState().openDialog('concurrent');
};

let client: ApiClient | undefined;

/** The one API client of the page. */
export function apiClient(): ApiClient {
  client ??= createApiClient(
    {
      token: readToken,
      uniqueId: readDeviceId,
      viewer: () => viewerFor(useUserStore.getState().user),
      handle: carryOut,
    },
    publicEnv.NEXT_PUBLIC_API_BASE ?? '',
  );
  return client;
}

async function ensureDeviceId(api: ApiClient): Promise<string> {
  const stored = readDeviceId();
  if (stored) return stored;
  // The fingerprint draws text on a canvas, which loads fonts the first time (a 60–100 ms task on
  // a slow phone): a task of its own, not a longer one with this module's start.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const uniqueId = await api.get<string>('/api/v1/user/get-unique-id', { canvas: deviceFingerprint() });
  writeDeviceId(uniqueId);
  return uniqueId;
}

/** The device's balance, and whether it ever got its free credits (to say why it has none). */
async function loadAnonymousCredits(api: ApiClient): Promise<void> {
  const answer = await api.get<{ creditsRemaining: number; freeGrant?: 'granted' | 'browser' | 'network' }>(
    '/api/auth/getUniqueCreditsRemaining',
  );
  useUserStore.getState().setAnonymousCredits(answer.creditsRemaining, answer.freeGrant ?? null);
}

/**
 * Boots the account once, for pages that need it at once (the studio) rather than on first
 * interaction; while it is loading, resolves when it has loaded.
 */
let boot: Promise<void> | null = null;
export function ensureAccount(): Promise<void> {
  if (useUserStore.getState().status === 'ready') return Promise.resolve();
  boot ??= bootAccount().finally(() => {
    boot = null;
  });
  return boot;
}

export async function bootAccount(): Promise<void> {
  const store = useUserStore.getState();
  store.setStatus('loading');
  const api = apiClient();
  void api
    .get<string>('/api/auth/getIpCountry')
    .then((country) => useUserStore.getState().setCountry(country))
    .catch(() => undefined);
  try {
    if (readToken()) {
      try {
        store.setUser(await api.get<UserInfo>('/api/auth/user-info'));
      } catch {
        // 401 was handled by the client (token cleared); fall through to the anonymous path.
      }
    }
    if (!useUserStore.getState().user) {
      await ensureDeviceId(api);
      try {
        await loadAnonymousCredits(api);
      } catch (error) {
        // A stored id this server does not know (another deployment's secret): make a new one.
        if (error instanceof ApiError && error.code === 400) {
          window.localStorage.removeItem('uniqueId');
          await ensureDeviceId(api);
          await loadAnonymousCredits(api);
        }
      }
    }
  } finally {
    useUserStore.getState().setStatus('ready');
  }
}

/**
 * A sign-in route answered with a token: keep it, load the user and close the popup. The
 * device's videos moved to the account on the server (the uniqueId header went with the call).
 */
export async function completeSignIn(token: string): Promise<UserInfo> {
  writeToken(token);
  const user = await apiClient().get<UserInfo>('/api/auth/user-info');
  const store = useUserStore.getState();
  store.setUser(user);
  store.setAnonymousCredits(null);
  store.setStatus('ready');
  return user;
}

/** Reloads the balance shown in the header (after a video was charged or refunded). */
export async function refreshCredits(): Promise<void> {
  const store = useUserStore.getState();
  try {
    if (store.user) store.setUser(await apiClient().get<UserInfo>('/api/auth/user-info'));
    else if (readDeviceId()) await loadAnonymousCredits(apiClient());
  } catch {
    // The header keeps the last figure; the API client has said what went wrong.
  }
}

export async function logout(): Promise<void> {
  try {
    await apiClient().get('/api/auth/logout');
  } finally {
    await continueSignedOut();
  }
}

/** Forgets the session on this device and carries on as an anonymous visitor (logout, deleted account). */
export async function continueSignedOut(): Promise<void> {
  clearToken();
  useUserStore.getState().setUser(null);
  await bootAccount();
}
