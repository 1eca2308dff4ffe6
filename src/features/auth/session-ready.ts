/**
 * Every action that depends on who is asking waits for the session first (issue 13 item 16):
 * in the first second of a page the user-info call may still be under way, and reading the
 * store then sees "no user" (a signed-in user got the sign-in dialog on /pricing). Generate,
 * a plan click, subscribe, the billing portal, share, extend's and the model picker's paid
 * checks all ask here. The account runtime is loaded on first use, like everywhere else.
 */
import { type UserInfo, useUserStore } from '@/stores/user-store';

export async function sessionReady(): Promise<UserInfo | null> {
  if (useUserStore.getState().status !== 'ready') {
    const { ensureAccount } = await import('./account-runtime');
    await ensureAccount();
  }
  return useUserStore.getState().user;
}
