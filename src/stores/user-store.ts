/**
 * Who is using the app (SPEC §4 "Login"): the signed-in user from user-info, or an anonymous
 * device with its remaining credits. Plan and "paid" derive from vipLevel (SPEC §6).
 */
import { create } from 'zustand';
import type { Shortfall } from '@/lib/api/catalogue';
import { planForVipLevel, PLANS, type PlanId } from '@/lib/plans';
import { isRestrictedCountry } from '@/lib/restricted-countries';

export type UserInfo = {
  id: string;
  email: string | null;
  name: string | null;
  vipLevel: number;
  vipFlag: boolean;
  plan: PlanId;
  credits: number;
  runwayExpireTimestamp: number | null;
  createTimestamp: number;
  /** The language of the user's e-mails (and of the site after they chose it). */
  locale?: string;
};

/** The account dialogs (SPEC §2) that the error catalogue and the page can open. */
export type CatalogueDialog = 'login' | 'pricing' | 'limit' | 'concurrent';

/**
 * Why a dialog opened, so it can say so: the login popup after an expired session or an
 * anonymous limit; the pricing modal without Basic when a Pro model was asked for (Basic has
 * no Pro models).
 */
type DialogOptions = {
  reason?: 'expired' | 'limit' | 'daily';
  hideBasic?: boolean /** A 430: what the video needs and what is left. */;
  shortfall?: Shortfall;
};

type UserState = {
  /** 'idle' until the account runtime has looked, so the header can avoid flashing a wrong state. */
  status: 'idle' | 'loading' | 'ready';
  user: UserInfo | null;
  anonymousCredits: number | null;
  /** Whether this anonymous device got its free credits (getUniqueCreditsRemaining), null until known. */
  anonymousFreeGrant: Shortfall['freeGrant'] | null;
  country: string | null;
  dialog: CatalogueDialog | null;
  dialogOptions: DialogOptions;
  openDialog: (dialog: CatalogueDialog, options?: DialogOptions) => void;
  closeDialog: () => void;
  setUser: (user: UserInfo | null) => void;
  setAnonymousCredits: (credits: number | null, freeGrant?: Shortfall['freeGrant'] | null) => void;
  setCountry: (country: string) => void;
  setStatus: (status: UserState['status']) => void;
};

export const useUserStore = create<UserState>((set) => ({
  status: 'idle',
  user: null,
  anonymousCredits: null,
  anonymousFreeGrant: null,
  country: null,
  dialog: null,
  dialogOptions: {},
  openDialog: (dialog, dialogOptions = {}) => set({ dialog, dialogOptions }),
  closeDialog: () => set({ dialog: null, dialogOptions: {} }),
  setUser: (user) => set({ user }),
  setAnonymousCredits: (anonymousCredits, freeGrant) =>
    set(freeGrant === undefined ? { anonymousCredits } : { anonymousCredits, anonymousFreeGrant: freeGrant }),
  setCountry: (country) => set({ country }),
  setStatus: (status) => set({ status }),
}));

/** Whether someone is signed in: the header, the get-started band and the account pages ask it. */
export const selectSignedIn = (state: UserState): boolean => state.user !== null;

export function planOf(user: Pick<UserInfo, 'vipLevel'> | null): PlanId {
  return planForVipLevel(user?.vipLevel);
}

/** Pro or Ultra (SPEC §3). */
export function isPaid(user: Pick<UserInfo, 'vipLevel'> | null): boolean {
  return PLANS[planOf(user)].vipFlag;
}

/** An old user may use the old app version: runway expiry in the future. */
export function isOldUser(user: Pick<UserInfo, 'runwayExpireTimestamp'> | null, now = Date.now()): boolean {
  return Boolean(user?.runwayExpireTimestamp && user.runwayExpireTimestamp > now);
}

/** The shell's notice and the studio's Generate read the same list as the server (src/lib/restricted-countries.ts). */
export function isRestricted(country: string | null): boolean {
  return isRestrictedCountry(country);
}
