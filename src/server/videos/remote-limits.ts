/**
 * The remote providers' HTTP limits (src/engine/providers/http.ts) from the validated environment,
 * set once by each process that calls providers: the web process (deletes cancel remote
 * requests, the model monitor asks Google) and every worker.
 */
import { setRemoteLimits } from '@/engine/providers/http';
import type { ServerEnv } from '@/env';

export function applyRemoteLimits(
  env: Pick<ServerEnv, 'REMOTE_REQUEST_TIMEOUT_MS' | 'REMOTE_MAX_DOWNLOAD_MB' | 'REMOTE_ALLOW_PRIVATE_ADDRESSES'>,
): void {
  setRemoteLimits({
    requestTimeoutMs: env.REMOTE_REQUEST_TIMEOUT_MS,
    maxBytes: env.REMOTE_MAX_DOWNLOAD_MB * 1024 * 1024,
    allowPrivateAddresses: env.REMOTE_ALLOW_PRIVATE_ADDRESSES === '1',
  });
}
