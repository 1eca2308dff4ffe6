/** What the account pages ask of the server; the API client loads on first use. */
import type { DataExportStatus } from '@/lib/api/schemas/data-export';
import type { BillingInterval, PlanId } from '@/lib/plans';
import { type UserInfo, useUserStore } from '@/stores/user-store';
import { sessionReady } from '@/features/auth/session-ready';

const runtime = () => import('@/features/auth/account-runtime');

export type SubscriptionSummary = {
  plan: PlanId;
  interval: BillingInterval | null;
  status: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  managed: boolean;
  canManage: boolean;
  paymentsConfigured: boolean;
  credits: number;
};

export type LedgerRow = {
  id: string;
  delta: number;
  balanceAfter: number;
  reason: 'signup' | 'device-grant' | 'generation' | 'refund' | 'subscription' | 'adjustment';
  recordId: string | null;
  record: { operationType: string; prompt: string } | null;
  createTimestamp: number;
};

export type LedgerPage = { records: LedgerRow[]; pages: number; current: number; total: number };
export type SignInMethods = { password: boolean; google: boolean; microsoft: boolean };

export async function loadSubscription(): Promise<SubscriptionSummary> {
  return (await runtime()).apiClient().get<SubscriptionSummary>('/api/v1/billing/subscription');
}

export async function loadLedger(pageNum: number): Promise<LedgerPage> {
  return (await runtime()).apiClient().get<LedgerPage>('/api/v1/billing/ledger', { pageNum });
}

export async function openPortal(locale: string): Promise<void> {
  await sessionReady();
  const { url } = await (await runtime()).apiClient().post<{ url: string }>('/api/v1/billing/portal', { locale });
  window.location.assign(url);
}

export async function loadSignInMethods(): Promise<SignInMethods> {
  return (await runtime()).apiClient().get<SignInMethods>('/api/v1/user/sign-in-methods');
}

export async function updateProfile(change: { name?: string; locale?: string }): Promise<UserInfo> {
  const { apiClient } = await runtime();
  const user = await apiClient().post<UserInfo>('/api/v1/user/update', change);
  useUserStore.getState().setUser(user);
  return user;
}

export async function changePassword(oldPassword: string, password: string): Promise<void> {
  await (await runtime()).apiClient().post('/api/v1/user/change-password', { oldPassword, password });
}

/** Deletes the account, then continues as a signed-out visitor on this device. */
export async function deleteAccount(email: string): Promise<void> {
  const { apiClient, continueSignedOut } = await runtime();
  await apiClient().post('/api/v1/user/delete', { email });
  await continueSignedOut();
}

export async function loadDataExport(): Promise<DataExportStatus | null> {
  return (await runtime()).apiClient().get<DataExportStatus | null>('/api/v1/user/data-export');
}

export async function requestDataExport(): Promise<DataExportStatus> {
  return (await runtime()).apiClient().post<DataExportStatus>('/api/v1/user/data-export', {});
}
