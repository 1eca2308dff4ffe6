/** What the console asks of the server (/api/admin/console/*), through the page's one API client. */
import type { Overview } from '@/lib/admin-console';
import type { PlanId } from '@/lib/plans';

export type { Overview, Tally } from '@/lib/admin-console';

const runtime = () => import('@/features/auth/account-runtime');

const BASE = '/api/admin/console';

export type UserSummary = {
  id: string;
  email: string | null;
  name: string | null;
  plan: PlanId;
  credits: number;
  role: 'user' | 'admin';
  disabled: boolean;
  createdAt: number;
};
export type AuditRow = {
  id: number;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  targetType: 'user' | 'job';
  targetId: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: number;
};
export type UserDetail = {
  user: UserSummary & { locale: string; password: boolean };
  signIns: string[];
  ledger: {
    id: number;
    delta: number;
    balanceAfter: number;
    reason: string;
    recordId: string | null;
    createdAt: number;
  }[];
  devices: { id: string; ip: string; credits: number; createdAt: number }[];
  videos: { id: string; state: string; model: string; operationType: string; cost: number; createdAt: number }[];
  audit: AuditRow[];
};
export type JobRow = {
  id: string;
  state: string;
  model: string;
  provider: string;
  operationType: string;
  userId: string | null;
  deviceId: string | null;
  cost: number;
  attempts: number;
  failMsg: string | null;
  createdAt: number;
  finishedAt: number | null;
};
export type JobDetail = JobRow & {
  generateParam: Record<string, unknown>;
  prompt: string;
  parentId: string | null;
  workerId: string | null;
  failReason: Record<string, unknown> | null;
  providerRequestId: string | null;
  timings: {
    createdAt: number;
    startedAt: number | null;
    finishedAt: number | null;
    waitSeconds: number | null;
    renderSeconds: number | null;
    totalSeconds: number | null;
  };
  refunded: boolean;
  retryable: boolean;
  refundable: boolean;
  ledger: { id: number; delta: number; reason: string; createdAt: number }[];
  audit: AuditRow[];
};
export type Paged<T> = { records: T[]; total: number; current: number; pages: number };
export type ProviderRow = {
  provider: string;
  configured: boolean;
  models: {
    id: string;
    name: string;
    available: boolean;
    reason: string | null;
    reasonText: string | null;
    servedBy: string | null;
  }[];
  errors: { id: string; model: string; state: string; failMsg: string | null; at: number }[];
};
export type JobFilters = { state?: string; model?: string; provider?: string; user?: string; page?: number };

async function get<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T> {
  return (await runtime()).apiClient().get<T>(`${BASE}${path}`, params);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  return (await runtime()).apiClient().post<T>(`${BASE}${path}`, body);
}

export const adminApi = {
  overview: () => get<Overview>('/overview'),
  users: (q: string) => get<UserSummary[]>('/users', { q }),
  user: (id: string) => get<UserDetail>(`/users/${encodeURIComponent(id)}`),
  userAction: (id: string, action: 'credits' | 'plan' | 'disable' | 'enable' | 'delete', body: unknown) =>
    post<unknown>(`/users/${encodeURIComponent(id)}/${action}`, body),
  jobs: (filters: JobFilters) => get<Paged<JobRow>>('/jobs', filters),
  job: (id: string) => get<JobDetail>(`/jobs/${encodeURIComponent(id)}`),
  jobAction: (id: string, action: 'retry' | 'refund', body: unknown) =>
    post<unknown>(`/jobs/${encodeURIComponent(id)}/${action}`, body),
  providers: () => get<ProviderRow[]>('/providers'),
  audit: (page: number) => get<Paged<AuditRow>>('/audit', { page }),
};
