/** What the settings' webhooks section asks of the server; the API client loads on first use. */
import type { CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView, WebhookEvent } from '@/lib/webhooks';

const runtime = () => import('@/features/auth/account-runtime');
const BASE = '/api/v1/user/webhooks';

export async function loadWebhooks(): Promise<WebhookEndpointView[]> {
  return (await runtime()).apiClient().get<WebhookEndpointView[]>(BASE);
}

export async function createWebhook(url: string, events: WebhookEvent[]): Promise<CreatedWebhookEndpoint> {
  return (await runtime()).apiClient().post<CreatedWebhookEndpoint>(BASE, { url, events });
}

export async function deleteWebhook(id: string): Promise<void> {
  await (await runtime()).apiClient().delete(`${BASE}/${encodeURIComponent(id)}`);
}

export async function loadDeliveries(id: string): Promise<WebhookDeliveryView[]> {
  return (await runtime()).apiClient().get<WebhookDeliveryView[]>(`${BASE}/${encodeURIComponent(id)}/deliveries`);
}

export async function redeliver(id: string, deliveryId: string): Promise<WebhookDeliveryView> {
  return (await runtime())
    .apiClient()
    .post<WebhookDeliveryView>(
      `${BASE}/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    );
}
