import type { HostedRequest } from '@/engine/providers/hosted-input';

/**
 * What the three hosted providers' fakes (fake-fal.ts, fake-replicate.ts, fake-comfyui.ts) have
 * in common: the requests they saw, what they cancelled and accepted, and a switch that keeps
 * every request in progress (the integration test kills the server meanwhile).
 */
export type FakeHostedRequest = { method: string; path: string; auth?: string; body: unknown };

export type FakeHosted = {
  url: string;
  requests: FakeHostedRequest[];
  /** The provider's ids of the requests cancelled (by their cancel route, a queue delete or an interrupt). */
  cancelled: string[];
  /** Requests the provider accepted (the ones it would bill); refused submits do not count. */
  submitted: () => number;
  /** While true, no request finishes. */
  hold: boolean;
  close: () => Promise<void>;
};

/** A request to a hosted model as the worker makes one (hostedJob turns it into the provider's job), for the provider tests. */
export function hostedRequest(overrides: Partial<HostedRequest> = {}): HostedRequest {
  return {
    prompt: 'a paper boat on a pond',
    seed: 7,
    quality: '720p',
    aspectRatio: '16:9',
    duration: 5,
    watermark: false,
    ...overrides,
  };
}
