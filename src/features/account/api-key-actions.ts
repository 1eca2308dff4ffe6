/** What the API keys section asks of the server; the API client loads on first use. */
import type { ApiKeyView, CreatedApiKey } from '@/lib/api-keys';

const runtime = () => import('@/features/auth/account-runtime');

export async function loadApiKeys(): Promise<ApiKeyView[]> {
  return (await runtime()).apiClient().get<ApiKeyView[]>('/api/v1/user/api-keys');
}

export async function createApiKey(name: string): Promise<CreatedApiKey> {
  return (await runtime()).apiClient().post<CreatedApiKey>('/api/v1/user/api-keys', { name });
}

export async function revokeApiKey(id: string): Promise<void> {
  await (await runtime()).apiClient().delete(`/api/v1/user/api-keys/${encodeURIComponent(id)}`);
}
